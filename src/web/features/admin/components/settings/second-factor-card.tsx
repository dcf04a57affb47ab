import { toast } from 'sonner';
import { z } from 'zod';
import { emailSchema } from '@/shared/schemas/auth';
import { Form, FormAlert, SubmitButton } from '@/web/components/form/form';
import { FormTextField } from '@/web/components/form/form-fields';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { QueryError } from '@/web/components/list-state';
import { SectionCard } from '@/web/components/section-card';
import { Alert } from '@/web/components/ui/alert';
import { requestErrorMessage } from '@/web/lib/field-errors';
import {
  useResetSecondFactors,
  useSecondFactorPolicy,
  useSetSecondFactorPolicy,
} from '../../api/second-factor-admin';

const resetForm = z.object({ email: emailSchema });

/** Settings: require an authenticator app of admins; reset someone's lost passkeys and app. */
export function SecondFactorCard() {
  const policy = useSecondFactorPolicy();
  const setPolicy = useSetSecondFactorPolicy();
  const reset = useResetSecondFactors();
  const form = useZodForm(resetForm, { email: '' });

  const resetFactors = async ({ email }: { email: string }) => {
    const { removed } = await reset.mutateAsync(email);
    form.reset({ email: '' });
    toast.success(
      removed ? `Removed ${removed} sign-in factor(s) of ${email}` : `${email} had none to remove`,
    );
  };

  return (
    <SectionCard
      title="Two-step sign-in"
      description="Passkeys and authenticator apps keep accounts safe even when a password leaks."
      contentClassName="grid gap-4"
    >
      {policy.isError ? (
        <QueryError query={policy} text="The sign-in rule could not be loaded." />
      ) : (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={policy.data?.require_admin_second_factor ?? false}
            disabled={!policy.data || setPolicy.isPending}
            onChange={(event) =>
              setPolicy.mutate(event.target.checked, {
                onSuccess: (saved) =>
                  toast.success(
                    saved.require_admin_second_factor
                      ? 'Admins now need an authenticator app'
                      : 'Admins no longer need an authenticator app',
                  ),
              })
            }
          />
          Require an authenticator app for admins
        </label>
      )}
      {setPolicy.error ? <Alert>{requestErrorMessage(setPolicy.error)}</Alert> : null}
      <Form form={form} onSubmit={resetFactors} idPrefix="reset-factors" className="grid gap-2">
        <FormTextField
          name="email"
          label="Email of an account to reset (passkeys and authenticator app)"
          type="email"
          hint="For someone who lost their phone: they sign in with their password and set up again."
        />
        <FormAlert />
        <SubmitButton variant="outline" className="justify-self-start" pendingText="Resetting...">
          Reset
        </SubmitButton>
      </Form>
    </SectionCard>
  );
}
