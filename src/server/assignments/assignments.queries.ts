import { sql } from 'kysely';
import type { Tx } from '../platform/db/tx.ts';
import { onSameSchool } from '../platform/db/same-school-join.ts';

// ---- The school and the teacher's classes ----

export function listSchoolSubjects(tx: Tx) {
  return tx.selectFrom('subjects').select(['id', 'name']).orderBy('name').execute();
}

/** The teacher's own classes with their subject, by name. */
export function teacherClasses(tx: Tx, teacherId: string) {
  return tx
    .selectFrom('classes as c')
    .innerJoin('subjects as s', (join) => onSameSchool(join, 's.id', 'c.subject_id'))
    .select(['c.id', 'c.name', 'c.subject_id as subjectId', 's.name as subject'])
    .where('c.teacher_id', '=', teacherId)
    .orderBy('c.name')
    .orderBy('s.name')
    .execute();
}

export function findClass(tx: Tx, id: string) {
  return tx
    .selectFrom('classes as c')
    .innerJoin('subjects as s', (join) => onSameSchool(join, 's.id', 'c.subject_id'))
    .select(['c.id', 'c.teacher_id', 'c.name', 'c.subject_id', 's.name as subject_name'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export function findSubject(tx: Tx, id: string) {
  return tx.selectFrom('subjects').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

// ---- Assignments ----

export interface AssignmentColumns {
  class_id: string;
  subject_id: string;
  title: string;
  description: string | null;
  due_date: string;
}

export function insertAssignment(
  tx: Tx,
  values: AssignmentColumns & { tenant_id: string; created_by: string },
) {
  return tx
    .insertInto('assignments')
    .values(values)
    .returning(['id', 'status'])
    .executeTakeFirstOrThrow();
}

/** The assignment with its class's teacher (readable by the class's teacher and admins). */
export function findAssignment(tx: Tx, id: string) {
  return tx
    .selectFrom('assignments as a')
    .innerJoin('classes as c', (join) => onSameSchool(join, 'c.id', 'a.class_id'))
    .select(['a.id', 'a.title', 'a.status', 'a.class_id', 'a.due_date', 'c.teacher_id'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** Whether an assignment of the school has this id, whoever may read it (its class, by a helper). */
export async function assignmentExists(tx: Tx, id: string): Promise<boolean> {
  const { rows } = await sql<{ class_id: string | null }>`
    select app_assignment_class(${id}::uuid) as class_id`.execute(tx);
  return Boolean(rows[0]?.class_id);
}

export function updateDraft(tx: Tx, id: string, values: AssignmentColumns) {
  return tx
    .updateTable('assignments')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returning('id')
    .executeTakeFirst();
}

export function deleteDraft(tx: Tx, id: string) {
  return tx
    .deleteFrom('assignments')
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returning('id')
    .executeTakeFirst();
}

/**
 * Publishes a draft and, in the same statement, gives every active student of its class a pending
 * submission (set-based), so the class's parents see it at once. Returns how many were created, or
 * null when the assignment was no draft.
 */
export async function publishDraft(tx: Tx, id: string): Promise<number | null> {
  const { rows } = await sql<{ published: number; created: number }>`
    with published as (
      update assignments set status = 'published', published_at = now(), updated_at = now()
       where id = ${id} and status = 'draft'
       returning tenant_id, id, class_id
    ), created as (
      insert into submissions (tenant_id, assignment_id, student_id)
      select p.tenant_id, p.id, e.student_id
        from published p
        join enrolments e on e.tenant_id = p.tenant_id and e.class_id = p.class_id
        join students s on s.tenant_id = e.tenant_id and s.id = e.student_id
       where s.status = 'active'
      on conflict do nothing
      returning 1
    )
    select (select count(*) from published)::int as published,
           (select count(*) from created)::int as created`.execute(tx);
  const row = rows[0]!;
  return row.published ? row.created : null;
}

/** The teacher's assignments, newest first, with submission counts for published ones. */
export function listTeacherAssignments(tx: Tx, teacherId: string) {
  return tx
    .selectFrom('assignments as a')
    .innerJoin('classes as c', (join) => onSameSchool(join, 'c.id', 'a.class_id'))
    .innerJoin('subjects as s', (join) => onSameSchool(join, 's.id', 'a.subject_id'))
    .leftJoin('assignment_files as f', (join) => onSameSchool(join, 'f.assignment_id', 'a.id'))
    .select([
      'a.id',
      'a.title',
      'a.description',
      'a.due_date',
      'a.status',
      'a.class_id',
      'a.subject_id',
      'c.name as class_name',
      's.name as subject_name',
      'f.file_name',
      'f.content_type',
      'f.size_bytes',
      sql<number>`(select count(*) from submissions x where x.tenant_id = a.tenant_id and x.assignment_id = a.id)::int`.as(
        'total',
      ),
      sql<number>`(select count(*) from submissions x where x.tenant_id = a.tenant_id and x.assignment_id = a.id and x.status <> 'pending')::int`.as(
        'handed_in',
      ),
      sql<number>`(select count(*) from submissions x where x.tenant_id = a.tenant_id and x.assignment_id = a.id and x.status = 'graded')::int`.as(
        'graded',
      ),
    ])
    .where('c.teacher_id', '=', teacherId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id')
    .execute();
}

// ---- Attachments ----

export interface FileColumns {
  file_name: string;
  content_type: string;
  content: Uint8Array;
}

export async function upsertFile(
  tx: Tx,
  tenantId: string,
  assignmentId: string,
  file: FileColumns,
) {
  await tx
    .insertInto('assignment_files')
    .values({
      tenant_id: tenantId,
      assignment_id: assignmentId,
      ...file,
      size_bytes: file.content.byteLength,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'assignment_id']).doUpdateSet({
        file_name: file.file_name,
        content_type: file.content_type,
        content: file.content,
        size_bytes: file.content.byteLength,
        created_at: sql`now()`,
      }),
    )
    .execute();
}

/** The attachment, if the caller may read it (row-level security decides). */
export function readFile(tx: Tx, assignmentId: string) {
  return tx
    .selectFrom('assignment_files')
    .select(['file_name', 'content_type', 'size_bytes', 'content'])
    .where('assignment_id', '=', assignmentId)
    .executeTakeFirst();
}
