import { AppError } from '@/shared/errors.ts';
import type {
  RecoverInput,
  RecoverySession,
  SetPasswordInput,
  VerifyLinkInput,
} from '@/shared/schemas/auth.ts';
import { insertAudit } from '../platform/audit/audit.queries.ts';
import type { AppContext, RequestMeta } from '../context.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import { insertOutboxEmail } from '../platform/mail/mail.queries.ts';
import * as q from './auth.queries.ts';
import { findUserResponse, storeNewPassword } from './auth.service.ts';
import { emailLinkUrl, invalidLink } from './email-links.ts';
import { issueSession } from './issue-session.ts';
import { hashPassword } from './passwords.ts';
import { newLinkToken, sha256 } from './tokens.ts';

export const RECOVERY_LINK_SECONDS = 60 * 60;

/**
 * Emails a one-time recovery link to an active account. The route runs this after its answer,
 * which is the same whether or not the account exists, so the form cannot tell who has one.
 */
export async function requestRecovery(
  ctx: AppContext,
  scope: RequestScope,
  input: RecoverInput,
  meta: RequestMeta,
): Promise<void> {
  const { tenant_id: tenantId } = input;
  const link = newLinkToken();
  const queued = await scope.asSchool(tenantId, async (tx) => {
    if (!(await q.tenantExists(tx, tenantId))) return false;
    const user = await q.findUserForSignIn(tx, input.email);
    await insertAudit(tx, {
      tenantId,
      actorUserId: user?.id ?? null,
      action: 'auth.recovery_requested',
      subject: input.email,
      ip: meta.ip,
    });
    if (!user || user.status !== 'active') return false;
    if (!(await q.setRecoveryToken(tx, user.id, link.hash))) return false;
    const url = emailLinkUrl(ctx.config.publicUrl, 'recovery', tenantId, link.token);
    await insertOutboxEmail(tx, {
      tenantId,
      to: user.email,
      subject: 'Reset your password',
      body: [
        'Someone asked to reset the password of your school portal account.',
        `If it was you, open this link within one hour to choose a new password:\n${url}`,
        'If it was not you, ignore this email: your password stays as it is.',
      ].join('\n\n'),
    });
    return true;
  });
  if (queued) ctx.mail.kick(tenantId);
}

/**
 * Opens a recovery session from an emailed link, sent by the page the link opens. A link that is
 * unknown, used or expired is refused; an expired one is used up all the same.
 */
export async function verifyRecovery(
  ctx: AppContext,
  scope: RequestScope,
  input: VerifyLinkInput,
  meta: RequestMeta,
): Promise<RecoverySession> {
  const { tenant_id: tenantId } = input;
  const verified = await scope.asSchool(tenantId, async (tx) => {
    const used = await q.consumeRecoveryToken(tx, sha256(input.token), RECOVERY_LINK_SECONDS);
    if (!used?.fresh) return null;
    const user = await q.findUserById(tx, used.id);
    const school = await q.findSchoolCode(tx, tenantId);
    if (!user || user.status !== 'active' || !school) return null;
    const session = await q.insertSession(tx, {
      tenantId,
      userId: user.id,
      userAgent: meta.userAgent,
      ip: meta.ip,
      kind: 'recovery',
    });
    await insertAudit(tx, {
      tenantId,
      actorUserId: user.id,
      action: 'auth.recovery_link_used',
      subject: user.email,
      ip: meta.ip,
    });
    const issued = await issueSession(ctx, tx, user, session.id);
    return { ...issued, school_code: school.school_code };
  });
  if (!verified) throw invalidLink();
  return verified;
}

/** Sets a new password from a recovery session; every other session of the user is signed out. */
export async function setRecoveredPassword(
  scope: RequestScope,
  input: SetPasswordInput,
  meta: RequestMeta,
) {
  const notRecovery = new AppError(
    'FORBIDDEN',
    'To change your password, enter your current password in Settings.',
  );
  const kind = await scope.asCaller(async (_tx, me) => me.sessionKind);
  if (kind !== 'recovery') throw notRecovery;
  // The slow hashing happens between two short transactions, holding no connection.
  const passwordHash = await hashPassword(input.password);
  return scope.asCaller(async (tx, me) => {
    if (me.sessionKind !== 'recovery') throw notRecovery;
    await storeNewPassword(tx, me, passwordHash, 'reset', meta);
    await q.setSessionKind(tx, me.sessionId, 'password');
    return findUserResponse(tx, me.userId);
  });
}
