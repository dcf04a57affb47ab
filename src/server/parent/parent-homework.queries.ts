import { sql, type Compilable } from 'kysely';
import type { ParentHomeworkQuery } from '@/shared/schemas/parent.ts';
import type { Tx } from '../platform/db/tx.ts';
import { compilable, schoolAndChildren, type ChildJson } from './parent.queries.ts';

export interface HomeworkRow {
  today: string;
  children: ChildJson[];
  subjects: { id: string; name: string }[];
  items: {
    id: string;
    studentId: string;
    studentName: string;
    title: string;
    subjectId: string;
    subject: string;
    dueDate: string;
    status: 'pending' | 'submitted' | 'graded';
    description: string | null;
    grade: string | null;
    comment: string | null;
    hasFile: boolean;
  }[];
}

/**
 * Homework: every published piece of the caller's children (row-level security and the
 * guardianship join of `kids`), in one statement. Order: pending work of any date, then work due
 * from today (both earliest first), then the rest, latest first: the order in which the dashboard's
 * card (app_parent_dashboard, db/routines/60_parent-dashboard.sql) picks its five.
 */
export function childrenHomeworkQuery(
  qb: Tx,
  filter: ParentHomeworkQuery,
): Compilable<HomeworkRow> {
  const studentId = filter.studentId ?? null;
  const status = filter.status ?? null;
  const subjectId = filter.subjectId ?? null;
  return compilable(
    qb,
    sql<HomeworkRow>`
    with ${schoolAndChildren},
    work as (
      select k.id as student_id, k.full_name as student_name, asg.tenant_id, asg.id, asg.title,
             asg.subject_id, sb.name as subject, asg.due_date, su.status, asg.description,
             su.grade, su.comment,
             app_homework_pick(su.status, asg.due_date, school.today) as pick
        from kids k
        cross join school
        join submissions su on su.tenant_id = k.tenant_id and su.student_id = k.id
        join assignments asg on asg.tenant_id = su.tenant_id and asg.id = su.assignment_id
        join subjects sb on sb.tenant_id = asg.tenant_id and sb.id = asg.subject_id
       where asg.status = 'published')
    select school.today::text as today,
      (select coalesce(json_agg(json_build_object('id', k.id, 'name', k.full_name,
                'rollNumber', k.roll_number, 'gradeLevel', k.grade_level,
                'section', k.section) order by k.place),
                       '[]'::json) from kids k) as children,
      (select coalesce(json_agg(json_build_object('id', s.subject_id, 'name', s.subject)
                order by s.subject, s.subject_id), '[]'::json)
         from (select distinct w.subject_id, w.subject from work w) s) as subjects,
      (select coalesce(json_agg(json_build_object('id', w.id, 'studentId', w.student_id,
                'studentName', w.student_name, 'title', w.title, 'subjectId', w.subject_id,
                'subject', w.subject, 'dueDate', w.due_date::text, 'status', w.status,
                'description', w.description, 'grade', w.grade, 'comment', w.comment,
                'hasFile', exists (select 1 from assignment_files f
                                    where f.tenant_id = w.tenant_id and f.assignment_id = w.id))
                order by w.pick, case when w.pick < 2 then w.due_date end, w.due_date desc,
                         w.title, w.student_name, w.id), '[]'::json)
         from work w
        where (${studentId}::uuid is null or w.student_id = ${studentId}::uuid)
          and (${status}::text is null or w.status = ${status}::text)
          and (${subjectId}::uuid is null or w.subject_id = ${subjectId}::uuid)) as items
      from school`,
  );
}
