// The benchmark's own facts about the seeded school, read with plain SQL over the base tables as
// a superuser (no row-level security, no app_* rule function, nothing of the chat's parser or its
// queries): who each caller is, their children and classes, marks, work, grades, fees, meetings.
// The expected answers of questions-*.ts are built from these, independently of the answers.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/platform/db/schema.ts';

export interface Row {
  [key: string]: unknown;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Plain date arithmetic on 'YYYY-MM-DD' (UTC calendar days). */
export const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** 1 Monday … 7 Sunday. */
export const dow = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
export const monthName = (month: number) => MONTHS[month - 1]!;

/** Grade points of the letters, mean to the nearest letter (the spec's 4.0 scale). */
const POINTS: Record<string, number> = {
  'A+': 4,
  A: 4,
  'A-': 3.7,
  'B+': 3.3,
  B: 3,
  'B-': 2.7,
  'C+': 2.3,
  C: 2,
  'C-': 1.7,
  'D+': 1.3,
  D: 1,
  'D-': 0.7,
  F: 0,
};
export function meanLetter(letters: readonly string[]): string {
  const mean = letters.reduce((sum, l) => sum + POINTS[l]!, 0) / letters.length;
  let best = 'A';
  for (const [letter, points] of Object.entries(POINTS)) {
    if (letter === 'A+') continue;
    if (Math.abs(points - mean) < Math.abs(POINTS[best]! - mean) - 1e-9) best = letter;
  }
  return best;
}

export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function facts(db: Kysely<Database>, tenant: string, today: string) {
  const rows = async <T extends Row>(query: ReturnType<typeof sql<T>>) =>
    (await query.execute(db)).rows;
  const userId = async (email: string) =>
    (
      await rows<{ id: string }>(
        sql`select user_id as id from profiles where tenant_id = ${tenant} and email = ${email}`,
      )
    )[0]!.id;

  return {
    today,
    userId,
    childrenOf: async (email: string) =>
      rows<{ id: string; name: string; grade: number; section: string }>(sql`
        select s.id, s.full_name as name, s.grade_level as grade, s.section
          from students s join guardianships g on g.tenant_id = s.tenant_id and g.student_id = s.id
         where s.tenant_id = ${tenant} and g.parent_user_id = ${await userId(email)}
         order by s.full_name`),
    student: async (name: string) =>
      (
        await rows<{ id: string; name: string; grade: number; section: string }>(sql`
          select id, full_name as name, grade_level as grade, section from students
           where tenant_id = ${tenant} and full_name = ${name}`)
      )[0]!,
    /** Classes by name ('Grade 10A') and subject (optional), with their teacher. */
    classes: (name: string | null, subject: string | null, teacherEmail: string | null = null) =>
      rows<{ id: string; name: string; subject: string; teacher: string; email: string }>(sql`
        select c.id, c.name, sb.name as subject, p.full_name as teacher, p.email
          from classes c join subjects sb on sb.tenant_id = c.tenant_id and sb.id = c.subject_id
          join profiles p on p.tenant_id = c.tenant_id and p.user_id = c.teacher_id
         where c.tenant_id = ${tenant}
           and (${name}::text is null or c.name = ${name}::text)
           and (${subject}::text is null or sb.name = ${subject}::text)
           and (${teacherEmail}::text is null or p.email = ${teacherEmail}::text)
         order by c.name, sb.name`),
    /** Active students enrolled in any of the classes. */
    roster: (classIds: string[]) =>
      rows<{ id: string; name: string }>(sql`
        select distinct s.id, s.full_name as name from students s
          join enrolments e on e.tenant_id = s.tenant_id and e.student_id = s.id
         where s.tenant_id = ${tenant} and s.status = 'active'
           and e.class_id in (${sql.join(classIds)})
         order by s.full_name`),
    studentsOfGrade: (grade: number | null) =>
      rows<{ id: string; name: string }>(sql`
        select id, full_name as name from students
         where tenant_id = ${tenant} and status = 'active'
           and (${grade}::int is null or grade_level = ${grade}::int)`),
    marks: (studentIds: string[], from: string, to: string) =>
      rows<{ student_id: string; name: string; date: string; status: string }>(sql`
        select a.student_id, s.full_name as name, a.date::text as date, a.status
          from attendance a join students s on s.tenant_id = a.tenant_id and s.id = a.student_id
         where a.tenant_id = ${tenant} and a.date between ${from}::date and ${to}::date
           and a.student_id in (${sql.join(studentIds)})`),
    allMarks: (from: string, to: string) =>
      rows<{ student_id: string; name: string; date: string; status: string }>(sql`
        select a.student_id, s.full_name as name, a.date::text as date, a.status
          from attendance a join students s on s.tenant_id = a.tenant_id and s.id = a.student_id
         where a.tenant_id = ${tenant} and s.status = 'active'
           and a.date between ${from}::date and ${to}::date`),
    /** A student's submissions of published work with title, subject, due date, status, grade. */
    work: (studentId: string) =>
      rows<{
        title: string;
        subject: string;
        due: string;
        status: string;
        grade: string | null;
      }>(sql`
        select a.title, sb.name as subject, a.due_date::text as due, su.status, su.grade
          from submissions su
          join assignments a on a.tenant_id = su.tenant_id and a.id = su.assignment_id
          join subjects sb on sb.tenant_id = a.tenant_id and sb.id = a.subject_id
         where su.tenant_id = ${tenant} and su.student_id = ${studentId} and a.status = 'published'`),
    classAssignments: (classIds: string[], from: string, to: string) =>
      rows<{ title: string; due: string }>(sql`
        select a.title, a.due_date::text as due from assignments a
         where a.tenant_id = ${tenant} and a.status = 'published'
           and a.class_id in (${sql.join(classIds)}) and a.due_date between ${from}::date and ${to}::date`),
    /** What a student's family owes now: unpaid records due up to today less part payments. */
    owed: async (studentIds: string[] | null) =>
      (
        await rows<{ cents: number }>(sql`
          select coalesce(sum(greatest(0, fr.amount_cents - coalesce((select sum(p.amount_cents)
                   from payments p where p.tenant_id = fr.tenant_id and p.fee_record_id = fr.id), 0))), 0)::int as cents
            from fee_records fr
           where fr.tenant_id = ${tenant} and fr.paid_on is null and fr.due_date <= ${today}::date
             and (${studentIds === null} or fr.student_id::text in (${sql.join(studentIds ?? [''])}))`)
      )[0]!.cents,
    paid: async (studentIds: string[] | null, from: string, to: string) =>
      (
        await rows<{ cents: number }>(sql`
          select coalesce(sum(p.amount_cents), 0)::int as cents
            from payments p join fee_records fr on fr.tenant_id = p.tenant_id and fr.id = p.fee_record_id
           where p.tenant_id = ${tenant} and p.paid_on between ${from}::date and ${to}::date
             and (${studentIds === null} or fr.student_id::text in (${sql.join(studentIds ?? [''])}))`)
      )[0]!.cents,
    lessons: (classIds: string[], day: number) =>
      rows<{ start: string; subject: string }>(sql`
        select to_char(t.start_time, 'HH24:MI') as start, sb.name as subject
          from timetable_entries t join classes c on c.tenant_id = t.tenant_id and c.id = t.class_id
          join subjects sb on sb.tenant_id = c.tenant_id and sb.id = c.subject_id
         where t.tenant_id = ${tenant} and t.day_of_week = ${day} and t.class_id in (${sql.join(classIds)})
         order by t.start_time`),
    enrolledClasses: async (studentId: string) =>
      (
        await rows<{ id: string }>(sql`
          select class_id as id from enrolments where tenant_id = ${tenant} and student_id = ${studentId}`)
      ).map((r) => r.id),
    meetings: (userEmail: string | null, from: string, to: string) =>
      rows<{ date: string; teacher: string; guardian: string; student: string }>(sql`
        select m.meeting_date::text as date, t.full_name as teacher, g.full_name as guardian,
               s.full_name as student
          from meetings m
          join profiles t on t.tenant_id = m.tenant_id and t.user_id = m.teacher_id
          join profiles g on g.tenant_id = m.tenant_id and g.user_id = m.guardian_user_id
          join students s on s.tenant_id = m.tenant_id and s.id = m.student_id
         where m.tenant_id = ${tenant} and m.status = 'scheduled'
           and m.meeting_date between ${from}::date and ${to}::date
           and (${userEmail}::text is null or t.email = ${userEmail}::text or g.email = ${userEmail}::text)`),
    count: async (query: ReturnType<typeof sql<{ n: number }>>) => (await rows(query))[0]!.n,
    /** Active accounts of a role ('teacher', 'parent'). */
    activeProfiles: async (role: string) =>
      (
        await rows<{ n: number }>(sql`select count(*)::int as n from profiles
          where tenant_id = ${tenant} and role = ${role} and status = 'active'`)
      )[0]!.n,
    /** Classes of the school, or of a grade ('Grade 4A', 'Grade 4B' …). */
    classCount: async (grade: number | null) =>
      (
        await rows<{ n: number }>(sql`select count(*)::int as n from classes
          where tenant_id = ${tenant} and (${grade}::int is null or name ~ ${`^Grade ${grade}[A-Z]$`})`)
      )[0]!.n,
    emailsOfParents: async (exceptEmail: string) =>
      (
        await rows<{ email: string }>(sql`
          select email from profiles where tenant_id = ${tenant} and role = 'parent'
             and email <> ${exceptEmail} limit 50`)
      ).map((r) => r.email),
    phonesOfParents: async (exceptEmail: string) =>
      (
        await rows<{ phone: string }>(sql`
          select phone from profiles where tenant_id = ${tenant} and role = 'parent'
             and phone is not null and email <> ${exceptEmail} limit 20`)
      ).map((r) => r.phone),
  };
}

export type Facts = ReturnType<typeof facts>;

/** Present or late over marked days, as a whole percent ('87%'). */
export function rate(marks: readonly { status: string }[]): string {
  const there = marks.filter((m) => m.status !== 'absent').length;
  return `${Math.round((there * 100) / marks.length)}%`;
}
