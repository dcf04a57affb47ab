import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type ChangePasswordInput, changePasswordSchema } from '@/shared/schemas/auth';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { Spinner } from '@/web/components/ui/spinner';
import { useChangePassword } from '../api/change-password';
import { formErrorMessage } from '../form-error';

export function PasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current_password: '', new_password: '' },
  });

  const onSubmit = handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => {
        reset();
        toast.success('Password changed. Your other sessions were signed out.');
      },
    }),
  );

  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <TextField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.new_password?.message}
        hint="At least 8 characters. Your other sessions will be signed out."
        {...register('new_password')}
      />
      {change.isError ? <Alert>{formErrorMessage(change.error)}</Alert> : null}
      <Button type="submit" className="justify-self-end" disabled={change.isPending}>
        {change.isPending ? <Spinner /> : null}
        Change password
      </Button>
    </form>
  );
}
