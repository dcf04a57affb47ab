import { AppError } from '@/shared/errors.ts';
import type {
  AcceptInvitationInput,
  AdminUserRow,
  InvitationLink,
  InvitationPreview,
} from '@/shared/schemas/people.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import { auditByCaller, insertAudit } from '../platform/audit/audit.queries.ts';
import { invalidLink } from '../auth/email-links.ts';
import { createInvitedAccount } from '../auth/invited-account.ts';
import { issueSession } from '../auth/issue-session.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newLinkToken, sha256 } from '../auth/tokens.ts';
import type { AppContext, RequestMeta } from '../context.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { insertOutboxEmail, type OutgoingEmail } from '../platform/mail/mail.queries.ts';
import * as q from './accounts.queries.ts';
import * as invitations from './invitations.queries.ts';
import { INVITATION_DAYS } from './invitation-days.ts';
import { findPersonOrThrow, personRow } from './person.ts';

/** The invitation behind a link's token while it can still be accepted (auth's sign-up reads it). */
export const openInvitation = (tx: Tx, tokenHash: string) =>
  invitations.findInvitationByToken(tx, tokenHash);

function joinUrl(ctx: AppContext, tenantId: string, token: string) {
  return `${ctx.config.publicUrl}/join#${new URLSearchParams({ token, tenant_id: tenantId }).toString()}`;
}

/** The invitation email of 'Add user' (and of the CSV import), with its join link. */
export function invitationEmail(
  ctx: AppContext,
  school: string,
  values: { tenantId: string; email: string; name: string; role: string; token: string },
): OutgoingEmail {
  return {
    tenantId: values.tenantId,
    to: values.email,
    subject: `You are invited to join ${school}`,
    body:
      `Hello ${values.name},\n\n${school} has invited you to its portal as ${values.role}. ` +
      `Set your password to join: ${joinUrl(ctx, values.tenantId, values.token)}\n\n` +
      `The link works for ${INVITATION_DAYS} days.`,
  };
}

/** The school's name as invitations say it. */
export async function schoolNameForMail(tx: Tx, tenantId: string): Promise<string> {
  const tenant = await q.findTenant(tx, tenantId);
  return tenant?.school_name ?? 'your school';
}

export async function queueInvitationEmail(
  ctx: AppContext,
  tx: Tx,
  values: { tenantId: string; email: string; name: string; role: string; token: string },
) {
  const school = await schoolNameForMail(tx, values.tenantId);
  await insertOutboxEmail(tx, invitationEmail(ctx, school, values));
}

async function openInvitationOrThrow(tx: Tx, id: string) {
  const invitation = await invitations.findOpenInvitationById(tx, id);
  if (!invitation) throw new AppError('NOT_FOUND', 'No open invitation with this id.');
  return invitation;
}

/** A new link (the old one stops working), a new email, a new expiry. */
export async function resendInvitation(
  ctx: AppContext,
  scope: RequestScope,
  id: string,
): Promise<AdminUserRow> {
  const { row, tenantId } = await scope.asCaller(async (tx, me) => {
    const invitation = await openInvitationOrThrow(tx, id);
    const link = newLinkToken();
    await invitations.renewInvitation(tx, id, link.hash);
    await queueInvitationEmail(ctx, tx, {
      tenantId: me.tenantId,
      email: invitation.email,
      name: invitation.full_name ?? invitation.email,
      role: invitation.role,
      token: link.token,
    });
    await auditByCaller(tx, me, 'people.invitation_resent', id, {});
    return { row: personRow(await findPersonOrThrow(tx, id)), tenantId: me.tenantId };
  });
  ctx.mail.kick(tenantId);
  return row;
}

export async function revokeInvitation(scope: RequestScope, id: string): Promise<void> {
  await scope.asCaller(async (tx, me) => {
    await openInvitationOrThrow(tx, id);
    await invitations.deleteInvitation(tx, id);
    await auditByCaller(tx, me, 'people.invitation_revoked', id, {});
  });
}

/** What the /join page shows before asking for a password; spends nothing. */
export async function previewInvitation(
  scope: RequestScope,
  link: InvitationLink,
): Promise<InvitationPreview> {
  const found = await scope.asSchool(link.tenant_id, async (tx) => ({
    invitation: await invitations.findInvitationByToken(tx, sha256(link.token)),
    tenant: await q.findTenant(tx, link.tenant_id),
  }));
  const { invitation, tenant } = found;
  if (!invitation || !tenant) throw invalidLink();
  return {
    tenant: { ...tenant, theme_mode: tenant.theme_mode === 'dark' ? 'dark' : 'light' },
    full_name: invitation.full_name ?? invitation.email,
    email: invitation.email,
    role: invitation.role,
  };
}

/** Accepting: the account with the invited role, confirmed, signed in. */
export async function acceptInvitation(
  ctx: AppContext,
  scope: RequestScope,
  input: AcceptInvitationInput,
  meta: RequestMeta,
): Promise<Session> {
  const tokenHash = sha256(input.token);
  const tenantId = input.tenant_id;
  // Checked before the slow hash, then again in the transaction that spends it.
  if (!(await scope.asSchool(tenantId, (tx) => invitations.findInvitationByToken(tx, tokenHash)))) {
    throw invalidLink();
  }
  const passwordHash = await hashPassword(input.password);
  return scope.asSchool(tenantId, async (tx) => {
    const invitation = await invitations.findInvitationByToken(tx, tokenHash);
    if (!invitation) throw invalidLink();
    const open = await invitations.findOpenInvitationById(tx, invitation.id);
    if (!open) throw invalidLink();
    const { user, session } = await createInvitedAccount(
      tx,
      tenantId,
      invitation,
      passwordHash,
      meta,
    );
    await insertAudit(tx, {
      tenantId,
      actorUserId: user.id,
      action: 'people.invitation_accepted',
      subject: invitation.id,
      ip: meta.ip,
    });
    return issueSession(ctx, tx, { ...user, role: invitation.role }, session.id);
  });
}
