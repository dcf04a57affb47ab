import { startAuthentication } from '@simplewebauthn/browser';
import { sessionSchema, type Session, type SignInInput } from '@/shared/schemas/auth';
import {
  type SecondFactorChallenge,
  secondFactorChallengeSchema,
  sessionWithCodesSchema,
  signInResultSchema,
  totpSetupSchema,
  webauthnOptionsSchema,
} from '@/shared/schemas/credentials';
import { apiFetch } from '@/web/lib/api-client';
import { parseAnswer } from '@/web/lib/fetch-parsed';

// Sign-in by passkey and the second step of a password sign-in (issue 22). A session they answer is
// handed to the auth store (useAuth().adoptSession), which takes over as after a password sign-in.

type Adopt = (session: Session) => void;

/** The password step: signed in, or the second step to show. */
export async function signInWithPassword(
  input: SignInInput,
  adopt: Adopt,
): Promise<SecondFactorChallenge | null> {
  const answer = parseAnswer(
    signInResultSchema,
    await apiFetch('/api/auth/sign-in', { method: 'POST', body: input }),
  );
  const challenge = secondFactorChallengeSchema.safeParse(answer);
  if (challenge.success) return challenge.data;
  adopt(answer as Session);
  return null;
}

export async function verifySecondFactor(
  body: { mfa_token: string; code?: string; recovery_code?: string },
  adopt: Adopt,
) {
  const session = parseAnswer(
    sessionSchema,
    await apiFetch('/api/auth/second-factor/verify', { method: 'POST', body }),
  );
  adopt(session);
}

export async function startRequiredSetup(mfaToken: string) {
  return parseAnswer(
    totpSetupSchema,
    await apiFetch('/api/auth/second-factor/setup', {
      method: 'POST',
      body: { mfa_token: mfaToken },
    }),
  );
}

/** Confirms the authenticator: the session and the recovery codes (adopted once they are read). */
export async function confirmRequiredSetup(mfaToken: string, code: string) {
  return parseAnswer(
    sessionWithCodesSchema,
    await apiFetch('/api/auth/second-factor/setup/confirm', {
      method: 'POST',
      body: { mfa_token: mfaToken, code },
    }),
  );
}

/** Discoverable credentials: the browser offers this site's passkeys, no email asked. */
export async function signInWithPasskey(tenantId: string, adopt: Adopt): Promise<void> {
  const started = parseAnswer(
    webauthnOptionsSchema,
    await apiFetch('/api/auth/passkey/options', { method: 'POST', body: { tenant_id: tenantId } }),
  );
  const credential = await startAuthentication({
    optionsJSON: started.options as unknown as Parameters<
      typeof startAuthentication
    >[0]['optionsJSON'],
  });
  const session = parseAnswer(
    sessionSchema,
    await apiFetch('/api/auth/passkey/sign-in', {
      method: 'POST',
      body: { tenant_id: tenantId, challenge_id: started.challenge_id, credential },
    }),
  );
  adopt(session);
}
