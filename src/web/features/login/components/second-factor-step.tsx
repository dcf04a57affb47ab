import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import {
  type SecondFactorChallenge,
  recoveryCodeSchema,
  totpCodeSchema,
} from '@/shared/schemas/credentials';
import { Form, FormAlert, SubmitButton } from '@/web/components/form/form';
import { FormTextField } from '@/web/components/form/form-fields';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { QueryError } from '@/web/components/list-state';
import { RecoveryCodesView, TotpCodeField, TotpSetupView } from '@/web/components/totp-setup-view';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth/auth-context';
import { confirmRequiredSetup, startRequiredSetup, verifySecondFactor } from '../api/second-factor';

const codeForm = z.object({ code: totpCodeSchema });
const recoveryForm = z.object({ recovery_code: recoveryCodeSchema });

/** The code of the authenticator app, or a recovery code instead. */
function CodeStep({ mfaToken }: { mfaToken: string }) {
  const { adoptSession } = useAuth();
  const [useRecovery, setUseRecovery] = useState(false);
  const code = useZodForm(codeForm, { code: '' });
  const recovery = useZodForm(recoveryForm, { recovery_code: '' });
  return useRecovery ? (
    <Form
      form={recovery}
      onSubmit={(v) => verifySecondFactor({ mfa_token: mfaToken, ...v }, adoptSession)}
      className="grid gap-4"
    >
      <FormTextField name="recovery_code" label="Recovery code" autoComplete="off" />
      <FormAlert />
      <SubmitButton className="w-full" pendingText="Checking...">
        Sign in with recovery code
      </SubmitButton>
      <Button variant="link" onClick={() => setUseRecovery(false)}>
        Use the authenticator app instead
      </Button>
    </Form>
  ) : (
    <Form
      form={code}
      onSubmit={(v) => verifySecondFactor({ mfa_token: mfaToken, ...v }, adoptSession)}
      className="grid gap-4"
    >
      <TotpCodeField hint="The 6-digit code your authenticator app shows for this portal." />
      <FormAlert />
      <SubmitButton className="w-full" pendingText="Checking...">
        Verify
      </SubmitButton>
      <Button variant="link" onClick={() => setUseRecovery(true)}>
        Lost your phone? Use a recovery code
      </Button>
    </Form>
  );
}

/** The school requires admins to have an authenticator app: set it up now, then sign in. */
function SetupStep({ mfaToken }: { mfaToken: string }) {
  const { adoptSession } = useAuth();
  const setup = useQuery({
    queryKey: ['required-totp-setup', mfaToken],
    queryFn: () => startRequiredSetup(mfaToken),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const [done, setDone] = useState<Awaited<ReturnType<typeof confirmRequiredSetup>> | null>(null);
  const form = useZodForm(codeForm, { code: '' });
  if (setup.isError) return <QueryError query={setup} text="The set-up could not start." />;
  if (!setup.data) return <Spinner className="justify-self-center" />;
  if (done) {
    const { recovery_codes: codes, ...session } = done;
    return (
      <div className="grid gap-4">
        <RecoveryCodesView codes={codes} />
        <Button onClick={() => adoptSession(session)}>I saved them, continue</Button>
      </div>
    );
  }
  return (
    <Form
      form={form}
      onSubmit={async (v) => setDone(await confirmRequiredSetup(mfaToken, v.code))}
      className="grid gap-4"
    >
      <p className="text-sm">Your school requires admins to use an authenticator app.</p>
      <TotpSetupView setup={setup.data} />
      <TotpCodeField />
      <FormAlert />
      <SubmitButton className="w-full" pendingText="Checking...">
        Turn on and sign in
      </SubmitButton>
    </Form>
  );
}

export function SecondFactorStep({
  challenge,
  onCancel,
}: {
  challenge: SecondFactorChallenge;
  onCancel: () => void;
}) {
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold">
        {challenge.second_factor === 'totp'
          ? 'Two-step verification'
          : 'Set up two-step verification'}
      </h2>
      {challenge.second_factor === 'totp' ? (
        <CodeStep mfaToken={challenge.mfa_token} />
      ) : (
        <SetupStep mfaToken={challenge.mfa_token} />
      )}
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
