import { sql, type Compilable } from 'kysely';
import type { AttendanceCounts } from '@/shared/rules/attendance.ts';
import type { Tx } from '../platform/db/tx.ts';
import { compilable, schoolAndChildren, type ChildJson } from './parent.queries.ts';

/** `id` is null on the one row of a caller without children. */
export interface ReportRow extends Omit<ChildJson, 'id'> {
  id: string | null;
  today: string;
  months: (AttendanceCounts & { month: string })[];
  graded: { date: string; subject: string; grade: string }[];
}

/**
 * Reports: every child with their marked days per month and their graded work (by due date, with
 * the subject), a year either side of the school's today: the service keeps the school year's
 * terms (the shared rule), so the year's boundaries are not written twice. A school with no child
 * for the caller still answers one row (today, no child) so the page knows the school year.
 */
export function childrenReportQuery(qb: Tx): Compilable<ReportRow> {
  return compilable(
    qb,
    sql<ReportRow>`
    with ${schoolAndChildren}
    select k.id, k.full_name as name, k.roll_number as "rollNumber",
           k.grade_level as "gradeLevel", k.section, school.today::text as today,
      (select coalesce(json_agg(json_build_object('month', m.month, 'present', m.present,
                'absent', m.absent, 'late', m.late) order by m.month), '[]'::json)
         from (select to_char(a.date, 'YYYY-MM') as month,
                      count(*) filter (where a.status = 'present') as present,
                      count(*) filter (where a.status = 'absent') as absent,
                      count(*) filter (where a.status = 'late') as late
                 from attendance a
                where a.tenant_id = k.tenant_id and a.student_id = k.id
                  and a.date between school.today - 366 and school.today + 366
                group by 1) m) as months,
      (select coalesce(json_agg(json_build_object('date', asg.due_date::text, 'subject', sb.name,
                'grade', su.grade) order by asg.due_date, sb.name), '[]'::json)
         from submissions su
         join assignments asg on asg.tenant_id = su.tenant_id and asg.id = su.assignment_id
         join subjects sb on sb.tenant_id = asg.tenant_id and sb.id = asg.subject_id
        where su.tenant_id = k.tenant_id and su.student_id = k.id and su.status = 'graded'
          and asg.status = 'published'
          and asg.due_date between school.today - 366 and school.today + 366) as graded
      from school left join kids k on true
     order by k.place`,
  );
}
