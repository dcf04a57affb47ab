import { FormTextField } from '@/web/components/form/form-fields';

/** The account's email, as sign-in and the reset link ask for it. */
export function EmailField() {
  return (
    <FormTextField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@school.edu"
    />
  );
}
