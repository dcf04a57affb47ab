import { type RefObject, useState } from 'react';
import { recoverSchema } from '@/shared/schemas/auth';
import type { Tenant } from '@/shared/schemas/tenants';
import { DialogFrame, type DialogProps } from '@/web/components/dialog-frame';
import { Form, FormAlert, SubmitButton } from '@/web/components/form/form';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { Button } from '@/web/components/ui/button';
import { DialogClose } from '@/web/components/ui/dialog';
import { EmailField } from './email-field';
import { useRequestRecovery } from '../api/request-recovery';

const emailOnlySchema = recoverSchema.pick({ email: true });
type EmailOnly = { email: string };

function RecoverForm({
  tenant,
  defaultEmail,
  onSent,
}: {
  tenant: Tenant;
  defaultEmail: string;
  onSent: (email: string) => void;
}) {
  const recover = useRequestRecovery();
  const form = useZodForm(emailOnlySchema, { email: defaultEmail });

  const send = async ({ email }: EmailOnly) => {
    await recover.mutateAsync({ tenant_id: tenant.id, email });
    onSent(email);
  };

  return (
    <Form form={form} idPrefix="recover" onSubmit={send} className="grid gap-4">
      <EmailField />
      <FormAlert />
      <SubmitButton className="w-full" pendingText="Sending...">
        Send reset link
      </SubmitButton>
    </Form>
  );
}

/** 'Forgot your password?': asks the server to email a recovery link for this school. */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  tenant,
  defaultEmail = '',
  returnFocusTo,
}: DialogProps & {
  tenant: Tenant;
  defaultEmail?: string;
  /** The button that opened it (it is no DialogTrigger), focused again on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        if (!next) setSentTo(null);
        onOpenChange(next);
      }}
      title="Reset your password"
      description={
        sentTo
          ? 'Check your email.'
          : `Enter the email address of your ${tenant.school_name} account. We will send you a link to choose a new password.`
      }
      className="max-w-sm"
      onCloseAutoFocus={(event) => {
        if (!returnFocusTo?.current) return;
        event.preventDefault();
        returnFocusTo.current.focus();
      }}
    >
      {sentTo ? (
        <>
          <p role="status" className="text-sm">
            If an account exists for {sentTo}, we have sent a link to reset your password. The link
            works for one hour.
          </p>
          <DialogClose asChild>
            <Button className="w-full">Back to sign in</Button>
          </DialogClose>
        </>
      ) : (
        <RecoverForm tenant={tenant} defaultEmail={defaultEmail} onSent={setSentTo} />
      )}
    </DialogFrame>
  );
}
