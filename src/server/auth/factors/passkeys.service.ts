import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { AppError } from '@/shared/errors.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import { insertAudit } from '../../platform/audit/audit.queries.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { Me, RequestScope } from '../../platform/db/request-scope.ts';
import { plainFieldError } from '../../platform/http/field-error.ts';
import * as q from './factors.queries.ts';
import { startSession } from '../start-session.ts';
import { factorAudit, ownerOf } from './totp.service.ts';

// Passkeys: discoverable credentials, so sign-in asks no email (the browser offers the passkeys of
// this site). The relying party is the host the request came to (RP ID: its name; the origin the
// browser reports must be that host's, with its scheme and port). User verification is required
// both when adding and when signing in.

export interface RelyingParty {
  id: string;
  origin: string;
}

const RP_NAME = 'School Portal';
/** The options as JSON for the browser (webauthnOptionsSchema keeps them whole). */
const asJson = (options: object) => options as Record<string, unknown>;
const transportsOf = (values: string[]) => values as AuthenticatorTransport[];

export async function registrationOptions(scope: RequestScope, rp: RelyingParty) {
  return scope.asCaller(async (tx, me) => {
    const account = await ownerOf(tx, me);
    const existing = await q.listPasskeys(tx, me.userId);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.id,
      userName: account.email,
      userID: new TextEncoder().encode(me.userId),
      attestationType: 'none',
      excludeCredentials: existing.map((k) => ({
        id: k.credential_id,
        transports: transportsOf(k.transports),
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const { id } = await q.insertChallenge(tx, {
      tenantId: me.tenantId,
      userId: me.userId,
      purpose: 'register',
      challenge: options.challenge,
    });
    return { challenge_id: id, options: asJson(options) };
  });
}

const NOT_VERIFIED = 'This passkey could not be checked. Please try again.';

export async function addPasskey(
  scope: RequestScope,
  rp: RelyingParty,
  input: { challenge_id: string; name: string; credential: unknown },
  meta: RequestMeta,
) {
  return scope.asCaller(async (tx, me: Me) => {
    const challenge = await q.takeChallenge(tx, input.challenge_id, 'register');
    if (!challenge)
      throw plainFieldError('challenge_id', 'This request expired. Please try again.');
    const result = await verifyRegistrationResponse({
      response: input.credential as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    }).catch(() => null);
    if (!result?.verified) throw plainFieldError('credential', NOT_VERIFIED);
    const { credential } = result.registrationInfo;
    const added = await q.insertPasskey(tx, {
      tenantId: me.tenantId,
      userId: me.userId,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      signCount: credential.counter,
      transports: credential.transports ?? [],
      name: input.name,
    });
    if (!added) throw new AppError('CONFLICT', 'This passkey is already added.');
    await factorAudit(tx, await ownerOf(tx, me), 'auth.passkey_added', meta, { name: added.name });
    return {
      id: added.id,
      name: added.name,
      created_at: added.created_at.toISOString(),
      last_used_at: null,
    };
  });
}

export async function removePasskey(scope: RequestScope, id: string, meta: RequestMeta) {
  await scope.asCaller(async (tx, me) => {
    const removed = await q.deletePasskey(tx, me.userId, id);
    if (!removed) throw new AppError('NOT_FOUND', 'This passkey was not found.');
    await factorAudit(tx, await ownerOf(tx, me), 'auth.passkey_removed', meta, {
      name: removed.name,
    });
  });
}

export async function signInOptions(scope: RequestScope, rp: RelyingParty, tenantId: string) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
  });
  return scope.asSchool(tenantId, async (tx) => {
    const { id } = await q.insertChallenge(tx, {
      tenantId,
      userId: null,
      purpose: 'sign_in',
      challenge: options.challenge,
    });
    return { challenge_id: id, options: asJson(options) };
  });
}

const PASSKEY_REFUSED = 'This passkey cannot sign in to this school.';

type Outcome = { ok: true; session: Session } | { ok: false; error: AppError };

/** Signs in with a passkey of this school: its signature over the spent challenge, checked. */
export async function signInWithPasskey(
  ctx: AppContext,
  scope: RequestScope,
  rp: RelyingParty,
  input: { tenant_id: string; challenge_id: string; credential: { id: string } },
  meta: RequestMeta,
): Promise<Session> {
  const refused = new AppError('INVALID_CREDENTIALS', PASSKEY_REFUSED);
  const outcome = await scope.asSchool<Outcome>(input.tenant_id, async (tx) => {
    const challenge = await q.takeChallenge(tx, input.challenge_id, 'sign_in');
    const candidate = challenge ? await q.passkeyCandidate(tx, input.credential.id) : undefined;
    const result =
      challenge && candidate
        ? await verifyAuthenticationResponse({
            response: input.credential as AuthenticationResponseJSON,
            expectedChallenge: challenge,
            expectedOrigin: rp.origin,
            expectedRPID: rp.id,
            credential: {
              id: input.credential.id,
              publicKey: new Uint8Array(candidate.public_key),
              counter: Number(candidate.sign_count),
              transports: transportsOf(candidate.transports),
            },
            requireUserVerification: true,
          }).catch(() => null)
        : null;
    if (!candidate || !result?.verified) {
      if (await q.tenantKnown(tx, input.tenant_id)) {
        await insertAudit(tx, {
          tenantId: input.tenant_id,
          action: 'auth.sign_in_failed',
          subject: candidate?.email ?? null,
          ip: meta.ip,
          details: { method: 'passkey' },
        });
      }
      return { ok: false, error: refused };
    }
    if (candidate.status !== 'active' || !candidate.email_confirmed_at) {
      const inactive = 'This account is inactive. Please contact your school administrator.';
      return { ok: false, error: new AppError('FORBIDDEN', inactive) };
    }
    await q.passkeyUsed(tx, candidate.passkey_id, result.authenticationInfo.newCounter);
    return {
      ok: true,
      session: await startSession(ctx, tx, candidate, meta, { method: 'passkey' }),
    };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.session;
}
