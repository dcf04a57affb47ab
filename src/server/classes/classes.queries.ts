import { sql } from 'kysely';
import { likePattern } from '../platform/db/like-pattern.ts';
import type { Tx } from '../platform/db/tx.ts';
import { onSameSchool } from '../platform/db/same-school-join.ts';

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
          .innerJoin('subjects as s', (join) => onSameSchool(join, 's.id', 'c.subject_id'))
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
    .innerJoin('subjects as s', (join) => onSameSchool(join, 's.id', 'c.subject_id'))
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
