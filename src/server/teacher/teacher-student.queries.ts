import { sql } from 'kysely';
import type { AttendanceStatus } from '@/shared/rules/attendance.ts';
import type { Tx } from '../platform/db/tx.ts';
import { type StudentFigures, type Window, oneJson } from './teacher.queries.ts';

export interface StudentDetailRow extends StudentFigures {
  id: string;
  name: string;
  rollNumber: string;
  email: string | null;
  phone: string | null;
  classes: string[];
  attendanceHistory: {
    date: string;
    status: AttendanceStatus;
    minutesLate: number | null;
    reason: string | null;
    className: string | null;
  }[];
  submissions: {
    assignmentId: string;
    title: string;
    subject: string;
    className: string;
    dueDate: string;
    status: 'pending' | 'submitted' | 'graded';
    grade: string | null;
    comment: string | null;
  }[];
  guardians: {
    id: string;
    name: string;
    relationship: string | null;
    email: string;
    phone: string | null;
  }[];
}

/**
 * One student of the teacher's classes (null for anyone else, another teacher's student or another
 * school's included): attendance over the window and its latest marks, the work of the teacher's
 * classes, and the guardians' contact details.
 */
export function studentDetailQuery(
  qb: Tx,
  studentId: string,
  window: Window & { historyLimit: number },
) {
  return oneJson(
    qb,
    sql`st as (
      select s.id, s.full_name, s.roll_number, s.email, s.phone
        from students s
       where s.tenant_id = app_tenant_id() and s.id = ${studentId}::uuid
         and exists (select 1 from enrolments e
                       join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
                      where e.tenant_id = s.tenant_id and e.student_id = s.id
                        and c.teacher_id = app_user_id())
    ),
    my_classes as (
      select c.id, c.name from classes c where c.teacher_id = app_user_id()
    ),
    marks as (
      select count(*) filter (where a.status = 'present') as present,
             count(*) filter (where a.status = 'absent') as absent,
             count(*) filter (where a.status = 'late') as late
        from attendance a
       where a.tenant_id = app_tenant_id() and a.student_id = (select id from st)
         and a.date between ${window.from}::date and ${window.today}::date
    ),
    work as (
      select asg.id, asg.title, sub.name as subject, mc.name as class_name, asg.due_date,
             sb.status, sb.grade, sb.comment, sb.graded_at
        from submissions sb
        join assignments asg on asg.tenant_id = sb.tenant_id and asg.id = sb.assignment_id
        join my_classes mc on mc.id = asg.class_id
        join subjects sub on sub.tenant_id = asg.tenant_id and sub.id = asg.subject_id
       where sb.tenant_id = app_tenant_id() and sb.student_id = (select id from st)
    )`,
    sql`(select json_build_object(
      'id', st.id, 'name', st.full_name, 'rollNumber', st.roll_number,
      'email', st.email, 'phone', st.phone,
      'classes', coalesce((
         select json_agg(mc.name order by mc.name)
           from enrolments e join my_classes mc on mc.id = e.class_id
          where e.tenant_id = app_tenant_id() and e.student_id = st.id), '[]'::json),
      'present', (select present from marks), 'absent', (select absent from marks),
      'late', (select late from marks),
      'grades', coalesce((select json_agg(w.grade order by w.graded_at, w.id) from work w
                           where w.status = 'graded'), '[]'::json),
      'attendanceHistory', coalesce((
         select json_agg(json_build_object(
                  'date', h.date, 'status', h.status, 'minutesLate', h.minutes_late,
                  'reason', h.reason, 'className', h.class_name) order by h.date desc)
           from (select a.date, a.status, a.minutes_late, a.reason, c.name as class_name
                   from attendance a
                   left join classes c on c.tenant_id = a.tenant_id and c.id = a.class_id
                  where a.tenant_id = app_tenant_id() and a.student_id = st.id
                  order by a.date desc
                  limit ${window.historyLimit}) h), '[]'::json),
      'submissions', coalesce((
         select json_agg(json_build_object(
                  'assignmentId', w.id, 'title', w.title, 'subject', w.subject,
                  'className', w.class_name, 'dueDate', w.due_date, 'status', w.status,
                  'grade', w.grade, 'comment', w.comment) order by w.due_date desc, w.title)
           from work w), '[]'::json),
      'guardians', coalesce((
         select json_agg(json_build_object(
                  'id', g.parent_user_id, 'name', p.full_name, 'relationship', g.relationship,
                  'email', p.email, 'phone', p.phone) order by g.slot)
           from guardianships g
           join profiles p on p.tenant_id = g.tenant_id and p.user_id = g.parent_user_id
          where g.tenant_id = app_tenant_id() and g.student_id = st.id), '[]'::json))
      from st)`,
  );
}
