import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AppError } from '@/shared/errors';
import { type SetPasswordInput, setPasswordSchema } from '@/shared/schemas/auth';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { useAuth } from '@/web/lib/auth/auth-context';
import { useSignOutToHome } from '@/web/lib/auth/use-sign-out-to-home';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';

const keepOpen = (event: Event) => event.preventDefault();

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SetPasswordInput>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '' },
  });
  const validation = save.isError ? fieldErrors(save.error) : {};
  const failure =
    save.isError && !validation.password
      ? (Object.values(validation)[0] ?? requestErrorMessage(save.error))
      : null;

  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onError: (error) => {
        const message = fieldErrors(error).password;
        if (message) setError('password', { message }, { shouldFocus: true });
      },
    }),
  );

  const onSignOut = useSignOutToHome();

  return (
    <Dialog open={passwordRecovery}>
      <DialogContent
        className="max-w-sm"
        showCloseButton={false}
        onEscapeKeyDown={keepOpen}
        onInteractOutside={keepOpen}
      >
        <DialogHeader>
          <DialogTitle>Choose a new password</DialogTitle>
          <DialogDescription>
            You opened a password reset link. Choose the password you will sign in with from now on.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {/* Lets password managers file the new password under the right account. */}
          <input
            type="email"
            autoComplete="username"
            value={profile?.email ?? user?.email ?? ''}
            readOnly
            hidden
          />
          <TextField
            id="recovery-new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            hint="At least 8 characters. Your other sessions will be signed out."
            {...register('password')}
          />
          {failure ? <Alert>{failure}</Alert> : null}
          <Button type="submit" className="w-full" disabled={save.isPending}>
            {save.isPending ? (
              <>
                <Spinner />
                Saving...
              </>
            ) : (
              'Save password'
            )}
          </Button>
          <Button variant="ghost" className="w-full" onClick={() => void onSignOut()}>
            Sign out
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
