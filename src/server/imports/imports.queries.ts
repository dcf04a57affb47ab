import { sql } from 'kysely';
import type { RoleColumn } from '../platform/db/schema.ts';
import type { Tx } from '../platform/db/tx.ts';
import { INVITATION_DAYS } from '../accounts/invitation-days.ts';
import { withNumericGradeLevels } from './grade-levels.ts';
import { jsonRecords, jsonTexts } from './json-batch.ts';

// Set-based reads and writes of a CSV import: each statement takes a whole batch (json-batch.ts).

/** A student record's own fields, as the CSV import and a OneRoster sync read and write them. */
export interface StudentValues {
  id?: string;
  roll_number: string;
  full_name: string;
  grade_level: number;
  section: string;
  email: string | null;
  phone: string | null;
}

export interface ExistingStudent extends StudentValues {
  id: string;
  /** The student's own account, if they have one. */
  user_id: string | null;
}

export async function studentsByRollNumber(
  tx: Tx,
  rollNumbers: readonly string[],
): Promise<ExistingStudent[]> {
  if (!rollNumbers.length) return [];
  const { rows } = await sql<ExistingStudent>`
    select id, user_id, roll_number, full_name, grade_level, section, email, phone
      from students
     where roll_number in (select ${jsonTexts(rollNumbers)})
  `.execute(tx);
  return withNumericGradeLevels(rows);
}

/** Who in the school already uses one of these emails: an account, an invitation, a student record. */
export interface EmailOwner {
  kind: 'account' | 'invitation' | 'record';
  id: string;
  role: RoleColumn;
  full_name: string;
  email: string;
  phone: string | null;
}

export async function emailOwners(tx: Tx, emails: readonly string[]): Promise<EmailOwner[]> {
  if (!emails.length) return [];
  const { rows } = await sql<EmailOwner>`
    with wanted as (select ${jsonTexts(emails)} as email)
    select 'account' as kind, p.user_id as id, p.role, p.full_name, w.email, p.phone
      from wanted w
      join users u on u.email = w.email
      join profiles p on p.tenant_id = u.tenant_id and p.user_id = u.id
    union all
    select 'account', p.user_id, p.role, p.full_name, p.email, p.phone
      from profiles p join wanted w on w.email = p.email
    union all
    select 'invitation', i.id, i.role, coalesce(i.full_name, i.email), i.email, i.phone
      from invitations i join wanted w on w.email = i.email
     where i.accepted_at is null
    union all
    select 'record', s.id, 'student', s.full_name, s.email, s.phone
      from students s join wanted w on w.email = s.email
     where s.user_id is null
  `.execute(tx);
  return rows;
}

/** A child's guardians: parents' accounts (with their slot) and parents still invited. */
export interface GuardianLink {
  student_id: string;
  guardian_id: string;
  slot: number | null;
}

export async function guardianLinks(
  tx: Tx,
  studentIds: readonly string[],
): Promise<GuardianLink[]> {
  if (!studentIds.length) return [];
  const { rows } = await sql<GuardianLink>`
    with wanted as (select (${jsonTexts(studentIds)})::uuid as id)
    select g.student_id, g.parent_user_id as guardian_id, g.slot
      from guardianships g join wanted w on w.id = g.student_id
    union all
    select ic.student_id, ic.invitation_id, null
      from invitation_children ic
      join wanted w on w.id = ic.student_id
      join invitations i on i.tenant_id = ic.tenant_id and i.id = ic.invitation_id
     where i.accepted_at is null
  `.execute(tx);
  return rows.map((row) => ({ ...row, slot: row.slot === null ? null : Number(row.slot) }));
}

/** New student records (the CSV import's, a OneRoster sync's); answers their ids by roll number. */
export async function insertStudents(
  tx: Tx,
  tenantId: string,
  rows: readonly StudentValues[],
): Promise<{ id: string; roll_number: string }[]> {
  if (!rows.length) return [];
  const { rows: inserted } = await sql<{ id: string; roll_number: string }>`
    insert into students (tenant_id, roll_number, full_name, grade_level, section, email, phone)
    select ${tenantId}::uuid, r.roll_number, r.full_name, r.grade_level, r.section, r.email, r.phone
      from ${jsonRecords(rows, 'roll_number text, full_name text, grade_level smallint, section text, email text, phone text')}
    returning id, roll_number
  `.execute(tx);
  return inserted;
}

export async function updateStudents(tx: Tx, rows: readonly StudentValues[]) {
  if (!rows.length) return;
  await sql`
    update students s
       set full_name = r.full_name, grade_level = r.grade_level, section = r.section,
           email = r.email, phone = r.phone, updated_at = now()
      from ${jsonRecords(rows, 'id uuid, full_name text, grade_level smallint, section text, email text, phone text')}
     where s.id = r.id
  `.execute(tx);
}

export interface InvitationValues {
  email: string;
  role: RoleColumn;
  full_name: string;
  phone: string | null;
  token_hash: string;
}

/** New invitations, as 'Add user' makes them (same expiry); answers their ids by email. */
export async function insertInvitations(
  tx: Tx,
  tenantId: string,
  invitedBy: string,
  rows: readonly InvitationValues[],
): Promise<{ id: string; email: string }[]> {
  if (!rows.length) return [];
  const { rows: inserted } = await sql<{ id: string; email: string }>`
    insert into invitations
      (tenant_id, email, role, full_name, phone, invited_by, token_hash, sent_at, expires_at)
    select ${tenantId}::uuid, r.email, r.role, r.full_name, r.phone, ${invitedBy}::uuid,
           r.token_hash, now(), now() + make_interval(days => ${INVITATION_DAYS})
      from ${jsonRecords(rows, 'email text, role text, full_name text, phone text, token_hash text')}
    returning id, email
  `.execute(tx);
  return inserted;
}

export interface PersonChange {
  id: string;
  full_name: string;
  phone: string | null;
}

export async function updateProfiles(tx: Tx, rows: readonly PersonChange[]) {
  if (!rows.length) return;
  await sql`
    update profiles p
       set full_name = r.full_name, phone = r.phone, updated_at = now()
      from ${jsonRecords(rows, 'id uuid, full_name text, phone text')}
     where p.user_id = r.id
  `.execute(tx);
}

export async function updateInvitations(tx: Tx, rows: readonly PersonChange[]) {
  if (!rows.length) return;
  await sql`
    update invitations i
       set full_name = r.full_name, phone = r.phone
      from ${jsonRecords(rows, 'id uuid, full_name text, phone text')}
     where i.id = r.id
  `.execute(tx);
}

export async function insertGuardianships(
  tx: Tx,
  tenantId: string,
  rows: readonly { student_id: string; parent_user_id: string; slot: number }[],
) {
  if (!rows.length) return;
  await sql`
    insert into guardianships (tenant_id, student_id, parent_user_id, slot)
    select ${tenantId}::uuid, r.student_id, r.parent_user_id, r.slot
      from ${jsonRecords(rows, 'student_id uuid, parent_user_id uuid, slot smallint')}
  `.execute(tx);
}

export async function insertInvitationChildren(
  tx: Tx,
  tenantId: string,
  rows: readonly { invitation_id: string; student_id: string }[],
) {
  if (!rows.length) return;
  await sql`
    insert into invitation_children (tenant_id, invitation_id, student_id)
    select ${tenantId}::uuid, r.invitation_id, r.student_id
      from ${jsonRecords(rows, 'invitation_id uuid, student_id uuid')}
  `.execute(tx);
}
