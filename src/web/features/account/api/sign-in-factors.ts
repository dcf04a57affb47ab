import { useQuery } from '@tanstack/react-query';
import { startRegistration } from '@simplewebauthn/browser';
import {
  passkeySchema,
  recoveryCodesSchema,
  securityStatusSchema,
  totpSetupSchema,
  webauthnOptionsSchema,
} from '@/shared/schemas/credentials';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

// The signed-in user's passkeys and authenticator app (issue 22): GET /api/auth/factors and friends.

export const factorsKey = ['auth', 'factors'] as const;

export function useSignInFactors() {
  return useQuery({
    queryKey: factorsKey,
    queryFn: () => fetchParsed(securityStatusSchema, '/api/auth/factors'),
  });
}

/** Creates a passkey in the browser (or on a phone) and saves it under a name. */
async function addPasskey(name: string) {
  const started = await fetchParsed(webauthnOptionsSchema, '/api/auth/passkeys/options', {
    method: 'POST',
  });
  type Options = Parameters<typeof startRegistration>[0]['optionsJSON'];
  const credential = await startRegistration({
    optionsJSON: started.options as unknown as Options,
  });
  return fetchParsed(passkeySchema, '/api/auth/passkeys', {
    method: 'POST',
    body: { challenge_id: started.challenge_id, name, credential },
  });
}

export const useAddPasskey = () => useInvalidatingMutation(addPasskey, [factorsKey]);

export const useRemovePasskey = () =>
  useInvalidatingMutation(
    (id: string) => authorizedFetch(`/api/auth/passkeys/${id}`, { method: 'DELETE' }),
    [factorsKey],
  );

export const startTotp = () => fetchParsed(totpSetupSchema, '/api/auth/totp', { method: 'POST' });

export const useConfirmTotp = () =>
  useInvalidatingMutation(
    (code: string) =>
      fetchParsed(recoveryCodesSchema, '/api/auth/totp/confirm', {
        method: 'POST',
        body: { code },
      }),
    [factorsKey],
  );

export const useRemoveTotp = () =>
  useInvalidatingMutation(
    () => authorizedFetch('/api/auth/totp', { method: 'DELETE' }),
    [factorsKey],
  );

export const useRenewRecoveryCodes = () =>
  useInvalidatingMutation(
    () => fetchParsed(recoveryCodesSchema, '/api/auth/recovery-codes', { method: 'POST' }),
    [factorsKey],
  );
