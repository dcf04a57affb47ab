import { sql } from 'kysely';
import { likePattern } from '../platform/db/like-pattern.ts';
import type { Tx } from '../platform/db/tx.ts';

// ---- Subjects ----

export function listSubjects(tx: Tx) {
  return tx.selectFrom('subjects').select(['id', 'name']).orderBy('name').execute();
}

/** Stores the given names as the school's subjects (those it lacks); returns the whole list. */
export async function storeSubjects(tx: Tx, tenantId: string, names: readonly string[]) {
  if (names.length > 0) {
    await tx
      .insertInto('subjects')
      .values(names.map((name) => ({ tenant_id: tenantId, name })))
      .onConflict((oc) => oc.columns(['tenant_id', 'name']).doNothing())
      .execute();
  }
  return listSubjects(tx);
}

export function findSubjectByName(tx: Tx, name: string) {
  return tx
    .selectFrom('subjects')
    .select(['id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
}

export function findSubject(tx: Tx, id: string) {
  return tx.selectFrom('subjects').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function renameSubject(tx: Tx, id: string, name: string) {
  return tx
    .updateTable('subjects')
    .set({ name })
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

export function deleteSubject(tx: Tx, id: string) {
  return tx
    .deleteFrom('subjects')
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

export async function classesUsingSubject(tx: Tx, subjectId: string) {
  const row = await tx
    .selectFrom('classes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('subject_id', '=', subjectId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ---- Teachers ----

/** Active teachers of the school, with the subject of their first class (by name) if any. */
export function teacherOptions(tx: Tx) {
  return tx
    .selectFrom('profiles as p')
    .select([
      'p.user_id as id',
      'p.full_name as name',
      (eb) =>
        eb
          .selectFrom('classes as c')
          .innerJoin('subjects as s', (join) =>
            join.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.id', '=', 'c.subject_id'),
          )
          .select('s.name')
          .whereRef('c.teacher_id', '=', 'p.user_id')
          .orderBy('c.name')
          .limit(1)
          .as('subject'),
    ])
    .where('p.role', '=', 'teacher')
    .where('p.status', '=', 'active')
    .orderBy('p.full_name')
    .execute();
}

export function findActiveTeacher(tx: Tx, userId: string) {
  return tx
    .selectFrom('profiles')
    .select(['user_id', 'full_name'])
    .where('user_id', '=', userId)
    .where('role', '=', 'teacher')
    .where('status', '=', 'active')
    .executeTakeFirst();
}

// ---- Classes ----

function classTables(tx: Tx) {
  return tx
    .selectFrom('classes as c')
    .innerJoin('subjects as s', (join) =>
      join.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.id', '=', 'c.subject_id'),
    )
    .leftJoin('profiles as t', 't.user_id', 'c.teacher_id');
}

function classQuery(tx: Tx) {
  return classTables(tx).select((eb) => [
    'c.id',
    'c.name as className',
    's.name as subject',
    eb.fn.coalesce('t.full_name', sql.lit('')).as('teacher'),
    'c.teacher_id as teacherId',
    eb
      .selectFrom('enrolments as e')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .whereRef('e.class_id', '=', 'c.id')
      .as('studentCount'),
    'c.schedule',
    sql<string | null>`app_class_schedule(c.tenant_id, c.id)`.as('weekSchedule'),
    'c.room',
  ]);
}

type ClassRow = Awaited<ReturnType<ReturnType<typeof classQuery>['execute']>>[number];

export const toClass = (row: ClassRow) => ({
  ...row,
  teacher: row.teacher ?? '',
  studentCount: Number(row.studentCount ?? 0),
});

/** The grade a class's name starts with ('Grade 10A' is 10); none for a name without a number. */
const gradeOfName = sql<number | null>`substring(c.name from '[0-9]{1,9}')::int`;

/** Natural order: by grade as a number (Grade 1A … Grade 10A), then section, subject, id. */
const naturally = <Q extends ReturnType<typeof classQuery>>(query: Q) =>
  query
    .orderBy(gradeOfName)
    .orderBy(sql`lower(c.name)`)
    .orderBy(sql`lower(s.name)`)
    .orderBy('c.id');

export async function listClasses(tx: Tx) {
  const rows = await naturally(classQuery(tx)).execute();
  return rows.map(toClass);
}

export interface ClassFilter {
  /** In the class's name, its subject or its teacher's name. */
  search?: string;
  grade?: number;
}

/** One page of the school's classes, filtered, in natural order, and how many match in all. */
export async function pageClasses(
  tx: Tx,
  filter: ClassFilter,
  page: { limit: number; offset: number },
) {
  const where = <Q extends ReturnType<typeof classTables>>(query: Q): Q => {
    let filtered = query;
    if (filter.search) {
      const like = likePattern(filter.search);
      filtered = filtered.where((eb) =>
        eb.or([
          eb(sql<string>`lower(c.name)`, 'like', like),
          eb(sql<string>`lower(s.name)`, 'like', like),
          eb(sql<string>`lower(coalesce(t.full_name, ''))`, 'like', like),
        ]),
      ) as Q;
    }
    if (filter.grade) filtered = filtered.where(gradeOfName, '=', filter.grade) as Q;
    return filtered;
  };
  const rows = await naturally(where(classQuery(tx)))
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await where(classTables(tx))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows: rows.map(toClass), total: Number(count.n) };
}

export async function findClass(tx: Tx, id: string) {
  const row = await classQuery(tx).where('c.id', '=', id).executeTakeFirst();
  return row ? toClass(row) : undefined;
}

export interface ClassColumns {
  name: string;
  subject_id: string;
  teacher_id: string;
  room: string;
  schedule: string;
}

export async function insertClass(tx: Tx, tenantId: string, values: ClassColumns) {
  const { id } = await tx
    .insertInto('classes')
    .values({ tenant_id: tenantId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function updateClass(tx: Tx, id: string, values: Partial<ClassColumns>) {
  return tx
    .updateTable('classes')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

export function deleteClass(tx: Tx, id: string) {
  return tx.deleteFrom('classes').where('id', '=', id).returning('id').executeTakeFirst();
}

// ---- Enrolments ----

const studentColumns = [
  's.id',
  's.full_name as fullName',
  's.roll_number as rollNumber',
  's.grade_level as gradeLevel',
  's.section',
] as const;

export function enrolledStudents(tx: Tx, classId: string) {
  return tx
    .selectFrom('enrolments as e')
    .innerJoin('students as s', (join) =>
      join.onRef('s.tenant_id', '=', 'e.tenant_id').onRef('s.id', '=', 'e.student_id'),
    )
    .select(studentColumns)
    .where('e.class_id', '=', classId)
    .orderBy('s.full_name')
    .orderBy('s.id')
    .execute();
}

/**
 * The class's students become exactly `studentIds`, in one set-based statement; returns how many
 * of the ids are students of the school (row-level security hides every other school's).
 */
export async function replaceEnrolments(
  tx: Tx,
  tenantId: string,
  classId: string,
  studentIds: readonly string[],
) {
  const ids = sql`cast(${sql.val(JSON.stringify(studentIds))} as jsonb)`;
  const { rows } = await sql<{ found: string; added: string; removed: string }>`
    with wanted as (
      select s.id from students s
       where s.id in (select value::uuid from jsonb_array_elements_text(${ids}))
    ),
    removed as (
      delete from enrolments e
       where e.class_id = ${classId} and e.student_id not in (select id from wanted)
      returning 1
    ),
    added as (
      insert into enrolments (tenant_id, class_id, student_id)
      select ${tenantId}, ${classId}, id from wanted
      on conflict do nothing
      returning 1
    )
    select (select count(*) from wanted) as found,
           (select count(*) from added) as added,
           (select count(*) from removed) as removed`.execute(tx);
  const row = rows[0]!;
  return { found: Number(row.found), added: Number(row.added), removed: Number(row.removed) };
}

export async function studentOptions(
  tx: Tx,
  filter: { q?: string; grade?: number; limit: number; offset: number },
) {
  let query = tx.selectFrom('students as s').where('s.status', '=', 'active');
  if (filter.q) {
    const like = likePattern(filter.q);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(s.full_name)`, 'like', like),
        eb(sql<string>`lower(s.roll_number)`, 'like', like),
      ]),
    );
  }
  if (filter.grade) query = query.where('s.grade_level', '=', filter.grade);
  const items = await query
    .select(studentColumns)
    .orderBy('s.full_name')
    .orderBy('s.id')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const total = await query
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { items, total: Number(total.n) };
}

// ---- Timetable ----

export function timetableOf(tx: Tx, classId: string) {
  return tx
    .selectFrom('timetable_entries as te')
    .innerJoin('classes as c', (join) =>
      join.onRef('c.tenant_id', '=', 'te.tenant_id').onRef('c.id', '=', 'te.class_id'),
    )
    .innerJoin('subjects as s', (join) =>
      join.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.id', '=', 'c.subject_id'),
    )
    .leftJoin('profiles as t', 't.user_id', 'c.teacher_id')
    .select([
      'te.id',
      'te.day_of_week',
      'te.start_time',
      'te.end_time',
      'te.room',
      'c.room as class_room',
      's.name as subject',
      't.full_name as teacher',
    ])
    .where('te.class_id', '=', classId)
    .orderBy('te.day_of_week')
    .orderBy('te.start_time')
    .execute();
}

export async function replaceTimetable(
  tx: Tx,
  tenantId: string,
  classId: string,
  entries: readonly {
    day_of_week: number;
    start_time: string;
    end_time: string;
    room: string | null;
  }[],
) {
  await tx.deleteFrom('timetable_entries').where('class_id', '=', classId).execute();
  if (entries.length === 0) return;
  await tx
    .insertInto('timetable_entries')
    .values(entries.map((entry) => ({ tenant_id: tenantId, class_id: classId, ...entry })))
    .execute();
}
