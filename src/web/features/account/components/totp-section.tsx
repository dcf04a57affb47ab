import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { type SecurityStatus, totpCodeSchema } from '@/shared/schemas/credentials';
import { Form, FormAlert, SubmitButton } from '@/web/components/form/form';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { RecoveryCodesView, TotpCodeField, TotpSetupView } from '@/web/components/totp-setup-view';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { requestErrorMessage } from '@/web/lib/field-errors';
import {
  startTotp,
  useConfirmTotp,
  useRemoveTotp,
  useRenewRecoveryCodes,
} from '../api/sign-in-factors';

const codeForm = z.object({ code: totpCodeSchema });

/** Admins and teachers: an authenticator app as a second step after the password. */
export function TotpSection({ status }: { status: SecurityStatus }) {
  const start = useMutation({ mutationFn: startTotp });
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();
  const renew = useRenewRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useZodForm(codeForm, { code: '' });

  const turnOn = async ({ code }: { code: string }) => {
    const answer = await confirm.mutateAsync(code);
    start.reset();
    setCodes(answer.recovery_codes);
    toast.success('Two-step verification is on');
  };

  const failure = start.error ?? remove.error ?? renew.error;
  return (
    <section aria-labelledby="totp-title" className="grid gap-3">
      <h3 id="totp-title" className="font-semibold">
        Authenticator app
      </h3>
      {status.required_by_school ? (
        <p className="text-sm text-muted-foreground">Your school requires it for admins.</p>
      ) : null}
      {codes ? (
        <>
          <RecoveryCodesView codes={codes} />
          <Button variant="outline" onClick={() => setCodes(null)}>
            I saved them
          </Button>
        </>
      ) : status.totp.enabled ? (
        <div className="grid gap-2 text-sm">
          <p>
            On. After your password you enter a code from the app. Recovery codes left:{' '}
            {status.recovery_codes_left}.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={renew.isPending}
              onClick={() =>
                renew.mutate(undefined, { onSuccess: (a) => setCodes(a.recovery_codes) })
              }
            >
              New recovery codes
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast.success('Authenticator removed'),
                })
              }
            >
              Remove authenticator
            </Button>
          </div>
        </div>
      ) : start.data ? (
        <Form form={form} onSubmit={turnOn} idPrefix="totp" className="grid gap-3">
          <TotpSetupView setup={start.data} />
          <TotpCodeField />
          <FormAlert />
          <SubmitButton pendingText="Checking...">Turn on</SubmitButton>
        </Form>
      ) : (
        <div className="grid gap-2 text-sm">
          <p className="text-muted-foreground">
            Off. Add a code from an app on your phone to every password sign-in.
          </p>
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={start.isPending}
            onClick={() => start.mutate()}
          >
            Set up authenticator app
          </Button>
        </div>
      )}
      {failure ? <Alert>{requestErrorMessage(failure)}</Alert> : null}
    </section>
  );
}
