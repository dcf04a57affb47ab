import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/shared/rules/dates.ts';
import type { AttendanceStatus } from '@/shared/rules/attendance.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import type { AttendanceReport } from '@/shared/schemas/attendance.ts';
import type { School } from '../seed/school-builder.ts';
import { addLesson, constructClass, weekdayBefore } from '../test/attendance-school.ts';
import type { ConstructedClass } from '../test/attendance-school.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

const P = 'present';
const A = 'absent';
const L = 'late';

describe.each(testBackends())('attendance reports on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let teacher: Session;
  let otherTeacher: Session;
  let parent: Session;
  let klass: ConstructedClass;
  let other: ConstructedClass;
  let today: string;
  let from: string;

  const report = (session: Session, query: Record<string, string>) =>
    t.call(session, { url: '/api/teacher/reports/attendance', query });

  /** Marks on consecutive days from `from`, one status per day (null: not marked). */
  async function markDays(studentId: string, statuses: (AttendanceStatus | null)[]) {
    const rows = statuses.flatMap((status, index) =>
      status
        ? [
            {
              tenant_id: school.id,
              student_id: studentId,
              date: addDays(from, index),
              status,
              minutes_late: status === 'late' ? 5 : null,
              class_id: klass.classId,
              marked_by: school.teachers[0]!.id,
            },
          ]
        : [],
    );
    if (rows.length) await t.inspect.insertInto('attendance').values(rows).execute();
  }

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 2, parents: 1, students: 0 });
    klass = await constructClass(t.inspect, school, { teacher: 0, students: 4, name: 'Report' });
    other = await constructClass(t.inspect, school, { teacher: 1, students: 1, name: 'Elsewhere' });
    teacher = await t.signInAs(school.teachers[0]!);
    otherTeacher = await t.signInAs(school.teachers[1]!);
    parent = await t.signInAs(school.parents[0]!);
    const unmarked = await t.call(teacher, { url: '/api/teacher/reports/unmarked-today' });
    today = unmarked.json().today;
    from = addDays(today, -20);
    const [first, second, third] = klass.studentIds as [string, string, string];
    // 13 there of 15: 87 %, chronic; two absences apart.
    await markDays(first, [P, P, P, P, A, P, P, P, P, A, P, P, P, P, P]);
    // Three absences in a row, 12 of 15: 80 %.
    await markDays(second, [P, P, P, A, A, A, P, P, null, P, P, P, P, P, P, P]);
    // Late counts as there: 100 %; a tricky name for the CSV.
    await markDays(third, [P, L, P, L, P, P, P, P, P, P]);
    await t.inspect
      .updateTable('students')
      .set({ full_name: '=Report, "Student" 03' })
      .where('id', '=', third)
      .execute();
    // The fourth has no marks at all.
  });

  it('gives each student their rate, flags chronic absence and 3 absences in a row, and the daily rate', async () => {
    const response = await report(teacher, {
      classId: klass.classId,
      from,
      to: addDays(from, 15),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AttendanceReport>();
    expect(body).toMatchObject({ className: 'Report', from, to: addDays(from, 15) });
    const byName = Object.fromEntries(
      body.students.map((student) => [student.rollNumber, student]),
    );
    expect(byName['Report-01']).toMatchObject({
      present: 13,
      absent: 2,
      late: 0,
      marked: 15,
      rate: 87,
      chronic: true,
      longestAbsenceRun: 1,
      consecutiveAbsences: false,
    });
    expect(byName['Report-02']).toMatchObject({
      absent: 3,
      rate: 80,
      chronic: true,
      longestAbsenceRun: 3,
      consecutiveAbsences: true,
    });
    expect(byName['Report-03']).toMatchObject({ late: 2, rate: 100, chronic: false });
    expect(byName['Report-04']).toMatchObject({ marked: 0, rate: null, chronic: false });
    // Day 5 (index 4): first absent, second absent, third present: 1 of 3 there.
    expect(body.daily.find((day) => day.date === addDays(from, 4))).toEqual({
      date: addDays(from, 4),
      present: 1,
      absent: 2,
      late: 0,
      rate: 33,
    });
    expect(body.daily.map((day) => day.date)).toEqual(
      [...body.daily.map((day) => day.date)].sort(),
    );
    // 13 + 12 + 10 there of 15 + 15 + 10 marked.
    expect(body.rate).toBe(Math.round((35 * 100) / 40));
  });

  it('defaults to the 30-day window ending today; refuses a reversed range beside the field', async () => {
    const response = await report(teacher, { classId: klass.classId });
    expect(response.json()).toMatchObject({ to: today, from: addDays(today, -29) });
    const reversed = await report(teacher, { classId: klass.classId, from: today, to: from });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.details[0].path).toBe('to');
    const tooLong = await report(teacher, {
      classId: klass.classId,
      from: addDays(today, -400),
      to: today,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('exports the report as CSV, quoted correctly', async () => {
    const response = await t.call(teacher, {
      url: '/api/teacher/reports/attendance.csv',
      query: { classId: klass.classId, from, to: addDays(from, 15) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="attendance-Report-${from}-to-${addDays(from, 15)}.csv"`,
    );
    const lines = parse(response.body) as string[][];
    expect(lines[0]!.join(' | ')).toBe(
      'Student | Roll number | Present | Absent | Late | Days marked | Attendance rate (%) | ' +
        'Chronic absence (below 90%) | Longest run of absences | 3 or more absences in a row',
    );
    expect(lines).toContainEqual([
      'Report Student 01',
      'Report-01',
      '13',
      '2',
      '0',
      '15',
      '87',
      'yes',
      '1',
      'no',
    ]);
    expect(lines).toContainEqual([
      'Report Student 02',
      'Report-02',
      '12',
      '3',
      '0',
      '15',
      '80',
      'yes',
      '3',
      'yes',
    ]);
    expect(lines).toContainEqual([
      `'=Report, "Student" 03`,
      'Report-03',
      '8',
      '0',
      '2',
      '10',
      '100',
      'no',
      '0',
      'no',
    ]);
    expect(lines).toContainEqual([
      'Report Student 04',
      'Report-04',
      '0',
      '0',
      '0',
      '0',
      '',
      'no',
      '0',
      'no',
    ]);
  });

  it("lists the teacher's classes with a lesson on the day not yet marked, until every student is", async () => {
    const day = weekdayBefore(today, 1);
    await addLesson(t.inspect, school.id, klass.classId, day);
    await addLesson(t.inspect, school.id, other.classId, day);
    const unmarked = (session: Session) =>
      t.call(session, { url: '/api/teacher/reports/unmarked-today', query: { date: day } });
    const before = await unmarked(teacher);
    expect(before.json().classes).toEqual([
      { classId: klass.classId, className: 'Report', studentCount: 4, marked: 0 },
    ]);
    const marks = klass.studentIds.map((studentId) => ({ studentId, status: 'present' }));
    await t.call(teacher, {
      method: 'PUT',
      url: `/api/teacher/classes/${klass.classId}/attendance/${day}`,
      payload: { marks: marks.slice(0, 3) },
    });
    const partly = await unmarked(teacher);
    expect(partly.json().classes).toEqual([
      { classId: klass.classId, className: 'Report', studentCount: 4, marked: 3 },
    ]);
    await t.call(teacher, {
      method: 'PUT',
      url: `/api/teacher/classes/${klass.classId}/attendance/${day}`,
      payload: { marks },
    });
    const done = await unmarked(teacher);
    expect(done.json()).toEqual({ today, date: day, classes: [] });
    // Another teacher sees only their own class.
    const theirs = await unmarked(otherTeacher);
    expect(theirs.json().classes.map((row: { classId: string }) => row.classId)).toEqual([
      other.classId,
    ]);
    // Without a date: the school's today.
    const byDefault = await t.call(teacher, { url: '/api/teacher/reports/unmarked-today' });
    expect(byDefault.json()).toMatchObject({ today, date: today });
  });

  it("refuses another teacher's class (403) and parents (403)", async () => {
    expect((await report(otherTeacher, { classId: klass.classId })).statusCode).toBe(403);
    const csv = await t.call(otherTeacher, {
      url: '/api/teacher/reports/attendance.csv',
      query: { classId: klass.classId },
    });
    expect(csv.statusCode).toBe(403);
    expect((await report(parent, { classId: klass.classId })).statusCode).toBe(403);
    expect((await t.call(parent, { url: '/api/teacher/reports/unmarked-today' })).statusCode).toBe(
      403,
    );
  });
});
