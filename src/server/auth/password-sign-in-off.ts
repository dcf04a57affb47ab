import { AppError } from '@/shared/errors.ts';
import type { RequestMeta } from '../context.ts';
import { passwordSignInOff } from '../identity-providers/identity-providers.service.ts';
import { insertAudit } from '../platform/audit/audit.queries.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';

const ROLE_PLURAL: Record<string, string> = {
  admin: 'admins',
  teacher: 'teachers',
  parent: 'parents',
  student: 'students',
};

/**
 * A school may turn password sign-in off per role (its people sign in with its provider). Asked
 * only after the password was checked, so the answer tells a guesser nothing about an account.
 * The refusal is logged in a transaction of its own, committed before the error is thrown.
 */
export async function refusePasswordIfOff(
  scope: RequestScope,
  user: { id: string; tenant_id: string; email: string; role: string },
  meta: RequestMeta,
): Promise<void> {
  const off = await scope.asSchool(user.tenant_id, async (tx) => {
    if (!(await passwordSignInOff(tx, user.tenant_id, user.role))) return false;
    await insertAudit(tx, {
      tenantId: user.tenant_id,
      actorUserId: user.id,
      action: 'auth.sign_in_refused',
      subject: user.email,
      ip: meta.ip,
      details: { method: 'password', reason: `password sign-in is off for ${user.role}s` },
    });
    return true;
  });
  if (!off) return;
  throw new AppError(
    'FORBIDDEN',
    `Your school has turned off password sign-in for ${ROLE_PLURAL[user.role] ?? user.role}. Use your school's sign-in provider button instead.`,
  );
}
