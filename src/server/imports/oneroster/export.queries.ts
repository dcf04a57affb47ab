import { sql } from 'kysely';
import type { Tx } from '../../platform/db/tx.ts';
import { withNumericGradeLevels } from '../grade-levels.ts';

// The school's roster as the portal holds it, read for the OneRoster export.

export interface ExportPerson {
  id: string;
  kind: 'student' | 'account' | 'invitation';
  role: 'student' | 'teacher' | 'parent' | 'admin';
  full_name: string;
  email: string | null;
  phone: string | null;
  roll_number: string | null;
  grade_level: number | null;
}

export async function people(tx: Tx): Promise<ExportPerson[]> {
  const { rows } = await sql<ExportPerson>`
    select id, 'student' as kind, 'student' as role, full_name, email, phone, roll_number, grade_level
      from students where status = 'active'
    union all
    select user_id, 'account', role, full_name, email, phone, null, null
      from profiles where status = 'active' and role <> 'student'
    union all
    select id, 'invitation', role, coalesce(full_name, email), email, phone, null, null
      from invitations where accepted_at is null and expires_at > now() and role <> 'student'
  `.execute(tx);
  return withNumericGradeLevels(rows);
}

/** Parent and child, from guardianships and from invitations still open. */
export async function guardians(tx: Tx): Promise<{ parent_id: string; student_id: string }[]> {
  const { rows } = await sql<{ parent_id: string; student_id: string }>`
    select parent_user_id as parent_id, student_id from guardianships
    union
    select ic.invitation_id, ic.student_id
      from invitation_children ic
      join invitations i on i.tenant_id = ic.tenant_id and i.id = ic.invitation_id
     where i.accepted_at is null
  `.execute(tx);
  return rows;
}

export interface ExportClass {
  id: string;
  name: string;
  subject_id: string;
  subject: string;
  teacher_id: string;
  room: string;
  grade_level: number | null;
}

export async function classes(tx: Tx): Promise<ExportClass[]> {
  const { rows } = await sql<ExportClass>`
    select c.id, c.name, c.subject_id, s.name as subject, c.teacher_id, c.room, c.grade_level
      from classes c join subjects s on s.tenant_id = c.tenant_id and s.id = c.subject_id
  `.execute(tx);
  return withNumericGradeLevels(rows);
}

export async function enrolments(tx: Tx): Promise<{ class_id: string; student_id: string }[]> {
  const { rows } = await sql<{ class_id: string; student_id: string }>`
    select e.class_id, e.student_id from enrolments e
      join students s on s.tenant_id = e.tenant_id and s.id = e.student_id
     where s.status = 'active'
  `.execute(tx);
  return rows;
}

export async function school(
  tx: Tx,
  tenantId: string,
): Promise<{ id: string; school_name: string; school_code: string }> {
  const { rows } = await sql<{ id: string; school_name: string; school_code: string }>`
    select id, school_name, school_code from tenants where id = ${tenantId}::uuid
  `.execute(tx);
  return rows[0]!;
}
