import type { Session } from '@/shared/schemas/auth.ts';
import { insertAudit } from '../platform/audit/audit.queries.ts';
import type { AppContext, RequestMeta } from '../context.ts';
import type { Tx } from '../platform/db/tx.ts';
import { insertSession, touchLastLogin } from './auth.queries.ts';
import { issueSession } from './issue-session.ts';

/** A new sign-in session of the account, and its last sign-in time. */
export async function openSession(tx: Tx, tenantId: string, userId: string, meta: RequestMeta) {
  const session = await insertSession(tx, {
    tenantId,
    userId,
    userAgent: meta.userAgent,
    ip: meta.ip,
  });
  await touchLastLogin(tx, userId);
  return session;
}

/**
 * The end of every sign-in (password, passkey, second step, OIDC): a new session, 'auth.sign_in'
 * in the audit log with how it was done (`details`), and the session's tokens.
 */
export async function startSession(
  ctx: AppContext,
  tx: Tx,
  user: { id: string; tenant_id: string; email: string; role: string },
  meta: RequestMeta,
  details: Record<string, unknown>,
  subject = user.email,
): Promise<Session> {
  const session = await openSession(tx, user.tenant_id, user.id, meta);
  await insertAudit(tx, {
    tenantId: user.tenant_id,
    actorUserId: user.id,
    action: 'auth.sign_in',
    subject,
    ip: meta.ip,
    details,
  });
  return issueSession(ctx, tx, user, session.id);
}
