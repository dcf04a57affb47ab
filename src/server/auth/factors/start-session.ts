import type { Session } from '@/shared/schemas/auth.ts';
import { insertAudit } from '../../platform/audit/audit.queries.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { Tx } from '../../platform/db/tx.ts';
import { insertSession, touchLastLogin } from '../auth.queries.ts';
import { issueSession } from '../issue-session.ts';

/**
 * The end of a sign-in by a passkey or after the second step: a new session, issued as the password
 * sign-in issues it (issue-session.ts), and 'auth.sign_in' in the audit log with how it was done.
 */
export async function startSession(
  ctx: AppContext,
  tx: Tx,
  user: { id: string; tenant_id: string; email: string; role: string },
  meta: RequestMeta,
  method: 'passkey' | 'totp' | 'recovery_code' | 'totp_setup',
): Promise<Session> {
  const session = await insertSession(tx, {
    tenantId: user.tenant_id,
    userId: user.id,
    userAgent: meta.userAgent,
    ip: meta.ip,
  });
  await touchLastLogin(tx, user.id);
  await insertAudit(tx, {
    tenantId: user.tenant_id,
    actorUserId: user.id,
    action: 'auth.sign_in',
    subject: user.email,
    ip: meta.ip,
    details: { method },
  });
  return issueSession(ctx, tx, user, session.id);
}
