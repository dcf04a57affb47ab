import { AppError } from '@/shared/errors.ts';
import type {
  AddUser,
  AdminStats,
  AdminUserRow,
  UpdateUserInput,
  UserList,
} from '@/shared/schemas/people.ts';
import { trendPercent } from '@/shared/rules/trend.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import { newLinkToken } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import * as q from './accounts.queries.ts';
import * as invitations from './invitations.queries.ts';
import type { PersonRow } from './accounts.queries.ts';
import {
  accountHistory,
  deleteAccount,
  deleteStudentRecord,
  studentHistory,
} from './person-deletion.queries.ts';
import { plainFieldError } from '../platform/http/field-error.ts';
import {
  changingPeople,
  findPersonOrThrow,
  personRow,
  refuseTakenEmail,
  refuseTakenRollNumber,
} from './person.ts';
import { queueInvitationEmail } from './invitations.service.ts';

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
    return { rows: rows.map(personRow), total };
  });
}

/** Spec 'Add user': a teacher, parent or admin is invited by email; a student is a record. */
export async function addUser(
  ctx: AppContext,
  scope: RequestScope,
  input: AddUser,
): Promise<AdminUserRow> {
  if (input.role !== 'student' && input.status === 'inactive') {
    throw plainFieldError(
      'status',
      'A new teacher, parent or admin starts active. Deactivate them once they have joined.',
    );
  }
  const { row, invited } = await changingPeople(scope, async (tx, me) => {
    const email = input.email ?? null;
    if (email) await refuseTakenEmail(tx, email);
    let id: string;
    if (input.role === 'student') {
      if (input.gradeLevel === undefined)
        throw plainFieldError('gradeLevel', 'Choose a grade level');
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
      await auditByCaller(tx, me, 'people.student_added', id, {
        rollNumber,
        gradeLevel: input.gradeLevel,
      });
    } else {
      if (!email) throw plainFieldError('email', 'Email is required');
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
      await auditByCaller(tx, me, 'people.invited', id, { role: input.role });
    }
    const person = await q.findPerson(tx, id);
    return { row: personRow(person!), invited: input.role !== 'student' ? me.tenantId : null };
  });
  if (invited) ctx.mail.kick(invited);
  return row;
}

/** Edit name, email, role, status. Deactivating ends the person's sessions in the same transaction. */
export async function updateUser(
  scope: RequestScope,
  id: string,
  input: UpdateUserInput,
): Promise<AdminUserRow> {
  return changingPeople(scope, async (tx, me) => {
    const person = await applyUserUpdate(tx, me, id, input);
    await auditByCaller(tx, me, 'people.updated', id, {
      kind: person.kind,
      fields: Object.keys(input),
    });
    return personRow(await findPersonOrThrow(tx, id));
  });
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
  const person = await findPersonOrThrow(tx, id);
  if (input.email && input.email !== person.email) await refuseTakenEmail(tx, input.email, id);
  if (person.kind === 'account') {
    if (id === me.userId && input.role && input.role !== 'admin') {
      throw plainFieldError('role', 'You cannot change your own role. Ask another admin to do it.');
    }
    if (id === me.userId && input.status === 'inactive') {
      throw plainFieldError(
        'status',
        'You cannot deactivate yourself. Ask another admin to do it.',
      );
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
      throw plainFieldError(
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
      throw plainFieldError(
        'role',
        'Students are added as records, not invited. Revoke and add again.',
      );
    }
    if (input.status === 'inactive') {
      throw plainFieldError(
        'status',
        'An invitation is not active or inactive: revoke it instead.',
      );
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
    const person = await findPersonOrThrow(tx, id);
    if (person.kind === 'invitation') {
      await invitations.deleteInvitation(tx, id);
    } else {
      if (id === me.userId) {
        throw new AppError('BAD_REQUEST', 'You cannot delete your own account.');
      }
      const history =
        person.kind === 'account' ? await accountHistory(tx, id) : await studentHistory(tx, id);
      const text = historyText(history);
      if (text) {
        throw new AppError(
          'CONFLICT',
          `This person has history (${text}). Deactivate them instead.`,
        );
      }
      if (person.kind === 'account') await deleteAccount(tx, id);
      else await deleteStudentRecord(tx, id);
    }
    await auditByCaller(
      tx,
      me,
      person.kind === 'invitation' ? 'people.invitation_revoked' : 'people.deleted',
      id,
      { kind: person.kind, role: person.role },
    );
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
