import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AppError } from '@/shared/errors';
import { type SetPasswordInput, setPasswordSchema } from '@/shared/schemas/auth';
import { DialogFrame } from '@/web/components/dialog-frame';
import { Form, FormAlert, SubmitButton } from '@/web/components/form/form';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { Button } from '@/web/components/ui/button';
import { NewPasswordField } from './new-password-field';
import { useAuth } from '@/web/lib/auth/auth-context';
import { useSignOutToHome } from '@/web/lib/auth/use-sign-out-to-home';

const keepOpen = (event: Event) => event.preventDefault();
/** Neither a close button, Escape nor a click outside ends the recovery. */
const undismissable = {
  showCloseButton: false,
  onEscapeKeyDown: keepOpen,
  onInteractOutside: keepOpen,
};

/**
 * Shown over the signed-in layout while the session came from a recovery link: the user chooses a
 * new password (or signs out); it cannot be dismissed otherwise, also not after a reload.
 */
export function NewPasswordDialog() {
  const { passwordRecovery, updatePassword, profile, user } = useAuth();
  // These callbacks run even once the dialog has closed (which the end of the recovery does).
  const save = useMutation({
    mutationFn: (input: SetPasswordInput) => updatePassword(input.password),
    onSuccess: () => toast.success('Your password has been changed.'),
    onError: (error) => {
      if (error instanceof AppError && error.status === 403) toast.error(error.message);
    },
  });
  const form = useZodForm(setPasswordSchema, { password: '' });

  const onSignOut = useSignOutToHome();

  return (
    <DialogFrame
      open={passwordRecovery}
      title="Choose a new password"
      description="You opened a password reset link. Choose the password you will sign in with from now on."
      className="max-w-sm"
      {...undismissable}
    >
      <Form form={form} idPrefix="recovery" onSubmit={save.mutateAsync} className="grid gap-4">
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="email"
          autoComplete="username"
          value={profile?.email ?? user?.email ?? ''}
          readOnly
          hidden
        />
        <NewPasswordField name="password" />
        <FormAlert />
        <SubmitButton className="w-full" pendingText="Saving...">
          Save password
        </SubmitButton>
        <Button variant="ghost" className="w-full" onClick={() => void onSignOut()}>
          Sign out
        </Button>
      </Form>
    </DialogFrame>
  );
}
