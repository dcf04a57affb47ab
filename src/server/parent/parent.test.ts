import { beforeAll, describe, expect, it } from 'vitest';
import { SAM_RECORD_ID } from '../seed/schools/greenwood-year.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import type { ParentDashboard } from '@/shared/schemas/parent.ts';
import type { School } from '../seed/school-builder.ts';
import { auditEntries } from '../test/audit-rows.ts';
import { demoDay, demoToday, greenwood, signIn } from '../test/demo.ts';
import { addHomework } from '../test/homework-rows.ts';
import { addClasses, addSubjects, enrol } from '../test/class-rows.ts';
import { addChildren } from '../test/family-rows.ts';
import { addFeeRecords, addPayments } from '../test/fee-rows.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { setSchoolSettings } from '../test/school-settings.ts';

const today = demoToday();

describe.each(testBackends())('parent API on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let parent: Session;
  let otherParent: Session;
  let teacher: Session;
  const ids = {} as Record<'ada' | 'ben' | 'cy' | 'math' | 'english' | 'labPayment', string>;
  const pendingWork: string[] = [];

  const dashboard = async (session: Session, studentId?: string) =>
    t.call(session, {
      url: `/api/parent/dashboard${studentId ? `?studentId=${studentId}` : ''}`,
    });

  beforeAll(async () => {
    school = await t.createSchool({ admins: 1, teachers: 2, parents: 2, students: 0 });
    const db = t.inspect;
    const tenant_id = school.id;
    const [mom, dad] = school.parents;
    const [mathTeacher, englishTeacher] = school.teachers;
    await setSchoolSettings(db, tenant_id, {
      office_email: 'office@family.test',
      office_phone: '555-0100',
      payment_instructions: 'Pay by bank transfer to account 12345.',
    });
    await db
      .updateTable('profiles')
      .set({ phone: '555-0199', availability: 'Mon-Fri 3-4 PM' })
      .where('tenant_id', '=', tenant_id)
      .where('user_id', '=', mathTeacher!.id)
      .execute();
    [ids.ada, ids.ben, ids.cy] = (await addChildren(db, tenant_id, [
      { name: 'Ada Family', rollNumber: 'P-1', gradeLevel: 10, parentId: mom!.id },
      { name: 'Ben Family', rollNumber: 'P-2', gradeLevel: 7, section: 'B', parentId: mom!.id },
      { name: 'Cy Other', rollNumber: 'P-3', gradeLevel: 10, parentId: dad!.id },
    ])) as [string, string, string];
    const subjects = await addSubjects(db, tenant_id, ['Mathematics', 'English']);
    [ids.math, ids.english] = (await addClasses(db, tenant_id, [
      {
        name: 'Grade 10A Mathematics',
        subjectId: subjects[0]!,
        teacherId: mathTeacher!.id,
        room: 'M1',
      },
      {
        name: 'Grade 10A English',
        subjectId: subjects[1]!,
        teacherId: englishTeacher!.id,
        room: 'E2',
        schedule: 'Tue 10:00',
      },
    ])) as [string, string];
    await enrol(db, tenant_id, [
      { classId: ids.math, studentId: ids.ada },
      { classId: ids.english, studentId: ids.ada },
      { classId: ids.math, studentId: ids.cy },
    ]);
    await db
      .insertInto('timetable_entries')
      .values([
        {
          tenant_id,
          class_id: ids.english,
          day_of_week: 2,
          start_time: '10:00',
          end_time: '11:00',
        },
        {
          tenant_id,
          class_id: ids.math,
          day_of_week: 1,
          start_time: '09:00',
          end_time: '10:00',
          room: 'Lab 3',
        },
      ])
      .execute();
    // Ada: 13 present and 2 absent in the window (87%), and an absence long before it.
    await db
      .insertInto('attendance')
      .values([
        ...Array.from({ length: 15 }, (_, index) => ({
          tenant_id,
          student_id: ids.ada,
          date: demoDay(-index),
          status: index === 1 || index === 8 ? ('absent' as const) : ('present' as const),
          class_id: ids.math,
        })),
        {
          tenant_id,
          student_id: ids.ada,
          date: demoDay(-40),
          status: 'absent',
          class_id: ids.math,
        },
        { tenant_id, student_id: ids.cy, date: demoDay(0), status: 'late', class_id: ids.math },
      ])
      .execute();
    // Ada's work: four graded A- (one long ago), three pending, one draft; Cy has pending work.
    const work = [
      { title: 'Old essay', due: -60, status: 'graded' },
      { title: 'Fractions', due: -7, status: 'graded' },
      { title: 'Poems', due: -6, status: 'graded' },
      { title: 'Decimals', due: -5, status: 'graded' },
      { title: 'Algebra', due: 1, status: 'pending' },
      { title: 'Book report', due: 2, status: 'pending' },
      { title: 'Geometry', due: 3, status: 'pending' },
    ] as const;
    for (const [index, item] of work.entries()) {
      const english = index % 2 === 1;
      const assignmentId = await addHomework(
        db,
        {
          tenantId: tenant_id,
          classId: english ? ids.english : ids.math,
          subjectId: subjects[english ? 1 : 0]!,
          title: item.title,
          description: item.title === 'Algebra' ? 'Exercises 1 to 10' : null,
          dueDate: demoDay(item.due),
        },
        [
          {
            studentId: ids.ada,
            status: item.status,
            grade: item.status === 'graded' ? 'A-' : null,
          },
          ...(english ? [] : [{ studentId: ids.cy }]),
        ],
      );
      if (item.title === 'Algebra') {
        await db
          .insertInto('assignment_files')
          .values({
            tenant_id,
            assignment_id: assignmentId,
            file_name: 'algebra.txt',
            content_type: 'text/plain',
            size_bytes: 5,
            content: Buffer.from('x + 1'),
          })
          .execute();
      }
      if (item.status === 'pending') pendingWork.push(assignmentId);
    }
    await addHomework(
      db,
      {
        tenantId: tenant_id,
        classId: ids.math,
        subjectId: subjects[0]!,
        title: 'Draft quiz',
        dueDate: demoDay(4),
        draft: true,
      },
      [],
    );
    // Ada's fees: $1,200 overdue, a paid lab fee with its receipt, a future tuition, an old paid one.
    const records = await addFeeRecords(db, tenant_id, [
      { studentId: ids.ada, feeType: 'Tuition', amountCents: 120_000, dueDate: demoDay(-10) },
      {
        studentId: ids.ada,
        feeType: 'Lab fee',
        amountCents: 15_000,
        dueDate: demoDay(-5),
        paidOn: demoDay(-6),
      },
      { studentId: ids.ada, feeType: 'Tuition', amountCents: 120_000, dueDate: demoDay(20) },
      {
        studentId: ids.ada,
        feeType: 'Sports',
        amountCents: 8_000,
        dueDate: demoDay(-60),
        paidOn: demoDay(-60),
      },
      { studentId: ids.cy, feeType: 'Tuition', amountCents: 99_900, dueDate: demoDay(-10) },
    ]);
    [ids.labPayment] = (await addPayments(db, tenant_id, [
      { feeRecordId: records[1]!, amountCents: 15_000, paidOn: demoDay(-6) },
    ])) as [string];

    parent = await t.signInAs(mom!);
    otherParent = await t.signInAs(dad!);
    teacher = await t.signInAs(mathTeacher!);
  });

  it("shows a child's attendance, homework, fees, timetable, contacts and tiles in one answer", async () => {
    const response = await dashboard(parent, ids.ada);
    expect(response.statusCode).toBe(200);
    const body = response.json<ParentDashboard>();
    expect(body.today).toBe(today);
    expect(body.child).toMatchObject({ id: ids.ada, name: 'Ada Family', className: 'Grade 10A' });
    expect(body.children.map((child) => child.name)).toEqual(['Ada Family', 'Ben Family']);
    // Attendance: 13 present + 2 absent in the 30-day window → 87%; the last 6 days, newest first.
    expect(body.attendance).toMatchObject({ ratePercent: 87, present: 13, absent: 2, late: 0 });
    expect(body.attendance.recent).toEqual([
      { date: demoDay(0), status: 'present' },
      { date: demoDay(-1), status: 'absent' },
      { date: demoDay(-2), status: 'present' },
      { date: demoDay(-3), status: 'present' },
      { date: demoDay(-4), status: 'present' },
      { date: demoDay(-5), status: 'present' },
    ]);
    // Homework: A-, A-, A-, A- → A-; 3 pending; the 5 shown are every pending piece and the two
    // graded most recently, by due date; drafts never.
    expect(body.homework.overallGrade).toBe('A-');
    expect(body.homework.pendingCount).toBe(3);
    expect(body.homework.items.map((item) => item.title)).toEqual([
      'Poems',
      'Decimals',
      'Algebra',
      'Book report',
      'Geometry',
    ]);
    expect(body.homework.items[0]).toMatchObject({
      subject: 'Mathematics',
      status: 'graded',
      grade: 'A-',
      dueDate: demoDay(-6),
      attachmentUrl: null,
      studentId: ids.ada,
    });
    expect(body.homework.items[2]).toMatchObject({
      status: 'pending',
      grade: null,
      description: 'Exercises 1 to 10',
      attachmentUrl: `/api/assignments/${pendingWork[0]}/attachment`,
    });
    // Fees: $1,200 due (unpaid and due up to today); the current records by due date.
    expect(body.fees.dueCents).toBe(120_000);
    expect(body.fees.records).toEqual([
      expect.objectContaining({
        type: 'Tuition',
        status: 'overdue',
        amountCents: 120_000,
        outstandingCents: 120_000,
        dueDate: demoDay(-10),
        paidDate: null,
        receiptUrl: null,
      }),
      expect.objectContaining({
        type: 'Lab fee',
        status: 'paid',
        paidDate: demoDay(-6),
        outstandingCents: 0,
        receiptUrl: `/parent/receipts/${ids.labPayment}`,
      }),
      expect.objectContaining({ type: 'Tuition', status: 'pending', dueDate: demoDay(20) }),
    ]);
    expect(body.timetable).toEqual([
      expect.objectContaining({
        day: 'Monday',
        subject: 'Mathematics',
        teacher: school.teachers[0]!.fullName,
        room: 'Lab 3',
        startTime: '09:00',
        endTime: '10:00',
      }),
      expect.objectContaining({ day: 'Tuesday', subject: 'English', room: 'E2' }),
    ]);
    const teacherContact = body.contacts.find((c) => c.id === school.teachers[0]!.id);
    expect(teacherContact).toEqual({
      id: school.teachers[0]!.id,
      name: school.teachers[0]!.fullName,
      role: 'teacher',
      subject: 'Mathematics',
      email: school.teachers[0]!.email,
      phone: '555-0199',
      availability: 'Mon-Fri 3-4 PM',
    });
    expect(body.contacts.filter((c) => c.role === 'teacher')).toHaveLength(2);
    expect(body.contacts.find((c) => c.role === 'admin')).toMatchObject({
      name: school.admins[0]!.fullName,
      email: school.admins[0]!.email,
    });
    expect(body.school).toEqual({
      name: school.name,
      officeEmail: 'office@family.test',
      officePhone: '555-0100',
      paymentInstructions: 'Pay by bank transfer to account 12345.',
    });
  });

  it('picks the first child when none is named, and shows a child with no rows as empty', async () => {
    const first = (await dashboard(parent)).json<ParentDashboard>();
    expect(first.child?.id).toBe(ids.ada);
    const ben = (await dashboard(parent, ids.ben)).json<ParentDashboard>();
    expect(ben.child).toMatchObject({ name: 'Ben Family', className: 'Grade 7B' });
    expect(ben.attendance).toEqual({
      ratePercent: null,
      present: 0,
      absent: 0,
      late: 0,
      recent: [],
    });
    expect(ben.homework).toEqual({ pendingCount: 0, overallGrade: null, items: [] });
    expect(ben.fees).toEqual({ dueCents: 0, records: [] });
    expect(ben.timetable).toEqual([]);
    expect(ben.contacts.every((contact) => contact.role === 'admin')).toBe(true);
  });

  it("answers 404 for another family's child, another school's child and an unknown id", async () => {
    for (const studentId of [ids.cy, SAM_RECORD_ID, '00000000-0000-4000-8000-000000000000']) {
      const response = await dashboard(parent, studentId);
      expect(response.statusCode, studentId).toBe(404);
      expect(response.body).not.toContain('Cy Other');
      expect(response.body).not.toContain('Sam Shah');
    }
    const greenwoodParent = await signIn(t.app, greenwood, 'parent');
    expect((await dashboard(greenwoodParent, ids.ada)).statusCode).toBe(404);
    const other = (await dashboard(otherParent)).json<ParentDashboard>();
    expect(other.children.map((child) => child.name)).toEqual(['Cy Other']);
    expect(other.attendance).toMatchObject({ late: 1, ratePercent: 100 });
    expect(other.fees.dueCents).toBe(99_900);
  });

  it('refuses other roles and names a bad id', async () => {
    expect((await dashboard(teacher, ids.ada)).statusCode).toBe(403);
    expect((await t.call(teacher, { url: '/api/parent/children' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/parent/dashboard' })).statusCode).toBe(401);
    const bad = await dashboard(parent, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('studentId');
  });

  it('lists the children with class, teachers, attendance, pending work and balance', async () => {
    const response = await t.call(parent, { url: '/api/parent/children' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: ids.ada,
        name: 'Ada Family',
        rollNumber: 'P-1',
        className: 'Grade 10A',
        gradeLevel: 10,
        teachers: expect.arrayContaining([
          { name: school.teachers[0]!.fullName, subject: 'Mathematics' },
          { name: school.teachers[1]!.fullName, subject: 'English' },
        ]),
        attendanceRatePercent: 87,
        pendingCount: 3,
        dueCents: 120_000,
      },
      {
        id: ids.ben,
        name: 'Ben Family',
        rollNumber: 'P-2',
        className: 'Grade 7B',
        gradeLevel: 7,
        teachers: [],
        attendanceRatePercent: null,
        pendingCount: 0,
        dueCents: 0,
      },
    ]);
  });

  it("gives each child's week on the schedule", async () => {
    const response = await t.call(parent, { url: '/api/parent/schedule' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.children.map((child: { name: string }) => child.name)).toEqual([
      'Ada Family',
      'Ben Family',
    ]);
    expect(body.children[0].timetable.map((entry: { day: string }) => entry.day)).toEqual([
      'Monday',
      'Tuesday',
    ]);
    expect(body.children[1].timetable).toEqual([]);
  });

  it("shows the receipt of their own child's payment only", async () => {
    const own = await t.call(parent, { url: `/api/parent/payments/${ids.labPayment}/receipt` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ studentName: 'Ada Family', amountCents: 15_000 });
    const other = await t.call(otherParent, {
      url: `/api/parent/payments/${ids.labPayment}/receipt`,
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Ada Family');
  });

  it("marks a child's pending work as done once, audited; not another family's", async () => {
    const url = `/api/parent/submissions/${pendingWork[2]}/${ids.ada}/done`;
    expect((await t.call(otherParent, { method: 'POST', url })).statusCode).toBe(404);
    const done = await t.call(parent, { method: 'POST', url });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'submitted' });
    const again = await t.call(parent, { method: 'POST', url });
    expect(again.statusCode).toBe(409);
    const row = await t.inspect
      .selectFrom('submissions')
      .select(['status', 'submitted_at'])
      .where('assignment_id', '=', pendingWork[2]!)
      .where('student_id', '=', ids.ada)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('submitted');
    expect(row.submitted_at).not.toBeNull();
    const audit = await auditEntries(t.inspect, ['action', 'actor_user_id'], {
      tenantId: school.id,
      subject: pendingWork[2]!,
    });
    expect(audit).toEqual([
      { action: 'submissions.handed_in', actor_user_id: school.parents[0]!.id },
    ]);
    const cyWork = `/api/parent/submissions/${pendingWork[0]}/${ids.cy}/done`;
    expect((await t.call(parent, { method: 'POST', url: cyWork })).statusCode).toBe(404);
    const after = (await dashboard(parent, ids.ada)).json<ParentDashboard>();
    expect(after.homework.pendingCount).toBe(2);
  });
});
