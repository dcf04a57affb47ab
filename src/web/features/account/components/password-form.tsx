import { toast } from 'sonner';
import { type ChangePasswordInput, changePasswordSchema } from '@/shared/schemas/auth';
import { Form, FormAlert, SubmitButton } from '@/web/components/form/form';
import { FormTextField } from '@/web/components/form/form-fields';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { NewPasswordField } from './new-password-field';
import { useChangePassword } from '../api/change-password';

export function PasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  const form = useZodForm(changePasswordSchema, { current_password: '', new_password: '' });

  const save = async (input: ChangePasswordInput) => {
    await change.mutateAsync(input);
    form.reset();
    toast.success('Password changed. Your other sessions were signed out.');
  };

  return (
    <Form form={form} onSubmit={save} className="grid gap-3">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <FormTextField
        name="current_password"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordField name="new_password" />
      <FormAlert />
      <SubmitButton className="justify-self-end">Change password</SubmitButton>
    </Form>
  );
}
