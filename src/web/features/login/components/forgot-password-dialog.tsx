import { zodResolver } from '@hookform/resolvers/zod';
import { type RefObject, useState } from 'react';
import { useForm } from 'react-hook-form';
import { recoverSchema } from '@/shared/schemas/auth';
import type { Tenant } from '@/shared/schemas/tenants';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';
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
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailOnly>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(({ email }) => {
    setFailure(null);
    recover.mutate(
      { tenant_id: tenant.id, email },
      {
        onSuccess: () => onSent(email),
        onError: (error) => {
          const { email: emailError, ...others } = fieldErrors(error);
          if (emailError) setError('email', { message: emailError }, { shouldFocus: true });
          const other = Object.values(others)[0];
          if (other) setFailure(other);
          else if (!emailError) setFailure(requestErrorMessage(error));
        },
      },
    );
  });

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <TextField
        id="recover-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@school.edu"
        error={errors.email?.message}
        {...register('email')}
      />
      {failure ? <Alert>{failure}</Alert> : null}
      <Button type="submit" className="w-full" disabled={recover.isPending}>
        {recover.isPending ? (
          <>
            <Spinner />
            Sending...
          </>
        ) : (
          'Send reset link'
        )}
      </Button>
    </form>
  );
}

/** 'Forgot your password?': asks the server to email a recovery link for this school. */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  tenant,
  defaultEmail = '',
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tenant: Tenant;
  defaultEmail?: string;
  /** The button that opened it (it is no DialogTrigger), focused again on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSentTo(null);
        onOpenChange(next);
      }}
    >
      <DialogContent
        className="max-w-sm"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>
            {sentTo
              ? 'Check your email.'
              : `Enter the email address of your ${tenant.school_name} account. We will send you a link to choose a new password.`}
          </DialogDescription>
        </DialogHeader>
        {sentTo ? (
          <>
            <p role="status" className="text-sm">
              If an account exists for {sentTo}, we have sent a link to reset your password. The
              link works for one hour.
            </p>
            <DialogClose asChild>
              <Button className="w-full">Back to sign in</Button>
            </DialogClose>
          </>
        ) : (
          <RecoverForm tenant={tenant} defaultEmail={defaultEmail} onSent={setSentTo} />
        )}
      </DialogContent>
    </Dialog>
  );
}
