import { FormTextField } from '@/web/components/form/form-fields';

/** The password the user chooses, with the rule and what saving it does to other sessions. */
export function NewPasswordField({ name }: { name: string }) {
  return (
    <FormTextField
      name={name}
      label="New password"
      type="password"
      autoComplete="new-password"
      hint="At least 8 characters. Your other sessions will be signed out."
    />
  );
}
