import { sql } from 'kysely';
import { likePattern } from '../platform/db/like-pattern.ts';
import type { Tx } from '../platform/db/tx.ts';
import { onSameSchool } from '../platform/db/same-school-join.ts';

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
    .innerJoin('students as s', (join) => onSameSchool(join, 's.id', 'e.student_id'))
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
