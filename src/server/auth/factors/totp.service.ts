import { AppError } from '@/shared/errors.ts';
import type { Role } from '@/shared/schemas/auth.ts';
import type { AuditAction } from '@/shared/rules/audit-kinds.ts';
import { insertAudit } from '../../platform/audit/audit.queries.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { Me } from '../../platform/db/request-scope.ts';
import type { Tx } from '../../platform/db/tx.ts';
import { plainFieldError } from '../../platform/http/field-error.ts';
import * as q from './factors.queries.ts';
import { openSeed, sealSeed } from './seed-box.ts';
import { newRecoveryCodes, newSeed, recoveryCodeHash, setupOf, stepOfCode } from './totp.ts';

// The TOTP factor's rules, for a signed-in user (their Profile) and for the second step of a
// password sign-in alike: `who` is the account, `tx` a transaction of its school.

export interface FactorOwner {
  id: string;
  tenant_id: string;
  email: string;
  role: Role | string;
}

/** The signed-in caller as the owner of their factors. */
export async function ownerOf(tx: Tx, me: Me): Promise<FactorOwner> {
  const account = await q.findAccount(tx, me.userId);
  if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in again.');
  return account;
}

/** Admins and teachers may add an authenticator app (issue 22); everyone may add passkeys. */
export const mayUseTotp = (role: string) => role === 'admin' || role === 'teacher';

export function factorAudit(
  tx: Tx,
  who: FactorOwner,
  action: AuditAction,
  meta: RequestMeta,
  details: Record<string, unknown> = {},
) {
  return insertAudit(tx, {
    tenantId: who.tenant_id,
    actorUserId: who.id,
    action,
    subject: who.email,
    ip: meta.ip,
    details,
  });
}

/** Starts (or starts again) setting an authenticator up: a new seed, unconfirmed until a code. */
export async function startTotpSetup(ctx: AppContext, tx: Tx, who: FactorOwner) {
  if (!mayUseTotp(who.role)) {
    throw new AppError('FORBIDDEN', 'Authenticator apps are for admins and teachers.');
  }
  const existing = await q.totpFactor(tx, who.id);
  if (existing?.confirmed) {
    throw new AppError('CONFLICT', 'An authenticator app is already set up. Remove it first.');
  }
  const seed = newSeed();
  await q.beginTotpFactor(tx, who.id, sealSeed(ctx.config.jwtSecret, seed, who.id));
  return setupOf(seed, who.email);
}

const WRONG_CODE = 'That code is not right. Check the time on your phone and try the newest code.';

/**
 * Checks a code of the user's authenticator and spends its time step, so it works once. A wrong or
 * used code is audited ('auth.second_factor_failed') and refused, naming the field.
 */
export async function checkTotpCode(
  ctx: AppContext,
  tx: Tx,
  who: FactorOwner,
  code: string,
  meta: RequestMeta,
  options: { confirmed: boolean },
): Promise<{ ok: true } | { ok: false; error: AppError }> {
  const factor = await q.totpFactor(tx, who.id);
  const seed =
    factor && factor.confirmed === options.confirmed
      ? openSeed(ctx.config.jwtSecret, factor.secret_encrypted, who.id)
      : null;
  const step = seed ? stepOfCode(seed, code) : null;
  if (step !== null && (await q.spendTotpStep(tx, who.id, step))) return { ok: true };
  await factorAudit(tx, who, 'auth.second_factor_failed', meta, { kind: 'totp' });
  return { ok: false, error: plainFieldError('code', WRONG_CODE) };
}

/** Confirms the authenticator with its first code; answers the recovery codes, shown once. */
export async function confirmTotp(tx: Tx, who: FactorOwner, meta: RequestMeta) {
  await q.confirmTotpFactor(tx, who.id);
  const codes = newRecoveryCodes();
  await q.replaceRecoveryCodes(tx, who.id, codes.map(recoveryCodeHash));
  await factorAudit(tx, who, 'auth.second_factor_added', meta, { kind: 'totp' });
  return { recovery_codes: codes };
}

/** Spends a recovery code: true once per code. Its use (or a wrong one) is audited. */
export async function useRecoveryCode(
  tx: Tx,
  who: FactorOwner,
  code: string,
  meta: RequestMeta,
): Promise<boolean> {
  const left = await q.spendRecoveryCode(tx, who.id, recoveryCodeHash(code));
  const ok = left !== null;
  await factorAudit(
    tx,
    who,
    ok ? 'auth.recovery_code_used' : 'auth.second_factor_failed',
    meta,
    ok ? { left } : { kind: 'recovery_code' },
  );
  return ok;
}

export async function newRecoveryCodesFor(tx: Tx, who: FactorOwner, meta: RequestMeta) {
  const factor = await q.totpFactor(tx, who.id);
  if (!factor?.confirmed) throw new AppError('CONFLICT', 'Set an authenticator app up first.');
  const codes = newRecoveryCodes();
  await q.replaceRecoveryCodes(tx, who.id, codes.map(recoveryCodeHash));
  await factorAudit(tx, who, 'auth.recovery_codes_renewed', meta);
  return { recovery_codes: codes };
}
