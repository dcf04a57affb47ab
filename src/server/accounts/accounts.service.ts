import { AppError } from '@/shared/errors.ts';
import type {
  AcceptInvitationInput,
  AddUser,
  AdminStats,
  AdminUserRow,
  InvitationLink,
  InvitationPreview,
  UpdateUserInput,
  UserList,
} from '@/shared/schemas/people.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import { trendPercent } from '@/shared/rules/trend.ts';
import { insertAudit } from '../platform/audit/audit.queries.ts';
import { invalidLink } from '../auth/email-links.ts';
import { createInvitedAccount } from '../auth/invited-account.ts';
import { issueSession } from '../auth/issue-session.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newLinkToken, sha256 } from '../auth/tokens.ts';
import type { AppContext, RequestMeta } from '../context.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { insertOutboxEmail, type OutgoingEmail } from '../platform/mail/mail.queries.ts';
import * as q from './accounts.queries.ts';
import * as invitations from './invitations.queries.ts';
import { INVITATION_DAYS } from './invitation-days.ts';
import type { PersonRow } from './accounts.queries.ts';
import { fieldError } from '../platform/http/field-error.ts';
import { refusingDuplicates } from '../platform/http/unique-violation.ts';

const NOT_FOUND = 'No such person in your school.';
export const EMAIL_TAKEN = 'Someone in your school already uses this email address.';
export const ROLL_NUMBER_TAKEN = 'Another student already has this roll number.';

function toRow(person: PersonRow): AdminUserRow {
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    role: person.role,
    status: person.status,
    lastLogin: person.last_login ? new Date(person.last_login).toISOString() : null,
    invited: person.invited,
    rollNumber: person.roll_number,
    gradeLevel: person.grade_level === null ? null : Number(person.grade_level),
  };
}

export const fieldConflict = (path: string, message: string) =>
  fieldError(path, message, { code: 'CONFLICT', summary: message });

/** Two admins adding at the same moment: the one a unique index refuses is told which field. */
export function refusingClashes<T>(work: () => Promise<T>): Promise<T> {
  return refusingDuplicates(work, (constraint) =>
    constraint?.includes('roll_number')
      ? fieldConflict('rollNumber', ROLL_NUMBER_TAKEN)
      : fieldConflict('email', EMAIL_TAKEN),
  );
}

/** Refuses an email one of the school's people already uses (`exceptId`: the person edited). */
export async function refuseTakenEmail(tx: Tx, email: string, exceptId?: string) {
  if (await q.emailTaken(tx, email, exceptId)) throw fieldConflict('email', EMAIL_TAKEN);
}

/** Refuses a roll number another student already has (`exceptId`: the student edited). */
export async function refuseTakenRollNumber(tx: Tx, rollNumber: string, exceptId?: string) {
  if (await q.rollNumberTaken(tx, rollNumber, exceptId)) {
    throw fieldConflict('rollNumber', ROLL_NUMBER_TAKEN);
  }
}

/** The invitation behind a link's token while it can still be accepted (auth's sign-up reads it). */
export const openInvitation = (tx: Tx, tokenHash: string) =>
  invitations.findInvitationByToken(tx, tokenHash);

export const badField = (path: string, message: string) =>
  fieldError(path, message, { summary: message });

export async function listUsers(
  scope: RequestScope,
  query: {
    search?: string;
    role?: AdminUserRow['role'];
    status?: AdminUserRow['status'];
    sort: 'name' | 'email' | 'role' | 'lastLogin';
    order: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
): Promise<UserList> {
  return scope.asCaller(async (tx) => {
    const filter = { search: query.search || undefined, role: query.role, status: query.status };
    const [rows, total] = await Promise.all([
      q.listPeople(tx, {
        ...filter,
        sort: query.sort,
        order: query.order,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
      q.countPeople(tx, filter),
    ]);
    return { rows: rows.map(toRow), total };
  });
}

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
  const tenant = await tx
    .selectFrom('tenants')
    .select('school_name')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return tenant?.school_name ?? 'your school';
}

async function queueInvitationEmail(
  ctx: AppContext,
  tx: Tx,
  values: { tenantId: string; email: string; name: string; role: string; token: string },
) {
  const school = await schoolNameForMail(tx, values.tenantId);
  await insertOutboxEmail(tx, invitationEmail(ctx, school, values));
}

/** Spec 'Add user': a teacher, parent or admin is invited by email; a student is a record. */
export async function addUser(
  ctx: AppContext,
  scope: RequestScope,
  input: AddUser,
): Promise<AdminUserRow> {
  if (input.role !== 'student' && input.status === 'inactive') {
    throw badField(
      'status',
      'A new teacher, parent or admin starts active. Deactivate them once they have joined.',
    );
  }
  const { row, invited } = await refusingClashes(() =>
    scope.asCaller(async (tx, me) => {
      const email = input.email ?? null;
      if (email) await refuseTakenEmail(tx, email);
      let id: string;
      if (input.role === 'student') {
        if (input.gradeLevel === undefined) throw badField('gradeLevel', 'Choose a grade level');
        const rollNumber = input.rollNumber ?? (await q.nextRollNumber(tx));
        await refuseTakenRollNumber(tx, rollNumber);
        ({ id } = await q.insertStudentRecord(tx, {
          tenantId: me.tenantId,
          name: input.name,
          email,
          status: input.status,
          rollNumber,
          gradeLevel: input.gradeLevel,
        }));
        await insertAudit(tx, {
          tenantId: me.tenantId,
          actorUserId: me.userId,
          action: 'people.student_added',
          subject: id,
          details: { rollNumber, gradeLevel: input.gradeLevel },
        });
      } else {
        if (!email) throw badField('email', 'Email is required');
        const link = newLinkToken();
        ({ id } = await invitations.insertInvitation(tx, {
          tenantId: me.tenantId,
          email,
          role: input.role,
          name: input.name,
          invitedBy: me.userId,
          tokenHash: link.hash,
        }));
        await queueInvitationEmail(ctx, tx, {
          tenantId: me.tenantId,
          email,
          name: input.name,
          role: input.role,
          token: link.token,
        });
        await insertAudit(tx, {
          tenantId: me.tenantId,
          actorUserId: me.userId,
          action: 'people.invited',
          subject: id,
          details: { role: input.role },
        });
      }
      const person = await q.findPerson(tx, id);
      return { row: toRow(person!), invited: input.role !== 'student' ? me.tenantId : null };
    }),
  );
  if (invited) ctx.mail.kick(invited);
  return row;
}

async function findOrThrow(tx: Tx, id: string) {
  const person = await q.findPerson(tx, id);
  if (!person) throw new AppError('NOT_FOUND', NOT_FOUND);
  return person;
}

/** Edit name, email, role, status. Deactivating ends the person's sessions in the same transaction. */
export async function updateUser(
  scope: RequestScope,
  id: string,
  input: UpdateUserInput,
): Promise<AdminUserRow> {
  return refusingClashes(() =>
    scope.asCaller(async (tx, me) => {
      const person = await applyUserUpdate(tx, me, id, input);
      await insertAudit(tx, {
        tenantId: me.tenantId,
        actorUserId: me.userId,
        action: 'people.updated',
        subject: id,
        details: { kind: person.kind, fields: Object.keys(input) },
      });
      return toRow(await findOrThrow(tx, id));
    }),
  );
}

/**
 * The rules and writes of an edit (no audit: the caller writes it, with what else it changed).
 * The Teachers, Students and Parents screens edit through it too. Answers the person as they were.
 */
export async function applyUserUpdate(
  tx: Tx,
  me: Me,
  id: string,
  input: UpdateUserInput,
): Promise<PersonRow> {
  const person = await findOrThrow(tx, id);
  if (input.email && input.email !== person.email) await refuseTakenEmail(tx, input.email, id);
  if (person.kind === 'account') {
    if (id === me.userId && input.role && input.role !== 'admin') {
      throw badField('role', 'You cannot change your own role. Ask another admin to do it.');
    }
    if (id === me.userId && input.status === 'inactive') {
      throw badField('status', 'You cannot deactivate yourself. Ask another admin to do it.');
    }
    await q.updateProfileFields(tx, id, {
      full_name: input.name,
      email: input.email,
      role: input.role,
      status: input.status,
    });
    if (input.email && input.email !== person.email) await q.updateUserEmail(tx, id, input.email);
    if (input.status === 'inactive' && person.status !== 'inactive') {
      await q.revokeUserSessions(tx, id, 'deactivated');
    }
  } else if (person.kind === 'record') {
    if (input.role && input.role !== 'student') {
      throw badField(
        'role',
        'A student record stays a student. Add the person again with the other role.',
      );
    }
    await q.updateStudentRecord(tx, id, {
      full_name: input.name,
      email: input.email,
      status: input.status,
    });
  } else {
    if (input.role === 'student') {
      throw badField('role', 'Students are added as records, not invited. Revoke and add again.');
    }
    if (input.status === 'inactive') {
      throw badField('status', 'An invitation is not active or inactive: revoke it instead.');
    }
    await invitations.updateInvitation(tx, id, {
      full_name: input.name,
      email: input.email,
      role: input.role,
    });
  }
  return person;
}

function historyText(history: Record<string, number>): string | null {
  const names: Record<string, [string, string]> = {
    payments: ['payment recorded', 'payments recorded'],
    classes: ['class taught', 'classes taught'],
    fee_records: ['fee record', 'fee records'],
    enrolments: ['class enrolment', 'class enrolments'],
  };
  const parts = Object.entries(history)
    .filter(([, n]) => n > 0)
    .map(([key, n]) => `${n} ${names[key]![n === 1 ? 0 : 1]}`);
  return parts.length ? parts.join(', ') : null;
}

/** Deletes a person without history; one with history is to be deactivated instead. */
export async function deleteUser(scope: RequestScope, id: string): Promise<void> {
  await scope.asCaller(async (tx, me) => {
    const person = await findOrThrow(tx, id);
    if (person.kind === 'invitation') {
      await invitations.deleteInvitation(tx, id);
    } else {
      if (id === me.userId) {
        throw new AppError('BAD_REQUEST', 'You cannot delete your own account.');
      }
      const history =
        person.kind === 'account' ? await q.accountHistory(tx, id) : await q.studentHistory(tx, id);
      const text = historyText(history);
      if (text) {
        throw new AppError(
          'CONFLICT',
          `This person has history (${text}). Deactivate them instead.`,
        );
      }
      if (person.kind === 'account') await q.deleteAccount(tx, id);
      else await q.deleteStudentRecord(tx, id);
    }
    await insertAudit(tx, {
      tenantId: me.tenantId,
      actorUserId: me.userId,
      action: person.kind === 'invitation' ? 'people.invitation_revoked' : 'people.deleted',
      subject: id,
      details: { kind: person.kind, role: person.role },
    });
  });
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
    await insertAudit(tx, {
      tenantId: me.tenantId,
      actorUserId: me.userId,
      action: 'people.invitation_resent',
      subject: id,
    });
    return { row: toRow(await findOrThrow(tx, id)), tenantId: me.tenantId };
  });
  ctx.mail.kick(tenantId);
  return row;
}

export async function revokeInvitation(scope: RequestScope, id: string): Promise<void> {
  await scope.asCaller(async (tx, me) => {
    await openInvitationOrThrow(tx, id);
    await invitations.deleteInvitation(tx, id);
    await insertAudit(tx, {
      tenantId: me.tenantId,
      actorUserId: me.userId,
      action: 'people.invitation_revoked',
      subject: id,
    });
  });
}

export async function getStats(scope: RequestScope): Promise<AdminStats> {
  const [row] = await scope.readAsCaller((qb) => q.statsQuery(qb));
  const tile = (now: unknown, then: unknown) => ({
    count: Number(now),
    trendPercent: trendPercent(Number(now), Number(then)),
  });
  if (!row) throw new AppError('INTERNAL', 'The counts could not be read.');
  return {
    students: tile(row.students_now, row.students_then),
    teachers: tile(row.teachers_now, row.teachers_then),
    parents: tile(row.parents_now, row.parents_then),
    classes: tile(row.classes_now, row.classes_then),
  };
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
