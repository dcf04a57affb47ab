import { beforeAll, describe, expect, it } from 'vitest';
import { schoolClock } from '@/shared/rules/school-clock.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import type { TeacherDashboard, TeacherStudentDetail } from '@/shared/schemas/teacher.ts';
import { addDays } from '@/shared/rules/dates.ts';
import type { AttendanceStatus } from '@/shared/rules/attendance.ts';
import type { School } from '../seed/school-builder.ts';
import { account, greenwood, signIn } from '../test/demo.ts';
import { addClasses, addSubjects } from '../test/class-rows.ts';
import { addHomework, type SubmissionRow } from '../test/homework-rows.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { setSchoolSettings } from '../test/school-settings.ts';

const ZONE = 'Asia/Tokyo';

describe.each(testBackends())('teacher API on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let other: School;
  let teacher: Session;
  let colleague: Session;
  let ids: Record<'ann' | 'ben' | 'cara' | 'math' | 'physics' | 'english', string>;

  const dashboard = async (session: Session) => {
    const response = await t.call(session, { url: '/api/teacher/dashboard' });
    expect(response.statusCode).toBe(200);
    return response.json<TeacherDashboard>();
  };
  const setZone = (zone: string | null) =>
    setSchoolSettings(t.inspect, school.id, { time_zone: zone });

  /**
   * A small school: the teacher teaches Mathematics (Ann, Ben) and Physics (Ben); a colleague
   * teaches English (Cara). Figures are set relative to the school's today in Tokyo.
   */
  beforeAll(async () => {
    school = await t.createSchool({ teachers: 2, parents: 2, students: 0 });
    other = await t.createSchool({ teachers: 1, parents: 1, students: 0 });
    await setZone(ZONE);
    const [me, them] = school.teachers as [School['teachers'][0], School['teachers'][0]];
    const db = t.inspect;
    const tenant_id = school.id;
    const subjectIds = await addSubjects(db, tenant_id, ['Mathematics', 'Physics', 'English']);
    const subject = (name: string) =>
      subjectIds[['Mathematics', 'Physics', 'English'].indexOf(name)]!;
    const klass = (name: string, subjectName: string, teacherId: string, room: string) => ({
      name,
      subjectId: subject(subjectName),
      teacherId,
      room,
      schedule: 'Mon, Wed',
    });
    const [math, physics, english] = (await addClasses(db, tenant_id, [
      klass('Grade 10A Mathematics', 'Mathematics', me.id, 'Room 101'),
      klass('Grade 11A Physics', 'Physics', me.id, 'Lab 2'),
      klass('Grade 9A English', 'English', them.id, 'Room 7'),
    ])) as [string, string, string];
    const students = await db
      .insertInto('students')
      .values([
        {
          tenant_id,
          full_name: 'Ann Archer',
          roll_number: 'R-1',
          grade_level: 10,
          email: 'ann@x.test',
        },
        { tenant_id, full_name: 'Ben Baker', roll_number: 'R-2', grade_level: 10 },
        { tenant_id, full_name: 'Cara Cole', roll_number: 'R-3', grade_level: 9 },
      ])
      .returning('id')
      .execute();
    const [ann, ben, cara] = students.map((row) => row.id) as [string, string, string];
    ids = { ann, ben, cara, math, physics, english };
    await db
      .insertInto('enrolments')
      .values([
        { tenant_id, class_id: math, student_id: ann },
        { tenant_id, class_id: math, student_id: ben },
        { tenant_id, class_id: physics, student_id: ben },
        { tenant_id, class_id: english, student_id: cara },
      ])
      .execute();
    const parent = school.parents[0]!;
    await db
      .insertInto('guardianships')
      .values({
        tenant_id,
        student_id: ann,
        parent_user_id: parent.id,
        slot: 1,
        relationship: 'Mother',
      })
      .execute();
    await db
      .updateTable('profiles')
      .set({ phone: '+1 555 0100' })
      .where('user_id', '=', parent.id)
      .execute();

    // Timetable: Mathematics Mon 09:00 and Wed 11:00, Physics Mon 08:00 and Fri 13:00; the
    // colleague's English on day d has d lessons (the time-zone test counts them).
    const lesson = (class_id: string, day_of_week: number, start: string, end: string) => ({
      tenant_id,
      class_id,
      day_of_week,
      start_time: start,
      end_time: end,
    });
    await db
      .insertInto('timetable_entries')
      .values([
        lesson(math, 1, '09:00', '10:00'),
        lesson(math, 3, '11:00', '12:00'),
        lesson(physics, 1, '08:00', '09:00'),
        lesson(physics, 5, '13:00', '14:00'),
        ...[1, 2, 3, 4, 5].flatMap((day) =>
          Array.from({ length: day }, (_, n) =>
            lesson(
              english,
              day,
              `${String(8 + n).padStart(2, '0')}:00`,
              `${String(8 + n).padStart(2, '0')}:45`,
            ),
          ),
        ),
      ])
      .execute();

    // Ann's attendance in the 30-day window: present, absent, late, present (75 %); one absence
    // 30 days ago lies outside it. Ben has no marks.
    const today = schoolClock(ZONE).date;
    const mark = (student_id: string, days: number, status: AttendanceStatus) => ({
      tenant_id,
      student_id,
      date: addDays(today, -days),
      status,
      class_id: math,
      minutes_late: status === 'late' ? 10 : null,
      reason: status === 'absent' ? 'Ill' : null,
    });
    await db
      .insertInto('attendance')
      .values([
        mark(ann, 0, 'present'),
        mark(ann, 1, 'absent'),
        mark(ann, 2, 'late'),
        mark(ann, 3, 'present'),
        mark(ann, 30, 'absent'),
        mark(cara, 0, 'absent'),
      ])
      .execute();

    // Work: Ann graded A and B+ (mean 3.65, shown as A-); Ben handed one in (pending review) and
    // has one pending; in the colleague's class Cara handed one in (not this teacher's review).
    const assignment = (
      classId: string,
      subjectName: string,
      title: string,
      due: number,
      submissions: SubmissionRow[],
    ) =>
      addHomework(
        db,
        {
          tenantId: tenant_id,
          classId,
          subjectId: subject(subjectName),
          title,
          dueDate: addDays(today, due),
        },
        submissions,
      );
    await assignment(math, 'Mathematics', 'Fractions', -5, [
      { studentId: ann, status: 'graded', grade: 'A', comment: 'Well done' },
      { studentId: ben, status: 'submitted' },
    ]);
    await assignment(math, 'Mathematics', 'Algebra', -1, [
      { studentId: ann, status: 'graded', grade: 'B+' },
      { studentId: ben, status: 'pending' },
    ]);
    await assignment(english, 'English', 'Essay', -2, [{ studentId: cara, status: 'submitted' }]);

    // Meetings: one upcoming this week (the week's last day, late); next week's, yesterday's, a
    // cancelled one and the colleague's do not count.
    const clock = schoolClock(ZONE);
    const weekEnd = addDays(today, 7 - clock.dayOfWeek);
    const meeting = (teacherId: string, date: string, status: 'scheduled' | 'cancelled') => ({
      tenant_id,
      teacher_id: teacherId,
      student_id: ann,
      guardian_user_id: parent.id,
      meeting_date: date,
      start_time: '23:59',
      place: 'Room 101',
      status,
    });
    await db
      .insertInto('meetings')
      .values([
        meeting(me.id, weekEnd, 'scheduled'),
        meeting(me.id, addDays(weekEnd, 1), 'scheduled'),
        meeting(me.id, addDays(today, -1), 'scheduled'),
        meeting(me.id, weekEnd, 'cancelled'),
        meeting(them.id, weekEnd, 'scheduled'),
      ])
      .execute();

    teacher = await t.signInAs(me);
    colleague = await t.signInAs(them);
  });

  it('answers the whole dashboard in one request: classes, students with rate and grade, tiles, week', async () => {
    const data = await dashboard(teacher);
    const clock = schoolClock(ZONE);
    expect(data.clock).toMatchObject({ timeZone: ZONE, date: clock.date });
    expect(data.classes).toEqual([
      {
        id: ids.math,
        name: 'Grade 10A Mathematics',
        subject: 'Mathematics',
        room: 'Room 101',
        schedule: 'Mon, Wed',
        weekSchedule: 'Mon 09:00–10:00; Wed 11:00–12:00',
        studentCount: 2,
      },
      {
        id: ids.physics,
        name: 'Grade 11A Physics',
        subject: 'Physics',
        room: 'Lab 2',
        schedule: 'Mon, Wed',
        weekSchedule: 'Mon 08:00–09:00; Fri 13:00–14:00',
        studentCount: 1,
      },
    ]);
    expect(data.students).toEqual([
      {
        id: ids.ann,
        name: 'Ann Archer',
        rollNumber: 'R-1',
        class: 'Grade 10A Mathematics',
        classIds: [ids.math],
        email: 'ann@x.test',
        phone: null,
        attendance: 75,
        grade: 'A-',
      },
      {
        id: ids.ben,
        name: 'Ben Baker',
        rollNumber: 'R-2',
        class: 'Grade 10A Mathematics, Grade 11A Physics',
        classIds: [ids.math, ids.physics],
        email: null,
        phone: null,
        attendance: null,
        grade: null,
      },
    ]);
    const perDay: Record<number, number> = { 1: 2, 3: 1, 5: 1 };
    expect(data.tiles).toEqual({
      totalStudents: 2,
      classesToday: perDay[clock.dayOfWeek] ?? 0,
      pendingReviews: 1,
      parentMeetings: 1,
    });
    expect(
      data.timetable.map((entry) => [entry.day, entry.startTime, entry.endTime, entry.className]),
    ).toEqual([
      ['Monday', '08:00', '09:00', 'Grade 11A Physics'],
      ['Monday', '09:00', '10:00', 'Grade 10A Mathematics'],
      ['Wednesday', '11:00', '12:00', 'Grade 10A Mathematics'],
      ['Friday', '13:00', '14:00', 'Grade 11A Physics'],
    ]);
    expect(data.timetable[0]).toMatchObject({
      subject: 'Physics',
      teacher: school.teachers[0]!.fullName,
      room: 'Lab 2',
    });
  });

  it("counts today's classes by the school's weekday in its own time zone", async () => {
    // A day apart at every moment: UTC+14 and UTC-11. English has d lessons on weekday d.
    try {
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        await setZone(zone);
        const data = await dashboard(colleague);
        const clock = schoolClock(zone);
        expect(data.clock).toMatchObject({ timeZone: zone, date: clock.date });
        expect(data.tiles.classesToday, zone).toBe(clock.dayOfWeek <= 5 ? clock.dayOfWeek : 0);
      }
      await setZone(null);
      const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect((await dashboard(colleague)).clock.timeZone).toBe(serverZone);
    } finally {
      await setZone(ZONE);
    }
  });

  it("shows the colleague only their own class and students, without this teacher's reviews", async () => {
    const data = await dashboard(colleague);
    expect(data.classes.map((klass) => klass.name)).toEqual(['Grade 9A English']);
    expect(data.students.map((student) => [student.name, student.attendance])).toEqual([
      ['Cara Cole', 0],
    ]);
    expect(data.tiles).toMatchObject({ totalStudents: 1, pendingReviews: 1, parentMeetings: 1 });
  });

  it('lists the students with their classes to filter by, and each class with its roster and rate', async () => {
    const list = await t.call(teacher, { url: '/api/teacher/students' });
    expect(list.statusCode).toBe(200);
    expect(list.json().classes).toEqual([
      { id: ids.math, name: 'Grade 10A Mathematics' },
      { id: ids.physics, name: 'Grade 11A Physics' },
    ]);
    expect(list.json().students.map((s: { name: string }) => s.name)).toEqual([
      'Ann Archer',
      'Ben Baker',
    ]);

    const classes = await t.call(teacher, { url: '/api/teacher/classes' });
    expect(classes.statusCode).toBe(200);
    expect(classes.json()).toMatchObject([
      {
        name: 'Grade 10A Mathematics',
        studentCount: 2,
        attendance: 75,
        students: [
          { id: ids.ann, name: 'Ann Archer', rollNumber: 'R-1', attendance: 75 },
          { id: ids.ben, name: 'Ben Baker', rollNumber: 'R-2', attendance: null },
        ],
      },
      { name: 'Grade 11A Physics', studentCount: 1, attendance: null },
    ]);
  });

  it('gives the full week of the timetable with the school clock', async () => {
    const response = await t.call(teacher, { url: '/api/teacher/timetable' });
    expect(response.statusCode).toBe(200);
    expect(response.json().clock.timeZone).toBe(ZONE);
    expect(response.json().entries).toHaveLength(4);
  });

  it("opens a student's detail: attendance history, work and grades, guardians' contacts", async () => {
    const response = await t.call(teacher, { url: `/api/teacher/students/${ids.ann}` });
    expect(response.statusCode).toBe(200);
    const detail = response.json<TeacherStudentDetail>();
    const today = schoolClock(ZONE).date;
    expect(detail).toMatchObject({
      name: 'Ann Archer',
      rollNumber: 'R-1',
      classes: ['Grade 10A Mathematics'],
      attendance: { rate: 75, present: 2, absent: 1, late: 1 },
      grade: 'A-',
      guardians: [
        {
          id: school.parents[0]!.id,
          name: school.parents[0]!.fullName,
          relationship: 'Mother',
          email: school.parents[0]!.email,
          phone: '+1 555 0100',
        },
      ],
    });
    expect(detail.attendanceHistory.map((mark) => [mark.date, mark.status])).toEqual([
      [today, 'present'],
      [addDays(today, -1), 'absent'],
      [addDays(today, -2), 'late'],
      [addDays(today, -3), 'present'],
      [addDays(today, -30), 'absent'],
    ]);
    expect(detail.attendanceHistory[1]).toMatchObject({
      reason: 'Ill',
      className: 'Grade 10A Mathematics',
    });
    expect(detail.submissions.map((work) => [work.title, work.status, work.grade])).toEqual([
      ['Algebra', 'graded', 'B+'],
      ['Fractions', 'graded', 'A'],
    ]);
  });

  it("refuses another teacher's student, another school's teacher, parents and admins", async () => {
    const notMine = await t.call(teacher, { url: `/api/teacher/students/${ids.cara}` });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.body).not.toContain('Cara');
    expect((await t.call(colleague, { url: `/api/teacher/students/${ids.ann}` })).statusCode).toBe(
      404,
    );

    const stranger = await t.signInAs(other.teachers[0]!);
    const foreign = await t.call(stranger, { url: `/api/teacher/students/${ids.ann}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Ann');
    const empty = await dashboard(stranger);
    expect(empty.classes).toEqual([]);
    expect(empty.students).toEqual([]);
    expect(empty.timetable).toEqual([]);
    expect(empty.tiles).toEqual({
      totalStudents: 0,
      classesToday: 0,
      pendingReviews: 0,
      parentMeetings: 0,
    });

    const parent = await t.signInAs(school.parents[0]!);
    const admin = await t.signInAs(school.admins[0]!);
    for (const session of [parent, admin]) {
      for (const url of [
        '/api/teacher/dashboard',
        '/api/teacher/timetable',
        '/api/teacher/classes',
        '/api/teacher/students',
        `/api/teacher/students/${ids.ann}`,
      ]) {
        expect((await t.call(session, { url })).statusCode, url).toBe(403);
      }
    }
    expect((await t.app.inject({ url: '/api/teacher/dashboard' })).statusCode).toBe(401);
    const bad = await t.call(teacher, { url: '/api/teacher/students/not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it("gives the demo teacher his four classes and their week, from the school's rows", async () => {
    const session = await signIn(t.app, greenwood, 'teacher');
    const data = await dashboard(session);
    expect(data.classes.map((klass) => `${klass.name} ${klass.subject}`).sort()).toEqual([
      'Grade 10A Mathematics',
      'Grade 10B Mathematics',
      'Grade 11A Physics',
      'Grade 11B Physics',
    ]);
    const enrolled = await t.inspect
      .selectFrom('enrolments as e')
      .innerJoin('classes as c', (join) =>
        join.onRef('c.tenant_id', '=', 'e.tenant_id').onRef('c.id', '=', 'e.class_id'),
      )
      .select((eb) => eb.fn.count<number>('e.student_id').distinct().as('n'))
      .where('c.teacher_id', '=', account(greenwood, 'teacher').id)
      .executeTakeFirstOrThrow();
    expect(data.tiles.totalStudents).toBe(Number(enrolled.n));
    expect(data.students.length).toBe(Number(enrolled.n));
    expect(data.timetable.length).toBeGreaterThan(0);
    expect(new Set(data.timetable.map((entry) => entry.teacher))).toEqual(new Set(['Thomas Reed']));
  });
});
