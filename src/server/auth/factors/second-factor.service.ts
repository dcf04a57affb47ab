import { AppError } from '@/shared/errors.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import type { SecondFactorChallenge } from '@/shared/schemas/credentials.ts';
import { recentAudit } from '../../platform/audit/audit.queries.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { RequestScope } from '../../platform/db/request-scope.ts';
import type { Tx } from '../../platform/db/tx.ts';
import * as q from './factors.queries.ts';
import { signMfaToken, verifyMfaToken, type MfaClaims } from './mfa-token.ts';
import { startSession } from '../start-session.ts';
import {
  checkTotpCode,
  confirmTotp,
  startTotpSetup,
  useRecoveryCode,
  type FactorOwner,
} from './totp.service.ts';

// The second step of a password sign-in. A user with an authenticator app is asked its code (or a
// recovery code); an admin of a school that requires a second factor and has none sets one up
// before any session is issued. A passkey sign-in needs no second step: the passkey is a
// possession factor and user verification (PIN or biometric) is required, so it is two factors.

const FAILURES_ALLOWED = 5;
const FAILURE_WINDOW_SECONDS = 15 * 60;

/** Called by the password sign-in (auth.service.ts) once the password was right: null, or the step. */
export async function secondFactorChallenge(
  ctx: AppContext,
  scope: RequestScope,
  user: FactorOwner,
): Promise<SecondFactorChallenge | null> {
  const step = await scope.asSchool(user.tenant_id, async (tx) => {
    const factor = await q.totpFactor(tx, user.id);
    if (factor?.confirmed) return 'totp' as const;
    if (user.role === 'admin' && (await q.schoolRequiresAdminFactor(tx))) return 'setup' as const;
    return null;
  });
  if (!step) return null;
  const token = await signMfaToken(ctx.config.jwtSecret, {
    sub: user.id,
    tenant_id: user.tenant_id,
    step,
  });
  return { second_factor: step, mfa_token: token };
}

/** The account the token names, still active; and too many wrong codes lately refuse it. */
async function accountOf(tx: Tx, claims: MfaClaims): Promise<FactorOwner> {
  const account = await q.findAccount(tx, claims.sub);
  if (!account || account.status !== 'active') {
    throw new AppError('UNAUTHENTICATED', 'This sign-in has expired. Please sign in again.');
  }
  const failures = await recentAudit(
    tx,
    'auth.second_factor_failed',
    account.email,
    FAILURE_WINDOW_SECONDS,
  );
  if (failures.count >= FAILURES_ALLOWED) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many wrong codes. Wait 15 minutes, or use a recovery code later, or ask another admin.',
      { headers: { 'Retry-After': String(FAILURE_WINDOW_SECONDS) } },
    );
  }
  return account;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/** Runs `fn` in the token's school and commits, also when it refuses (the failure is audited). */
async function inTokenSchool<T>(
  scope: RequestScope,
  claims: MfaClaims,
  fn: (tx: Tx, who: FactorOwner) => Promise<Outcome<T>>,
): Promise<T> {
  const outcome = await scope.asSchool(claims.tenant_id, async (tx) =>
    fn(tx, await accountOf(tx, claims)),
  );
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/** The second step: a code of the authenticator app, or a recovery code (each works once). */
export async function verifySecondFactor(
  ctx: AppContext,
  scope: RequestScope,
  input: { mfa_token: string; code?: string; recovery_code?: string },
  meta: RequestMeta,
): Promise<Session> {
  const claims = await verifyMfaToken(ctx.config.jwtSecret, input.mfa_token, 'totp');
  return inTokenSchool(scope, claims, async (tx, who) => {
    if (input.recovery_code) {
      if (!(await useRecoveryCode(tx, who, input.recovery_code, meta))) {
        const error = new AppError('INVALID_CREDENTIALS', 'That recovery code is not valid.', {
          details: [{ path: 'recovery_code', message: 'That recovery code is not valid.' }],
        });
        return { ok: false, error };
      }
      return {
        ok: true,
        value: await startSession(ctx, tx, who, meta, { method: 'recovery_code' }),
      };
    }
    const checked = await checkTotpCode(ctx, tx, who, input.code ?? '', meta, { confirmed: true });
    if (!checked.ok) return checked;
    return { ok: true, value: await startSession(ctx, tx, who, meta, { method: 'totp' }) };
  });
}

/** An admin the school requires a second factor of, without one: the authenticator to set up. */
export async function startRequiredSetup(ctx: AppContext, scope: RequestScope, token: string) {
  const claims = await verifyMfaToken(ctx.config.jwtSecret, token, 'setup');
  return inTokenSchool(scope, claims, async (tx, who) => ({
    ok: true,
    value: await startTotpSetup(ctx, tx, who),
  }));
}

/** Its first code confirms it; then the session, with the recovery codes shown once. */
export async function confirmRequiredSetup(
  ctx: AppContext,
  scope: RequestScope,
  input: { mfa_token: string; code: string },
  meta: RequestMeta,
) {
  const claims = await verifyMfaToken(ctx.config.jwtSecret, input.mfa_token, 'setup');
  return inTokenSchool(scope, claims, async (tx, who) => {
    const checked = await checkTotpCode(ctx, tx, who, input.code, meta, { confirmed: false });
    if (!checked.ok) return checked;
    const { recovery_codes } = await confirmTotp(tx, who, meta);
    const session = await startSession(ctx, tx, who, meta, { method: 'totp_setup' });
    return { ok: true, value: { ...session, recovery_codes } };
  });
}
