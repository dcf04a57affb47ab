import { sql } from 'kysely';
import type { StaffRole } from '@/shared/schemas/directory.ts';
import type { Tx } from '../platform/db/tx.ts';
import { type Status } from './directory.queries.ts';

export interface StudentRecordRow {
  id: string;
  user_id: string | null;
  full_name: string;
  roll_number: string;
  grade_level: number;
  section: string;
  email: string | null;
  phone: string | null;
  status: Status;
}

export function findStudent(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { lock?: boolean } = {},
) {
  let query = tx
    .selectFrom('students')
    .select([
      'id',
      'user_id',
      'full_name',
      'roll_number',
      'grade_level',
      'section',
      'email',
      'phone',
      'status',
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst() as Promise<StudentRecordRow | undefined>;
}

export async function updateStudent(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Omit<StudentRecordRow, 'id' | 'user_id'>,
) {
  await tx
    .updateTable('students')
    .set({ ...values, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export interface ClassRow {
  id: string;
  name: string;
  subject: string;
  teacher: string;
  room: string;
  schedule: string;
  week_schedule: string | null;
  student_count: number;
}

/** Classes a student is enrolled in, or that a teacher teaches. */
export async function classesOf(
  tx: Tx,
  tenantId: string,
  of: { studentId: string } | { teacherId: string },
): Promise<ClassRow[]> {
  const condition =
    'studentId' in of
      ? sql`exists (select 1 from enrolments e where e.tenant_id = c.tenant_id
                      and e.class_id = c.id and e.student_id = ${of.studentId})`
      : sql`c.teacher_id = ${of.teacherId}`;
  const { rows } = await sql<ClassRow>`
    select c.id, c.name, sub.name as subject, coalesce(t.full_name, '') as teacher, c.room,
           c.schedule, app_class_schedule(c.tenant_id, c.id) as week_schedule,
           (select count(*)::int from enrolments e
             where e.tenant_id = c.tenant_id and e.class_id = c.id) as student_count
      from classes c
      join subjects sub on sub.tenant_id = c.tenant_id and sub.id = c.subject_id
      left join profiles t on t.tenant_id = c.tenant_id and t.user_id = c.teacher_id
     where c.tenant_id = ${tenantId} and ${condition}
     order by c.name, c.id`.execute(tx);
  return rows;
}

export interface GuardianRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  slot: number;
}

export async function guardiansOf(tx: Tx, tenantId: string, studentId: string) {
  const { rows } = await sql<GuardianRow>`
    select g.parent_user_id as id, p.full_name as name, p.email, p.phone, g.slot
      from guardianships g
      join profiles p on p.tenant_id = g.tenant_id and p.user_id = g.parent_user_id
     where g.tenant_id = ${tenantId} and g.student_id = ${studentId}
     order by g.slot`.execute(tx);
  return rows;
}

export interface ChildRow {
  id: string;
  full_name: string;
  roll_number: string;
  grade_level: number;
  section: string;
  status: Status;
  slot: number;
}

export async function childrenOf(tx: Tx, tenantId: string, parentId: string) {
  const { rows } = await sql<ChildRow>`
    select s.id, s.full_name, s.roll_number, s.grade_level, s.section, s.status, g.slot
      from guardianships g
      join students s on s.tenant_id = g.tenant_id and s.id = g.student_id
     where g.tenant_id = ${tenantId} and g.parent_user_id = ${parentId}
     order by s.full_name, s.id`.execute(tx);
  return rows;
}

export interface StaffRecordRow {
  id: string;
  role: StaffRole;
  full_name: string;
  email: string;
  phone: string | null;
  availability: string | null;
  status: Status;
  last_login_at: Date | null;
}

/** A teacher's or parent's account (profile) by its user id; none for another role. */
export function findStaff(tx: Tx, tenantId: string, role: StaffRole, id: string) {
  return tx
    .selectFrom('profiles')
    .select([
      'user_id as id',
      'role',
      'full_name',
      'email',
      'phone',
      'availability',
      'status',
      'last_login_at',
    ])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', id)
    .where('role', '=', role)
    .executeTakeFirst() as Promise<StaffRecordRow | undefined>;
}

export async function updateContact(
  tx: Tx,
  tenantId: string,
  userId: string,
  values: { phone: string | null; availability?: string | null },
) {
  await tx
    .updateTable('profiles')
    .set({ ...values, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
}

export async function insertGuardianship(
  tx: Tx,
  values: { tenantId: string; studentId: string; parentId: string; slot: 1 | 2 },
) {
  await tx
    .insertInto('guardianships')
    .values({
      tenant_id: values.tenantId,
      student_id: values.studentId,
      parent_user_id: values.parentId,
      slot: values.slot,
    })
    .execute();
}

/** Answers whether there was such a link. */
export async function deleteGuardianship(
  tx: Tx,
  tenantId: string,
  studentId: string,
  parentId: string,
): Promise<boolean> {
  const result = await tx
    .deleteFrom('guardianships')
    .where('tenant_id', '=', tenantId)
    .where('student_id', '=', studentId)
    .where('parent_user_id', '=', parentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
