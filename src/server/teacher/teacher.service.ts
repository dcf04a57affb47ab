import type { Compilable } from 'kysely';
import { AppError } from '@/shared/errors.ts';
import { attendanceRate, attendanceWindowStart, sumAttendance } from '@/shared/rules/attendance.ts';
import { isLetterGrade, overallLetterGrade } from '@/shared/rules/letter-grades.ts';
import { schoolClock } from '@/shared/rules/school-clock.ts';
import { WEEKDAYS } from '@/shared/schemas/classes.ts';
import { addDays } from '@/shared/rules/dates.ts';
import {
  STUDENT_HISTORY_LIMIT,
  type ClockInfo,
  type TeacherClassDetail,
  type TeacherDashboard,
  type TeacherStudent,
  type TeacherStudentDetail,
  type TeacherStudentList,
  type TeacherTimetable,
  type WeekEntry,
} from '@/shared/schemas/teacher.ts';
import type { RequestScope, TokenClaims } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import {
  classesQuery,
  dashboardQuery,
  studentListQuery,
  timeZoneQuery,
  timetableQuery,
  type ClassDetailRow,
  type DashboardRow,
  type StudentFigures,
  type StudentRow,
  type WeekRow,
  type Window,
} from './teacher.queries.ts';
import { studentDetailQuery, type StudentDetailRow } from './teacher-student.queries.ts';

const NO_STUDENT = 'This student is not in any of your classes.';

/** The school's clock now, in its time zone as the database gives it (app_school_zone()). */
const clockIn = (timeZone: string): ClockInfo => ({ timeZone, ...schoolClock(timeZone) });

/** Round trip 1: the school's time zone, so the figures use the school's today. */
async function schoolClockOf(scope: RequestScope): Promise<ClockInfo> {
  const [school] = await scope.readAsCaller((qb) => timeZoneQuery(qb));
  return clockIn(school!.time_zone);
}

const windowOf = (clock: ClockInfo): Window => ({
  from: attendanceWindowStart(clock.date),
  today: clock.date,
});

/** Round trip 2: one statement answering one JSON value. */
async function readJson<T>(
  scope: RequestScope,
  build: (qb: Tx, claims: TokenClaims) => Compilable<{ data: string | null }>,
): Promise<T | null> {
  const [row] = await scope.readAsCaller(build);
  return row?.data ? (JSON.parse(row.data) as T) : null;
}

function rateAndGrade(row: StudentFigures) {
  return {
    attendance: attendanceRate(row),
    grade: overallLetterGrade(row.grades.filter(isLetterGrade)),
  };
}

const toStudent = (row: StudentRow): TeacherStudent => ({
  id: row.id,
  name: row.name,
  rollNumber: row.rollNumber,
  class: row.class,
  classIds: row.classIds,
  email: row.email,
  phone: row.phone,
  ...rateAndGrade(row),
});

const toWeekEntry = (row: WeekRow): WeekEntry => ({
  id: row.id,
  day: WEEKDAYS[row.dayOfWeek - 1]!,
  startTime: row.startTime,
  endTime: row.endTime,
  subject: row.subject,
  teacher: row.teacher,
  room: row.room,
  className: row.className,
});

export async function getDashboard(scope: RequestScope): Promise<TeacherDashboard> {
  const clock = await schoolClockOf(scope);
  const weekEnd = addDays(clock.date, 7 - clock.dayOfWeek);
  const row = await readJson<DashboardRow>(scope, (qb) =>
    dashboardQuery(qb, { ...windowOf(clock), time: clock.time, weekEnd }),
  );
  if (!row) throw new AppError('INTERNAL', 'The dashboard could not be read.');
  const timetable = row.timetable.map(toWeekEntry);
  return {
    clock,
    classes: row.classes,
    students: row.students.map(toStudent),
    tiles: {
      totalStudents: row.students.length,
      classesToday: row.timetable.filter((entry) => entry.dayOfWeek === clock.dayOfWeek).length,
      pendingReviews: row.pendingReviews,
      parentMeetings: row.parentMeetings,
    },
    timetable,
  };
}

export async function getTimetable(scope: RequestScope): Promise<TeacherTimetable> {
  const row = await readJson<{ timeZone: string; entries: WeekRow[] }>(scope, (qb) =>
    timetableQuery(qb),
  );
  if (!row) throw new AppError('INTERNAL', 'The timetable could not be read.');
  return { clock: clockIn(row.timeZone), entries: row.entries.map(toWeekEntry) };
}

export async function getStudents(scope: RequestScope): Promise<TeacherStudentList> {
  const clock = await schoolClockOf(scope);
  const row = await readJson<{ classes: { id: string; name: string }[]; students: StudentRow[] }>(
    scope,
    (qb) => studentListQuery(qb, windowOf(clock)),
  );
  if (!row) throw new AppError('INTERNAL', 'The students could not be read.');
  return { classes: row.classes, students: row.students.map(toStudent) };
}

export async function getClasses(scope: RequestScope): Promise<TeacherClassDetail[]> {
  const clock = await schoolClockOf(scope);
  const rows = (await readJson<ClassDetailRow[]>(scope, (qb) =>
    classesQuery(qb, windowOf(clock)),
  ))!;
  return rows.map(({ students, ...klass }) => {
    return {
      ...klass,
      attendance: attendanceRate(sumAttendance(students)),
      students: students.map((student) => ({
        id: student.id,
        name: student.name,
        rollNumber: student.rollNumber,
        attendance: attendanceRate(student),
      })),
    };
  });
}

export async function getStudent(scope: RequestScope, id: string): Promise<TeacherStudentDetail> {
  const clock = await schoolClockOf(scope);
  const row = await readJson<StudentDetailRow>(scope, (qb) =>
    studentDetailQuery(qb, id, { ...windowOf(clock), historyLimit: STUDENT_HISTORY_LIMIT }),
  );
  if (!row) throw new AppError('NOT_FOUND', NO_STUDENT);
  const { present, absent, late } = row;
  return {
    id: row.id,
    name: row.name,
    rollNumber: row.rollNumber,
    email: row.email,
    phone: row.phone,
    classes: row.classes,
    attendance: { rate: attendanceRate(row), present, absent, late },
    grade: overallLetterGrade(row.grades.filter(isLetterGrade)),
    attendanceHistory: row.attendanceHistory,
    submissions: row.submissions.map((work) => ({
      ...work,
      grade: isLetterGrade(work.grade) ? work.grade : null,
    })),
    guardians: row.guardians,
  };
}
