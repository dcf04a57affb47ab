import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type ChangePasswordInput, changePasswordSchema } from '@/shared/schemas/auth';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
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
      <div className="grid gap-2">
        <Label htmlFor="current-password">Current password</Label>
        <Input
          id="current-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.current_password ? true : undefined}
          aria-describedby={errors.current_password ? 'current-password-error' : undefined}
          {...register('current_password')}
        />
        {errors.current_password ? (
          <p id="current-password-error" className="text-sm text-destructive">
            {errors.current_password.message}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="new-password">New password</Label>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.new_password ? true : undefined}
          aria-describedby={errors.new_password ? 'new-password-error' : 'new-password-hint'}
          {...register('new_password')}
        />
        {errors.new_password ? (
          <p id="new-password-error" className="text-sm text-destructive">
            {errors.new_password.message}
          </p>
        ) : (
          <p id="new-password-hint" className="text-xs text-muted-foreground">
            At least 8 characters. Your other sessions will be signed out.
          </p>
        )}
      </div>
      {change.isError ? <Alert>{formErrorMessage(change.error)}</Alert> : null}
      <Button type="submit" className="justify-self-end" disabled={change.isPending}>
        {change.isPending ? <Spinner /> : null}
        Change password
      </Button>
    </form>
  );
}
