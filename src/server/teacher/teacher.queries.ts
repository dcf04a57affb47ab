import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../platform/db/tx.ts';

/**
 * The teacher's own screens, read as the caller: app_user_id() is the teacher, row-level security
 * keeps every row to their school (and students to those they teach). Each read is ONE statement
 * answering JSON (as text, parsed by the service), so a whole screen travels in one round trip
 * with the request's opening statement (RequestScope.readAsCaller).
 */

/** The school's dates the figures depend on, as the school clock gives them. */
export interface Window {
  /** First day of the attendance window (inclusive). */
  from: string;
  /** The school's today (inclusive). */
  today: string;
}

/** Attendance counts of one student over the window, and the letters of their graded work. */
export interface StudentFigures {
  present: number;
  absent: number;
  late: number;
  grades: string[];
}

export interface StudentRow extends StudentFigures {
  id: string;
  name: string;
  rollNumber: string;
  class: string;
  classIds: string[];
  email: string | null;
  phone: string | null;
}

export interface ClassRow {
  id: string;
  name: string;
  subject: string;
  room: string;
  schedule: string;
  weekSchedule: string | null;
  studentCount: number;
}

export interface WeekRow {
  id: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  subject: string;
  teacher: string;
  room: string;
  className: string;
}

/** The school's time zone (app_school_zone(): UTC when it has none). */
export function timeZoneQuery(qb: Tx) {
  return qb.selectNoFrom(sql<string>`app_school_zone()`.as('time_zone'));
}

/**
 * The teacher's classes, their enrolments, each student once (with the teacher's classes they are
 * in), and the students' attendance counts over the window and graded letters in these classes.
 */
function teachingCtes(window: Window) {
  return sql`
    my_classes as (
      select c.id, c.name, sub.name as subject, c.room, c.schedule,
             app_class_schedule(c.tenant_id, c.id) as week_schedule
        from classes c
        join subjects sub on sub.tenant_id = c.tenant_id and sub.id = c.subject_id
       where c.teacher_id = app_user_id()
    ),
    my_enrolments as (
      select e.class_id, e.student_id
        from enrolments e join my_classes mc on mc.id = e.class_id
    ),
    my_students as (
      select s.id, s.full_name, s.roll_number, s.email, s.phone,
             (select json_agg(mc.id order by mc.name, mc.id)
                from my_enrolments me join my_classes mc on mc.id = me.class_id
               where me.student_id = s.id) as class_ids,
             (select string_agg(mc.name, ', ' order by mc.name, mc.id)
                from my_enrolments me join my_classes mc on mc.id = me.class_id
               where me.student_id = s.id) as class_names
        from students s
       -- An id list, not a join: the planner then reads just these rows by primary key, and
       -- row-level security checks each of them once (not every student of the school per row).
       where s.id = any (array(select student_id from my_enrolments))
    ),
    marks as (
      select a.student_id,
             count(*) filter (where a.status = 'present') as present,
             count(*) filter (where a.status = 'absent') as absent,
             count(*) filter (where a.status = 'late') as late
        from attendance a
       where a.student_id in (select id from my_students)
         and a.date between ${window.from}::date and ${window.today}::date
       group by a.student_id
    ),
    letters as (
      select sb.student_id, json_agg(sb.grade order by sb.graded_at, sb.assignment_id) as grades
        from submissions sb
        join assignments asg on asg.tenant_id = sb.tenant_id and asg.id = sb.assignment_id
       where asg.class_id in (select id from my_classes) and sb.status = 'graded'
       group by sb.student_id
    )`;
}

const figures = (alias: string) =>
  sql.raw(`
    'present', coalesce(m_${alias}.present, 0),
    'absent', coalesce(m_${alias}.absent, 0),
    'late', coalesce(m_${alias}.late, 0),
    'grades', coalesce(l_${alias}.grades, '[]'::json)`);

const studentsJson = sql`coalesce((
    select json_agg(json_build_object(
             'id', ms.id, 'name', ms.full_name, 'rollNumber', ms.roll_number,
             'class', ms.class_names, 'classIds', ms.class_ids,
             'email', ms.email, 'phone', ms.phone, ${figures('ms')})
           order by ms.full_name, ms.roll_number)
      from my_students ms
      left join marks m_ms on m_ms.student_id = ms.id
      left join letters l_ms on l_ms.student_id = ms.id), '[]'::json)`;

const classesJson = sql`coalesce((
    select json_agg(json_build_object(
             'id', mc.id, 'name', mc.name, 'subject', mc.subject, 'room', mc.room,
             'schedule', mc.schedule, 'weekSchedule', mc.week_schedule,
             'studentCount', (select count(*) from my_enrolments e where e.class_id = mc.id))
           order by mc.name, mc.id)
      from my_classes mc), '[]'::json)`;

const timetableJson = sql`coalesce((
    select json_agg(json_build_object(
             'id', te.id, 'dayOfWeek', te.day_of_week,
             'startTime', to_char(te.start_time, 'HH24:MI'), 'endTime', to_char(te.end_time, 'HH24:MI'),
             'subject', mc.subject,
             'teacher', coalesce((select p.full_name from profiles p where p.user_id = app_user_id()), ''),
             'room', coalesce(te.room, mc.room), 'className', mc.name)
           order by te.day_of_week, te.start_time, mc.name)
      from timetable_entries te join my_classes mc on mc.id = te.class_id), '[]'::json)`;

/** One statement, one JSON value (as text): `select (with … select …) as data`. */
export function oneJson(qb: Tx, ctes: RawBuilder<unknown> | null, body: RawBuilder<unknown>) {
  const withClause = ctes ? sql`with ${ctes}` : sql``;
  return qb.selectNoFrom(sql<string>`(${withClause} select (${body})::text)`.as('data'));
}

export interface DashboardRow {
  classes: ClassRow[];
  students: StudentRow[];
  timetable: WeekRow[];
  pendingReviews: number;
  parentMeetings: number;
}

/**
 * The whole dashboard. Pending reviews: work handed in (submitted, not graded) in the teacher's
 * classes. Parent meetings: the teacher's scheduled meetings from now to the end of the school's
 * week (`weekEnd`, a Sunday).
 */
export function dashboardQuery(qb: Tx, window: Window & { time: string; weekEnd: string }) {
  return oneJson(
    qb,
    teachingCtes(window),
    sql`json_build_object(
      'classes', ${classesJson},
      'students', ${studentsJson},
      'timetable', ${timetableJson},
      'pendingReviews', (
        select count(*) from submissions sb
          join assignments asg on asg.tenant_id = sb.tenant_id and asg.id = sb.assignment_id
         where asg.class_id in (select id from my_classes) and sb.status = 'submitted'),
      'parentMeetings', (
        select count(*) from meetings mt
         where mt.teacher_id = app_user_id() and mt.status = 'scheduled'
           and mt.meeting_date <= ${window.weekEnd}::date
           and (mt.meeting_date > ${window.today}::date
                or (mt.meeting_date = ${window.today}::date and mt.start_time >= ${window.time}::time))))`,
  );
}

/** The students of the teacher's classes, and the classes to filter them by. */
export function studentListQuery(qb: Tx, window: Window) {
  return oneJson(
    qb,
    teachingCtes(window),
    sql`json_build_object(
      'classes', coalesce((select json_agg(json_build_object('id', mc.id, 'name', mc.name)
                                  order by mc.name, mc.id) from my_classes mc), '[]'::json),
      'students', ${studentsJson})`,
  );
}

/** The teacher's week, with the school's time zone in the same statement. */
export function timetableQuery(qb: Tx) {
  return oneJson(
    qb,
    sql`my_classes as (
      select c.id, c.name, sub.name as subject, c.room
        from classes c
        join subjects sub on sub.tenant_id = c.tenant_id and sub.id = c.subject_id
       where c.teacher_id = app_user_id()
    )`,
    sql`json_build_object(
      'timeZone', app_school_zone(),
      'entries', ${timetableJson})`,
  );
}

export interface ClassDetailRow extends ClassRow {
  students: ({ id: string; name: string; rollNumber: string } & StudentFigures)[];
}

/** Each of the teacher's classes with its roster and each student's counts over the window. */
export function classesQuery(qb: Tx, window: Window) {
  return oneJson(
    qb,
    teachingCtes(window),
    sql`coalesce((
      select json_agg(json_build_object(
               'id', mc.id, 'name', mc.name, 'subject', mc.subject, 'room', mc.room,
               'schedule', mc.schedule, 'weekSchedule', mc.week_schedule,
               'studentCount', (select count(*) from my_enrolments e where e.class_id = mc.id),
               'students', coalesce((
                  select json_agg(json_build_object(
                           'id', ms.id, 'name', ms.full_name, 'rollNumber', ms.roll_number,
                           ${figures('ms')})
                         order by ms.full_name, ms.roll_number)
                    from my_enrolments e
                    join my_students ms on ms.id = e.student_id
                    left join marks m_ms on m_ms.student_id = ms.id
                    left join letters l_ms on l_ms.student_id = ms.id
                   where e.class_id = mc.id), '[]'::json))
             order by mc.name, mc.id)
        from my_classes mc), '[]'::json)`,
  );
}
