import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Separator } from '@/web/components/ui/separator';
import { useAuth } from '@/web/lib/auth/auth-context';
import { PasswordForm } from './password-form';
import { ThemePreferenceForm } from './theme-preference-form';

export function SettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { profile } = useAuth();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Settings</DialogTitle>
          <DialogDescription>Your appearance and password.</DialogDescription>
        </DialogHeader>
        <ThemePreferenceForm preference={profile?.theme_preference ?? null} />
        <Separator />
        <section aria-labelledby="password-heading" className="grid gap-3">
          <h3 id="password-heading" className="text-sm font-medium">
            Change password
          </h3>
          <PasswordForm email={profile?.email ?? ''} />
        </section>
      </DialogContent>
    </Dialog>
  );
}
