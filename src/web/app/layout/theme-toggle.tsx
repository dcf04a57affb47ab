import { Moon, Sun } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useBranding } from '@/web/lib/branding/branding-context';

/** Flips dark mode on the page and the school's theme_mode, in local state only. */
export function ThemeToggle() {
  const { dark, toggleTheme } = useBranding();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={toggleTheme}
    >
      {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
