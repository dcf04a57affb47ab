import { DialogFrame, type DialogOpenProps } from '@/web/components/dialog-frame';
import { Separator } from '@/web/components/ui/separator';
import { useAuth } from '@/web/lib/auth/auth-context';
import { PasswordForm } from './password-form';
import { ThemePreferenceForm } from './theme-preference-form';

export function SettingsDialog(props: DialogOpenProps) {
  const { profile } = useAuth();
  return (
    <DialogFrame {...props} title="Settings" description="Your appearance and password.">
      <ThemePreferenceForm preference={profile?.theme_preference ?? null} />
      <Separator />
      <section aria-labelledby="password-heading" className="grid gap-3">
        <h3 id="password-heading" className="text-sm font-medium">
          Change password
        </h3>
        <PasswordForm email={profile?.email ?? ''} />
      </section>
    </DialogFrame>
  );
}
