import { sql } from 'kysely';
import type { Tx } from '../../platform/db/tx.ts';
import type { StudentValues } from '../imports.queries.ts';
import { jsonRecords, jsonTexts } from '../json-batch.ts';
import { withNumericGradeLevels } from '../grade-levels.ts';
import type { RecordKind } from './model.ts';

// Set-based reads and writes of a OneRoster sync: each statement takes a whole batch as one JSON
// parameter, as the CSV import's queries do.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The ids of a list that can be the portal's (uuids), as one JSON parameter cast to uuid[]. */
const uuidList = (ids: readonly string[]) =>
  sql`(select (${jsonTexts(ids.filter((id) => UUID.test(id)))})::uuid)`;

export interface StoredRecord {
  kind: RecordKind;
  sourced_id: string;
  local_id: string | null;
  fields: Record<string, string>;
  status: 'active' | 'tobedeleted';
  date_last_modified: string | null;
}

export async function storedRecords(tx: Tx): Promise<StoredRecord[]> {
  const { rows } = await sql<StoredRecord>`
    select kind, sourced_id, local_id, fields, status, date_last_modified::text as date_last_modified
      from roster_records
  `.execute(tx);
  return rows;
}

/** What a sync writes: a record as it is stored. */
export type RecordWrite = StoredRecord;

export async function upsertRecords(tx: Tx, tenantId: string, rows: readonly RecordWrite[]) {
  if (!rows.length) return;
  await sql`
    insert into roster_records (tenant_id, kind, sourced_id, local_id, fields, status, date_last_modified)
    select ${tenantId}::uuid, r.kind, r.sourced_id, r.local_id, r.fields, r.status, r.date_last_modified
      from ${jsonRecords(rows, 'kind text, sourced_id text, local_id uuid, fields jsonb, status text, date_last_modified timestamptz')}
    on conflict (tenant_id, kind, sourced_id) do update
       set local_id = excluded.local_id, fields = excluded.fields, status = excluded.status,
           date_last_modified = excluded.date_last_modified, updated_at = now()
  `.execute(tx);
}

export interface PortalStudent extends StudentValues {
  id: string;
  status: string;
}

/** Students by id (a sourcedId that is the portal's own id, as the export writes) or roll number. */
export async function studentsByIdOrRoll(
  tx: Tx,
  keys: readonly string[],
): Promise<PortalStudent[]> {
  if (!keys.length) return [];
  const { rows } = await sql<PortalStudent>`
    with wanted as (select ${jsonTexts(keys)} as key)
    select s.id, s.roll_number, s.full_name, s.grade_level, s.section, s.email, s.phone, s.status
      from students s
     where s.roll_number in (select key from wanted)
        or s.id in ${uuidList(keys)}
  `.execute(tx);
  return withNumericGradeLevels(rows);
}

export async function updateStudents(tx: Tx, rows: readonly Omit<PortalStudent, 'section'>[]) {
  if (!rows.length) return;
  await sql`
    update students s
       set full_name = r.full_name, grade_level = r.grade_level, email = r.email, phone = r.phone,
           roll_number = r.roll_number, status = r.status, updated_at = now()
      from ${jsonRecords(rows, 'id uuid, roll_number text, full_name text, grade_level smallint, email text, phone text, status text')}
     where s.id = r.id
  `.execute(tx);
}

export async function subjects(tx: Tx): Promise<{ id: string; name: string }[]> {
  const { rows } = await sql<{ id: string; name: string }>`select id, name from subjects`.execute(
    tx,
  );
  return rows;
}

export async function insertSubjects(tx: Tx, tenantId: string, names: readonly string[]) {
  if (!names.length) return [];
  const { rows } = await sql<{ id: string; name: string }>`
    insert into subjects (tenant_id, name)
    select ${tenantId}::uuid, n from ${jsonTexts(names)} as n
    returning id, name
  `.execute(tx);
  return rows;
}

/** Which of these ids are accounts of the school (a teacher must have one to hold a class). */
export async function accountIds(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const { rows } = await sql<{ user_id: string }>`
    select user_id from profiles
     where user_id in ${uuidList(ids)}
  `.execute(tx);
  return new Set(rows.map((row) => row.user_id));
}

export interface PortalClass {
  id: string;
  name: string;
  subject_id: string;
  teacher_id: string;
  room: string;
  schedule: string;
  grade_level: number | null;
}

export async function classesById(tx: Tx, ids: readonly string[]): Promise<PortalClass[]> {
  if (!ids.length) return [];
  const { rows } = await sql<PortalClass>`
    select id, name, subject_id, teacher_id, room, schedule, grade_level from classes
     where id in ${uuidList(ids)}
  `.execute(tx);
  return withNumericGradeLevels(rows);
}

export async function insertClasses(
  tx: Tx,
  tenantId: string,
  rows: readonly Omit<PortalClass, 'id'>[],
) {
  if (!rows.length) return [];
  const { rows: inserted } = await sql<{ id: string }>`
    insert into classes (tenant_id, name, subject_id, teacher_id, room, schedule, grade_level)
    select ${tenantId}::uuid, r.name, r.subject_id, r.teacher_id, r.room, r.schedule, r.grade_level
      from ${jsonRecords(rows, 'name text, subject_id uuid, teacher_id uuid, room text, schedule text, grade_level smallint')}
    returning id
  `.execute(tx);
  return inserted.map((row) => row.id);
}

export async function updateClasses(tx: Tx, rows: readonly PortalClass[]) {
  if (!rows.length) return;
  await sql`
    update classes c
       set name = r.name, subject_id = r.subject_id, teacher_id = r.teacher_id, room = r.room,
           schedule = r.schedule, grade_level = r.grade_level, updated_at = now()
      from ${jsonRecords(rows, 'id uuid, name text, subject_id uuid, teacher_id uuid, room text, schedule text, grade_level smallint')}
     where c.id = r.id
  `.execute(tx);
}

export async function setStudentsInactive(tx: Tx, ids: readonly string[]) {
  if (!ids.length) return;
  await sql`
    update students set status = 'inactive', updated_at = now()
     where id in ${uuidList(ids)} and status <> 'inactive'
  `.execute(tx);
}

export async function deleteOpenInvitations(tx: Tx, ids: readonly string[]) {
  if (!ids.length) return;
  await sql`
    delete from invitations
     where id in ${uuidList(ids)} and accepted_at is null
  `.execute(tx);
}

export interface EnrolmentPair {
  class_id: string;
  student_id: string;
}

export async function deleteEnrolments(tx: Tx, pairs: readonly EnrolmentPair[]) {
  if (!pairs.length) return;
  await sql`
    delete from enrolments en
     using ${jsonRecords(pairs, 'class_id uuid, student_id uuid')}
     where en.class_id = r.class_id and en.student_id = r.student_id
  `.execute(tx);
}

/** Enrolments the portal does not have yet (those it has are left alone); how many were added. */
export async function insertEnrolments(tx: Tx, tenantId: string, pairs: readonly EnrolmentPair[]) {
  if (!pairs.length) return 0;
  const result = await sql`
    insert into enrolments (tenant_id, class_id, student_id)
    select ${tenantId}::uuid, r.class_id, r.student_id
      from ${jsonRecords(pairs, 'class_id uuid, student_id uuid')}
    on conflict do nothing
  `.execute(tx);
  return Number(result.numAffectedRows ?? 0);
}

export async function enrolmentPairs(tx: Tx, classIds: readonly string[]): Promise<Set<string>> {
  if (!classIds.length) return new Set();
  const { rows } = await sql<{ class_id: string; student_id: string }>`
    select class_id, student_id from enrolments
     where class_id in ${uuidList(classIds)}
  `.execute(tx);
  return new Set(rows.map((row) => `${row.class_id}|${row.student_id}`));
}
