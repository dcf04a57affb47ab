import type {
  ChangePasswordInput,
  ConfirmEmailInput,
  Session,
  SignInInput,
  SignUpInput,
} from '@/shared/schemas/auth.ts';
import { AppError } from '@/shared/errors.ts';
import { auditCallerFrom, insertAudit } from '../platform/audit/audit.queries.ts';
import type { AppContext, RequestMeta } from '../context.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { insertOutboxEmail } from '../platform/mail/mail.queries.ts';
import { openInvitation } from '../accounts/invitations.service.ts';
import * as q from './auth.queries.ts';
import { emailLinkUrl, invalidLink } from './email-links.ts';
import { issueSession } from './issue-session.ts';
import { startSession } from './start-session.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { alertOwnerOnce, readFailures, throttle } from './sign-in-throttle.ts';
import { REFRESH_REUSE_GRACE_MS, newLinkToken, parseRefreshToken, sha256 } from './tokens.ts';
import { plainFieldError } from '../platform/http/field-error.ts';
import type { SecondFactorChallenge } from '@/shared/schemas/credentials.ts';
import { secondFactorChallenge } from './factors/second-factor.service.ts';
import { refusePasswordIfOff } from './password-sign-in-off.ts';

const INVALID_CREDENTIALS = 'Invalid email or password';
/**
 * Three short transactions around the slow password hash, so hashing holds no database connection
 * (on the embedded database, one connection serves every request). Failed attempts are written to
 * the audit log, so the throttle (sign-in-throttle.ts) holds across restarts and processes.
 */
export async function signIn(
  ctx: AppContext,
  scope: RequestScope,
  input: SignInInput,
  meta: RequestMeta,
): Promise<Session | SecondFactorChallenge> {
  const subject = input.email;
  const limit = ctx.config.signInFailuresPerAccount;
  const { failures, user } = await scope.asSchool(input.tenant_id, async (tx) => ({
    failures: await readFailures(tx, subject, meta.ip),
    user: await q.findUserForSignIn(tx, input.email),
  }));
  // The same for an unknown email, so the throttle does not tell which accounts exist.
  await throttle(failures, limit);

  // Always hash, also for an unknown email, so the answer's timing does not tell them apart.
  const passwordOk = await verifyPassword(user?.password_hash, input.password);
  if (!user || !passwordOk) {
    const alerted = await scope.asSchool(input.tenant_id, async (tx) => {
      // A school id that does not exist has nowhere to log to, and gets the same answer.
      if (!(await q.tenantExists(tx, input.tenant_id))) return false;
      await insertAudit(tx, {
        tenantId: input.tenant_id,
        action: 'auth.sign_in_failed',
        subject,
        ip: meta.ip,
      });
      if (!user) return false;
      const total = failures.here + failures.elsewhere + 1;
      return alertOwnerOnce(tx, { tenantId: user.tenant_id, email: user.email }, total, limit);
    });
    if (alerted) ctx.mail.kick(input.tenant_id);
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  if (user.status !== 'active') {
    throw new AppError(
      'FORBIDDEN',
      'This account is inactive. Please contact your school administrator.',
    );
  }
  if (!user.email_confirmed_at) {
    throw new AppError(
      'FORBIDDEN',
      'Please confirm your email address first, using the link we sent you.',
    );
  }
  await refusePasswordIfOff(scope, user, meta);
  // Issue 22: a second step first (authenticator code, or setting one up), when one is due.
  const challenge = await secondFactorChallenge(ctx, scope, user);
  if (challenge) return challenge;
  return scope.asSchool(input.tenant_id, (tx) => startSession(ctx, tx, user, meta, {}, subject));
}

/**
 * Sign-up never grants a role by itself: only the holder of an invitation's emailed link (its token)
 * may sign up, with the invited email and role. Anything else gets the same refusal after the same
 * work, so the answer does not tell which emails have open invitations.
 */
export async function signUp(
  ctx: AppContext,
  scope: RequestScope,
  input: SignUpInput,
  meta: RequestMeta,
) {
  const { tenant_id: tenantId, role, full_name: fullName } = input.data;
  const refused = new AppError(
    'SIGN_UP_NOT_ALLOWED',
    'Sign-up is by invitation only. Ask your school administrator to invite this email address with this role.',
  );
  if (!(await scope.asSchool(tenantId, (tx) => q.tenantExists(tx, tenantId)))) throw refused;
  const passwordHash = await hashPassword(input.password);
  const link = newLinkToken();
  // The same lookup with or without a token, so an invited email answers like any other.
  const invitationHash = sha256(input.invitation_token ?? '');
  const created = await scope.asSchool(tenantId, async (tx) => {
    const invitation = await openInvitation(tx, invitationHash);
    const invited = invitation?.email === input.email && invitation.role === role;
    if (!invited || (await q.emailExists(tx, input.email))) return null;
    const user = await q.insertUser(tx, {
      tenantId,
      email: input.email,
      passwordHash,
      confirmationHash: link.hash,
      confirmed: false,
    });
    await q.insertProfile(tx, {
      tenantId,
      userId: user.id,
      role,
      fullName: invitation.full_name ?? fullName,
      email: input.email,
    });
    await q.markInvitationAccepted(tx, invitation.id);
    const confirmUrl = emailLinkUrl(ctx.config.publicUrl, 'signup', tenantId, link.token);
    await insertOutboxEmail(tx, {
      tenantId,
      to: input.email,
      subject: 'Confirm your email address',
      body: `Welcome! Confirm your email address to finish signing up: ${confirmUrl}`,
    });
    await insertAudit(tx, {
      tenantId,
      actorUserId: user.id,
      action: 'auth.sign_up',
      subject: input.email,
      ip: meta.ip,
    });
    return user;
  });
  if (!created) throw refused;
  ctx.mail.kick(tenantId);
  return { user: created, confirmation_sent: true as const };
}

/** Spends a confirmation link, sent by the page the link opens at the site root (spec 2). */
export async function confirmEmail(
  scope: RequestScope,
  input: ConfirmEmailInput,
): Promise<{ confirmed: true }> {
  const confirmed = await scope.asSchool(input.tenant_id, (tx) =>
    q.confirmEmailByToken(tx, sha256(input.token)),
  );
  if (!confirmed) throw invalidLink();
  return { confirmed: true };
}

type RefreshOutcome = { ok: true; session: Session } | { ok: false; error: AppError };

export async function refresh(
  ctx: AppContext,
  scope: RequestScope,
  refreshToken: string,
  meta: RequestMeta,
): Promise<Session> {
  const invalid = new AppError(
    'INVALID_REFRESH_TOKEN',
    'Your session has ended. Please sign in again.',
  );
  const parsed = parseRefreshToken(refreshToken);
  if (!parsed) throw invalid;
  const outcome = await scope.asSchool<RefreshOutcome>(parsed.tenantId, async (tx) => {
    const token = await q.findRefreshTokenForUpdate(tx, parsed.hash);
    if (!token || token.revoked_at || token.expired) return { ok: false, error: invalid };
    if (token.spent_at) {
      const age = Date.now() - new Date(token.spent_at).getTime();
      if (age > REFRESH_REUSE_GRACE_MS) {
        // A spent token presented again after the grace is treated as stolen: end the whole family.
        await q.revokeSession(tx, token.session_id, 'refresh token reuse');
        await insertAudit(tx, {
          tenantId: parsed.tenantId,
          actorUserId: token.user_id,
          action: 'auth.refresh_reuse_detected',
          subject: token.session_id,
          ip: meta.ip,
        });
        return { ok: false, error: invalid };
      }
    } else {
      await q.spendRefreshToken(tx, token.id);
    }
    const user = await q.findUserById(tx, token.user_id);
    if (!user || user.status !== 'active') return { ok: false, error: invalid };
    await q.touchSession(tx, token.session_id);
    return { ok: true, session: await issueSession(ctx, tx, user, token.session_id) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.session;
}

export async function signOut(scope: RequestScope, meta: RequestMeta): Promise<void> {
  await scope.asCaller(async (tx, me) => {
    await q.revokeSession(tx, me.sessionId, 'signed out');
    await auditCallerFrom(tx, me, 'auth.sign_out', meta.ip);
  });
}

/** GET /api/auth/user and PUT /api/auth/user answer with this shape. */
export async function findUserResponse(tx: Tx, userId: string) {
  const user = await q.findUserById(tx, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in again.');
  const { id, tenant_id, email, role, created_at } = user;
  return { id, tenant_id, email, role, created_at: created_at.toISOString() };
}

export async function getUser(scope: RequestScope) {
  return scope.asCaller((tx, me) => findUserResponse(tx, me.userId));
}

/** Changing the password signs out every other session of the user; this one stays signed in. */
export async function changePassword(
  scope: RequestScope,
  input: ChangePasswordInput,
  meta: RequestMeta,
) {
  // The slow hashing happens between two short transactions, holding no connection.
  const currentHash = await scope.asCaller((tx) => q.findOwnPasswordHash(tx));
  if (!currentHash || !(await verifyPassword(currentHash, input.current_password))) {
    const message = 'Your current password is not correct.';
    throw plainFieldError('current_password', message);
  }
  const passwordHash = await hashPassword(input.new_password);
  await scope.asCaller((tx, me) => storeNewPassword(tx, me, passwordHash, 'changed', meta));
}

/**
 * A new password (changed in Settings, or set from a recovery link) signs out every other session
 * of the user; the one that set it stays signed in.
 */
export async function storeNewPassword(
  tx: Tx,
  me: Me,
  passwordHash: string,
  how: 'changed' | 'reset',
  meta: RequestMeta,
) {
  await q.updatePasswordHash(tx, me.userId, passwordHash);
  await q.revokeOtherSessions(tx, me.userId, me.sessionId, `password ${how}`);
  await auditCallerFrom(tx, me, `auth.password_${how}`, meta.ip);
}
