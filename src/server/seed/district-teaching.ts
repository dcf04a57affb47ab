import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../platform/db/database.ts';
import type { Database } from '../platform/db/schema.ts';
import { eachSchool, schoolDaysBefore } from './district.ts';

export interface TeachingOptions {
  days: number;
  today: string;
  assignmentEvery?: number;
  timed?: <T>(phase: string, work: () => Promise<T>) => Promise<T>;
}

/**
 * The teaching history of existing schools (the district's, or the demo schools' for the
 * benchmark's reference set): attendance on the `days` school days before today, assignments of
 * every class from then to two weeks after today, a submission per assignment and enrolled
 * student. Rows already there are kept (on conflict do nothing).
 */
export async function addTeachingHistory(
  database: AppDatabase,
  tenantIds: readonly string[],
  options: TeachingOptions,
) {
  const { db } = database;
  const timed = options.timed ?? ((_phase, work) => work());
  const span = schoolDaysBefore(options.today, options.days);
  await timed(`attendance (${options.days} school days, ${span.first} to ${span.last})`, () =>
    eachSchool(db, tenantIds, (tx) => insertAttendance(tx, span.first, span.last)),
  );
  await timed('assignments and submissions', () =>
    eachSchool(db, tenantIds, async (tx) => {
      await insertAssignments(tx, span.first, options.today, options.assignmentEvery ?? 10);
      await insertSubmissions(tx, options.today);
    }),
  );
}

/**
 * One row per student and school day, taken in the student's first class (by name) by its
 * teacher: about 91 % present, 5 % absent, 4 % late, spread by a hash of student and day.
 */
async function insertAttendance(tx: Kysely<Database>, first: string, last: string) {
  await sql`
    with days as (
      select d::date as date from generate_series(${first}::date, ${last}::date, interval '1 day') d
       where extract(isodow from d) < 6),
    homeroom as (
      select distinct on (e.student_id) e.student_id, e.class_id, c.teacher_id
        from enrolments e join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
       where e.tenant_id = app_tenant_id()
       order by e.student_id, c.name, c.id),
    marks as (
      select s.tenant_id, s.id as student_id, d.date, h.class_id, h.teacher_id,
             abs(hashtextextended(s.id::text || d.date::text, 0)) % 100 as r
        from students s
        join homeroom h on h.student_id = s.id
        cross join days d
       where s.tenant_id = app_tenant_id())
    insert into attendance (tenant_id, student_id, date, status, minutes_late, class_id, marked_by, marked_at)
    select tenant_id, student_id, date,
           case when r < 5 then 'absent' when r < 9 then 'late' else 'present' end,
           case when r between 5 and 8 then 5 * (r - 4) end,
           class_id, teacher_id, date + time '08:20'
      from marks
    on conflict do nothing`.execute(tx);
}

/** One published assignment per class every `every` days from `first` to two weeks after today. */
async function insertAssignments(
  tx: Kysely<Database>,
  first: string,
  today: string,
  every: number,
) {
  await sql`
    insert into assignments (tenant_id, id, class_id, subject_id, title, description, due_date,
                             status, published_at, created_by, created_at, updated_at)
    select c.tenant_id, md5(c.id::text || '/assignment/' || n)::uuid, c.id, c.subject_id,
           sb.name || ' homework ' || (n + 1), 'Exercises for week ' || (n + 1),
           ${first}::date + n * ${every}::int + 4,
           'published', ${first}::date + n * ${every}::int - 3, c.teacher_id,
           ${first}::date + n * ${every}::int - 3, ${first}::date + n * ${every}::int - 3
      from classes c
      join subjects sb on sb.tenant_id = c.tenant_id and sb.id = c.subject_id
      cross join generate_series(0, (${today}::date + 14 - ${first}::date - 4) / ${every}::int) n
     where c.tenant_id = app_tenant_id()
    on conflict do nothing`.execute(tx);
}

/**
 * A submission per assignment and enrolled student: work due before today mostly graded (a few
 * still pending, some handed in), work due later mostly pending.
 */
async function insertSubmissions(tx: Kysely<Database>, today: string) {
  await sql`
    with work as (
      select a.tenant_id, a.id as assignment_id, e.student_id, a.due_date, a.created_by,
             abs(hashtextextended(a.id::text || e.student_id::text, 0)) % 100 as r,
             a.due_date < ${today}::date as past
        from assignments a
        join enrolments e on e.tenant_id = a.tenant_id and e.class_id = a.class_id
       where a.tenant_id = app_tenant_id()),
    decided as (
      select *, case when past and r < 6 then 'pending' when past and r < 20 then 'submitted'
                     when past then 'graded' when r < 75 then 'pending' else 'submitted' end as status
        from work)
    insert into submissions (tenant_id, assignment_id, student_id, status, submitted_at, grade,
                             graded_by, graded_at, updated_at)
    select tenant_id, assignment_id, student_id, status,
           case when status <> 'pending' then due_date - 1 + time '19:00' end,
           case when status = 'graded'
                then (array['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'D'])[1 + r % 9] end,
           case when status = 'graded' then created_by end,
           case when status = 'graded' then due_date + 3 + time '16:00' end,
           now()
      from decided
    on conflict do nothing`.execute(tx);
}
