import { sql } from 'kysely';
import type { RoleColumn } from '../platform/db/schema.ts';
import { likePattern } from '../platform/db/like-pattern.ts';
import type { Tx } from '../platform/db/tx.ts';
import { selectTenants } from '../tenants/tenant-columns.ts';

export interface PersonRow {
  id: string;
  name: string;
  email: string;
  role: RoleColumn;
  status: 'active' | 'inactive';
  last_login: Date | null;
  invited: boolean;
  roll_number: string | null;
  grade_level: number | null;
  kind: 'account' | 'record' | 'invitation';
}

/**
 * The school's people as one relation: accounts, student records without an account, and
 * invitations not yet accepted (teachers, parents, admins who have not joined yet).
 */
function people(tx: Tx) {
  const accounts = tx
    .selectFrom('profiles')
    .select([
      'user_id as id',
      'full_name as name',
      'email',
      'role',
      'status',
      'last_login_at as last_login',
      sql<boolean>`false`.as('invited'),
      sql<string | null>`null::text`.as('roll_number'),
      sql<number | null>`null::smallint`.as('grade_level'),
      sql<string>`'account'`.as('kind'),
    ]);
  const records = tx
    .selectFrom('students')
    .select([
      'id',
      'full_name as name',
      sql<string>`coalesce(email, '')`.as('email'),
      sql<RoleColumn>`'student'`.as('role'),
      sql<'active' | 'inactive'>`status`.as('status'),
      sql<Date | null>`null::timestamptz`.as('last_login'),
      sql<boolean>`false`.as('invited'),
      sql<string | null>`roll_number`.as('roll_number'),
      sql<number | null>`grade_level`.as('grade_level'),
      sql<string>`'record'`.as('kind'),
    ])
    .where('user_id', 'is', null);
  const invited = tx
    .selectFrom('invitations')
    .select([
      'id',
      sql<string>`coalesce(full_name, email)`.as('name'),
      'email',
      'role',
      sql<'active' | 'inactive'>`'active'`.as('status'),
      sql<Date | null>`null::timestamptz`.as('last_login'),
      sql<boolean>`true`.as('invited'),
      sql<string | null>`null::text`.as('roll_number'),
      sql<number | null>`null::smallint`.as('grade_level'),
      sql<string>`'invitation'`.as('kind'),
    ])
    .where('accepted_at', 'is', null)
    .where('role', '!=', 'student');
  return tx.selectFrom(accounts.unionAll(records).unionAll(invited).as('p'));
}

export interface PeopleFilter {
  search?: string;
  role?: RoleColumn;
  status?: 'active' | 'inactive';
}

function filtered(tx: Tx, filter: PeopleFilter) {
  let query = people(tx);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or([eb(sql`lower(p.name)`, 'like', pattern), eb(sql`lower(p.email)`, 'like', pattern)]),
    );
  }
  if (filter.role) query = query.where('p.role', '=', filter.role);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  return query;
}

const sortColumns = {
  name: sql`lower(p.name)`,
  email: sql`p.email`,
  role: sql`p.role`,
  lastLogin: sql`p.last_login`,
} as const;

export function listPeople(
  tx: Tx,
  filter: PeopleFilter & {
    sort: keyof typeof sortColumns;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const direction = filter.order === 'desc' ? sql`desc` : sql`asc`;
  return filtered(tx, filter)
    .selectAll('p')
    .orderBy(sql`${sortColumns[filter.sort]} ${direction} nulls last`)
    .orderBy(sql`lower(p.name)`)
    .orderBy('p.id')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute() as Promise<PersonRow[]>;
}

export async function countPeople(tx: Tx, filter: PeopleFilter): Promise<number> {
  const row = await filtered(tx, filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findPerson(tx: Tx, id: string) {
  return people(tx).selectAll('p').where('p.id', '=', id).executeTakeFirst() as Promise<
    PersonRow | undefined
  >;
}

/** Whether an email is already one of the school's people (account, student record, open invitation). */
export async function emailTaken(tx: Tx, email: string, exceptId?: string): Promise<boolean> {
  let query = people(tx).select('p.id').where('p.email', '=', email);
  if (exceptId) query = query.where('p.id', '!=', exceptId);
  const taken = await query.executeTakeFirst();
  if (taken) return true;
  // An account's login email may differ from its profile's; both count.
  let users = tx.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId) users = users.where('id', '!=', exceptId);
  return Boolean(await users.executeTakeFirst());
}

export async function rollNumberTaken(
  tx: Tx,
  rollNumber: string,
  exceptId?: string,
): Promise<boolean> {
  let query = tx.selectFrom('students').select('id').where('roll_number', '=', rollNumber);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** The next free numeric roll number: one more than the largest all-digit roll number. */
export async function nextRollNumber(tx: Tx): Promise<string> {
  const row = await tx
    .selectFrom('students')
    .select(sql<string>`coalesce(max(roll_number::bigint), 0) + 1`.as('next'))
    .where(sql<boolean>`roll_number ~ '^[0-9]{1,15}$'`)
    .executeTakeFirstOrThrow();
  return String(row.next);
}

export function insertStudentRecord(
  tx: Tx,
  values: {
    tenantId: string;
    name: string;
    email: string | null;
    status: 'active' | 'inactive';
    rollNumber: string;
    gradeLevel: number;
  },
) {
  return tx
    .insertInto('students')
    .values({
      tenant_id: values.tenantId,
      full_name: values.name,
      email: values.email,
      status: values.status,
      roll_number: values.rollNumber,
      grade_level: values.gradeLevel,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateProfileFields(
  tx: Tx,
  userId: string,
  changes: {
    full_name?: string;
    email?: string;
    role?: RoleColumn;
    status?: 'active' | 'inactive';
  },
) {
  await tx
    .updateTable('profiles')
    .set({ ...changes, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .execute();
}

export async function updateUserEmail(tx: Tx, userId: string, email: string) {
  await tx
    .updateTable('users')
    .set({ email, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

export async function updateStudentRecord(
  tx: Tx,
  id: string,
  changes: { full_name?: string; email?: string; status?: 'active' | 'inactive' },
) {
  await tx
    .updateTable('students')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Ends every live session of a user at once (their next request is refused). */
export async function revokeUserSessions(tx: Tx, userId: string, reason: string) {
  await tx
    .updateTable('sessions')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * The tiles: counts now and at the end of last month (rows created before this month began). The
 * months are the school's calendar months (its clock), whatever the database session's zone.
 */
export function statsQuery(tx: Tx) {
  const startOfMonth = sql`(date_trunc('month', app_school_today()::timestamp) at time zone app_school_zone())`;
  return tx.selectNoFrom([
    sql<string>`(select count(*) from students)`.as('students_now'),
    sql<string>`(select count(*) from students where created_at < ${startOfMonth})`.as(
      'students_then',
    ),
    sql<string>`(select count(*) from profiles where role = 'teacher')`.as('teachers_now'),
    sql<string>`(select count(*) from profiles where role = 'teacher' and created_at < ${startOfMonth})`.as(
      'teachers_then',
    ),
    sql<string>`(select count(*) from profiles where role = 'parent')`.as('parents_now'),
    sql<string>`(select count(*) from profiles where role = 'parent' and created_at < ${startOfMonth})`.as(
      'parents_then',
    ),
    sql<string>`(select count(*) from classes)`.as('classes_now'),
    sql<string>`(select count(*) from classes where created_at < ${startOfMonth})`.as(
      'classes_then',
    ),
  ]);
}

export function findTenant(tx: Tx, tenantId: string) {
  return selectTenants(tx).where('id', '=', tenantId).executeTakeFirst();
}
