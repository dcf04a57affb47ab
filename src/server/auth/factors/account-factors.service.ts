import { AppError } from '@/shared/errors.ts';
import type { SecurityStatus } from '@/shared/schemas/credentials.ts';
import { auditByCaller } from '../../platform/audit/audit.queries.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { RequestScope } from '../../platform/db/request-scope.ts';
import { plainFieldError } from '../../platform/http/field-error.ts';
import * as q from './factors.queries.ts';
import {
  checkTotpCode,
  confirmTotp,
  factorAudit,
  mayUseTotp,
  newRecoveryCodesFor,
  ownerOf,
  startTotpSetup,
} from './totp.service.ts';

// A signed-in user's own passkeys and authenticator (the Profile dialog), an admin's reset of
// another user's factors, and the school's requirement.

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function securityStatus(scope: RequestScope): Promise<SecurityStatus> {
  return scope.asCaller(async (tx, me) => {
    const passkeys = await q.listPasskeys(tx, me.userId);
    const factor = await q.totpFactor(tx, me.userId);
    const left = await q.recoveryCodesLeft(tx, me.userId);
    const required = await q.schoolRequiresAdminFactor(tx);
    return {
      passkeys: passkeys.map((k) => ({
        id: k.id,
        name: k.name,
        created_at: k.created_at.toISOString(),
        last_used_at: iso(k.last_used_at),
      })),
      totp: { enabled: factor?.confirmed === true, allowed: mayUseTotp(me.role) },
      recovery_codes_left: left,
      required_by_school: required && me.role === 'admin',
    };
  });
}

export async function startOwnTotp(ctx: AppContext, scope: RequestScope) {
  return scope.asCaller(async (tx, me) => startTotpSetup(ctx, tx, await ownerOf(tx, me)));
}

export async function confirmOwnTotp(
  ctx: AppContext,
  scope: RequestScope,
  code: string,
  meta: RequestMeta,
) {
  const outcome = await scope.asCaller(async (tx, me) => {
    const who = await ownerOf(tx, me);
    const checked = await checkTotpCode(ctx, tx, who, code, meta, { confirmed: false });
    return checked.ok ? { ok: true as const, value: await confirmTotp(tx, who, meta) } : checked;
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

export async function removeOwnTotp(scope: RequestScope, meta: RequestMeta) {
  await scope.asCaller(async (tx, me) => {
    if (me.role === 'admin' && (await q.schoolRequiresAdminFactor(tx))) {
      throw new AppError(
        'CONFLICT',
        'Your school requires admins to use an authenticator app. Set up a new one instead: ask another admin to reset it.',
      );
    }
    if (!(await q.deleteTotpFactor(tx, me.userId))) {
      throw new AppError('NOT_FOUND', 'No authenticator app is set up.');
    }
    await factorAudit(tx, await ownerOf(tx, me), 'auth.second_factor_removed', meta, {
      kind: 'totp',
    });
  });
}

export async function renewRecoveryCodes(scope: RequestScope, meta: RequestMeta) {
  return scope.asCaller(async (tx, me) => newRecoveryCodesFor(tx, await ownerOf(tx, me), meta));
}

/** Another admin of the school removes a user's authenticator, recovery codes and passkeys. */
export async function resetUserFactors(
  scope: RequestScope,
  who: { user_id?: string; email?: string },
) {
  return scope.asCaller(async (tx, me) => {
    const target = await q.findAccount(tx, who);
    if (!target) throw plainFieldError('email', 'Nobody in your school has this email.');
    const userId = target.id;
    const removed = await q.resetSecondFactors(tx, userId);
    if (removed === null) {
      throw new AppError('FORBIDDEN', 'Another admin must reset your own sign-in factors.');
    }
    await auditByCaller(tx, me, 'auth.second_factor_reset', target.email, { userId });
    return { removed };
  });
}

export async function secondFactorPolicy(scope: RequestScope) {
  return scope.asCaller(async (tx) => ({
    require_admin_second_factor: await q.schoolRequiresAdminFactor(tx),
  }));
}

export async function setSecondFactorPolicy(scope: RequestScope, value: boolean) {
  return scope.asCaller(async (tx, me) => {
    await q.setSchoolRequiresAdminFactor(tx, me.tenantId, value);
    await auditByCaller(tx, me, 'settings.updated', me.tenantId, {
      fields: ['require_admin_second_factor'],
    });
    return { require_admin_second_factor: value };
  });
}
