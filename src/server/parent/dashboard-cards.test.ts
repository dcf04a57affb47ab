import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { ChildOverview, ParentDashboard } from '@/shared/schemas/parent.ts';
import type { School } from '../seed/school-builder.ts';
import { demoDay } from '../test/demo.ts';
import { addFeeRecords, addPayments } from '../test/fee-rows.ts';
import { addHomework } from '../test/homework-rows.ts';
import { addSubjects, addTaughtClasses } from '../test/class-rows.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { miaAndNedSchool } from '../test/mia-and-ned-school.ts';

// The cards' figures at their edges (spec 9): the last 6 days, the first 5 pieces of work, the
// first 6 fee records, their order and ties, the 30-day window, the rate's rounding, part payments
// and totals in cents. Two families: Mia has Xena and Yuri, Ned has Zoe, all in one school.

describe.each(testBackends())('parent dashboard cards on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let mia: Session;
  let ned: Session;
  const ids = {} as Record<'xena' | 'yuri' | 'zoe', string>;

  const dashboard = (session: Session, studentId: string) =>
    t.okJson<ParentDashboard>(session, `/api/parent/dashboard?studentId=${studentId}`);

  beforeAll(async () => {
    let children: typeof ids;
    ({ school, mia, ned, children } = await miaAndNedSchool(t, { surname: 'Cards', prefix: 'C' }));
    Object.assign(ids, children);
    const db = t.inspect;
    const tenant_id = school.id;
    const [science] = (await addSubjects(db, tenant_id, ['Science'])) as [string];
    const [grade5, grade6] = (await addTaughtClasses(db, tenant_id, school.teachers[0]!.id, [
      { name: 'Grade 5A Science', subjectId: science, room: 'S1', studentIds: [ids.xena, ids.zoe] },
      {
        name: 'Grade 6A Science',
        subjectId: science,
        room: 'S2',
        schedule: 'Tue 9:00',
        studentIds: [ids.yuri],
      },
    ])) as [string, string];

    // Xena's days: a future one (never shown), 8 in the 30-day window (the oldest on its first
    // day), two before it. Yuri was there today, Zoe was not.
    const xenaDays = [
      [1, 'present'],
      [0, 'late'],
      [-1, 'absent'],
      [-2, 'present'],
      [-3, 'present'],
      [-4, 'late'],
      [-5, 'present'],
      [-6, 'absent'],
      [-29, 'absent'],
      [-30, 'present'],
      [-45, 'absent'],
    ] as const;
    await db
      .insertInto('attendance')
      .values([
        ...xenaDays.map(([offset, status]) => ({
          tenant_id,
          student_id: ids.xena,
          date: demoDay(offset),
          status,
          minutes_late: status === 'late' ? 5 : null,
          class_id: grade5,
        })),
        { tenant_id, student_id: ids.yuri, date: demoDay(0), status: 'present', class_id: grade6 },
        { tenant_id, student_id: ids.zoe, date: demoDay(0), status: 'absent', class_id: grade5 },
      ])
      .execute();

    // Work: [title, due, Xena's submission, grade]; 'Draft' is never published.
    const work = [
      ['Zeta', -40, 'pending', null],
      ['Alpha', -40, 'graded', 'B'],
      ['Map', -29, 'graded', 'A'],
      ['Bee', -3, 'submitted', null],
      ['Ant', -3, 'graded', 'A-'],
      ['Cat', 2, 'pending', null],
      ['Dog', 5, 'pending', null],
      ['Draft', 1, 'pending', null],
    ] as const;
    for (const [title, due, status, grade] of work) {
      await addHomework(
        db,
        {
          tenantId: tenant_id,
          classId: grade5,
          subjectId: science,
          title,
          dueDate: demoDay(due),
          draft: title === 'Draft',
        },
        [
          { studentId: ids.xena, status, grade },
          // Zoe's work in the same class: graded F, pending never (it must not reach Xena's card).
          { studentId: ids.zoe, status: 'graded', grade: 'F' },
        ],
      );
    }
    await addHomework(
      db,
      {
        tenantId: tenant_id,
        classId: grade6,
        subjectId: science,
        title: 'Yuri essay',
        dueDate: demoDay(3),
      },
      [{ studentId: ids.yuri }],
    );

    // Xena's fees: [type, cents, due, paid on, paid so far].
    const fees = [
      ['Tuition', 100_000, -70, -70, 100_000],
      ['Books', 4_550, -45, null, 0],
      ['Tuition', 100_000, -15, null, 12_345],
      ['Lab', 2_500, -15, -16, 2_500],
      ['Trip', 1_999, 0, null, 0],
      ['Tuition', 100_000, 15, null, 0],
      ['Uniform', 3_000, 20, null, 0],
      ['Tuition', 100_000, 45, null, 0],
    ] as const;
    const records = await addFeeRecords(db, tenant_id, [
      ...fees.map(([feeType, amountCents, due, paid]) => ({
        studentId: ids.xena,
        feeType,
        amountCents,
        dueDate: demoDay(due),
        paidOn: paid === null ? null : demoDay(paid),
      })),
      { studentId: ids.yuri, feeType: 'Tuition', amountCents: 50_000, dueDate: demoDay(-1) },
    ]);
    await addPayments(
      db,
      tenant_id,
      fees.flatMap(([, , , paid, paidCents], index) =>
        paidCents > 0
          ? [{ feeRecordId: records[index]!, amountCents: paidCents, paidOn: demoDay(paid ?? -10) }]
          : [],
      ),
    );
  });

  it('attendance: the last 6 marked days up to today, newest first; totals and rate over the 30 days', async () => {
    const { attendance } = await dashboard(mia, ids.xena);
    expect(attendance.recent).toEqual([
      { date: demoDay(0), status: 'late' },
      { date: demoDay(-1), status: 'absent' },
      { date: demoDay(-2), status: 'present' },
      { date: demoDay(-3), status: 'present' },
      { date: demoDay(-4), status: 'late' },
      { date: demoDay(-5), status: 'present' },
    ]);
    // Days 0 to -29: 3 present, 3 absent, 2 late; late counts as there: 5 / 8 = 62.5 → 63.
    expect(attendance).toMatchObject({ present: 3, absent: 3, late: 2, ratePercent: 63 });
  });

  it('homework: pending work first, then work due from today, then recently handed in; the 5 picked by due date then title', async () => {
    const { homework } = await dashboard(mia, ids.xena);
    // Every pending piece (Zeta long overdue, Cat and Dog coming), then the latest of the window:
    // Ant and Bee (day -3) before Map (day -29), which does not fit.
    expect(homework.items.map((item) => [item.title, item.status, item.grade])).toEqual([
      ['Zeta', 'pending', null],
      ['Ant', 'graded', 'A-'],
      ['Bee', 'submitted', null],
      ['Cat', 'pending', null],
      ['Dog', 'pending', null],
    ]);
    expect(homework.items.map((item) => item.dueDate)).toEqual([
      demoDay(-40),
      demoDay(-3),
      demoDay(-3),
      demoDay(2),
      demoDay(5),
    ]);
    // Zeta, Cat and Dog; the draft never.
    expect(homework.pendingCount).toBe(3);
    // Every graded piece, shown or not: B, A, A- → 3.57 points → A-.
    expect(homework.overallGrade).toBe('A-');
  });

  it('fees: unpaid records of any date and records due in the window, the first 6 by due date then type; due is what is left to pay up to today', async () => {
    const { fees } = await dashboard(mia, ids.xena);
    expect(
      fees.records.map((fee) => [fee.type, fee.dueDate, fee.status, fee.outstandingCents]),
    ).toEqual([
      ['Books', demoDay(-45), 'overdue', 4_550],
      ['Lab', demoDay(-15), 'paid', 0],
      ['Tuition', demoDay(-15), 'overdue', 87_655],
      ['Trip', demoDay(0), 'pending', 1_999],
      ['Tuition', demoDay(15), 'pending', 100_000],
      ['Uniform', demoDay(20), 'pending', 3_000],
    ]);
    expect(fees.records[1]).toMatchObject({
      paidDate: demoDay(-16),
      receiptUrl: expect.any(String),
    });
    // $45.50 + ($1,000.00 - $123.45) + $19.99, due today or before; nothing due later.
    expect(fees.dueCents).toBe(94_204);
  });

  it("each child's cards hold that child's rows only, and My Children agrees with the tiles", async () => {
    const yuri = await dashboard(mia, ids.yuri);
    expect(yuri.attendance).toMatchObject({ present: 1, absent: 0, late: 0, ratePercent: 100 });
    expect(yuri.homework).toMatchObject({ pendingCount: 1, overallGrade: null });
    expect(yuri.homework.items.map((item) => item.title)).toEqual(['Yuri essay']);
    expect(yuri.fees.dueCents).toBe(50_000);

    const zoe = await dashboard(ned, ids.zoe);
    expect(zoe.children.map((child) => child.name)).toEqual(['Zoe Other']);
    expect(zoe.attendance).toMatchObject({ present: 0, absent: 1, ratePercent: 0 });
    expect(zoe.homework).toMatchObject({ pendingCount: 0, overallGrade: 'F' });
    expect(zoe.homework.items.map((item) => item.title)).toEqual([
      'Map',
      'Ant',
      'Bee',
      'Cat',
      'Dog',
    ]);
    expect(zoe.fees).toEqual({ dueCents: 0, records: [] });

    const children = await t.call(mia, { url: '/api/parent/children' });
    expect(
      children
        .json<ChildOverview[]>()
        .map((child) => [
          child.name,
          child.attendanceRatePercent,
          child.pendingCount,
          child.dueCents,
        ]),
    ).toEqual([
      ['Xena Cards', 63, 3, 94_204],
      ['Yuri Cards', 100, 1, 50_000],
    ]);
  });

  // Last: it adds a row. Xena keeps her graded work of a class she is not in (enrolments changed);
  // her brother is still in it, so the policy shows it to their parent and the card lists it.
  it('homework: work due in the window from a class the child left that a sibling is still in', async () => {
    const db = t.inspect;
    const { id: classId, subject_id } = await db
      .selectFrom('classes')
      .select(['id', 'subject_id'])
      .where('tenant_id', '=', school.id)
      .where('name', '=', 'Grade 6A Science')
      .executeTakeFirstOrThrow();
    await addHomework(
      db,
      { tenantId: school.id, classId, subjectId: subject_id, title: 'Moved', dueDate: demoDay(-1) },
      [{ studentId: ids.xena, status: 'graded', grade: 'A' }],
    );
    const { homework } = await dashboard(mia, ids.xena);
    // Moved (day -1) is the latest handed-in piece: it takes Bee's place.
    expect(homework.items.map((item) => item.title)).toEqual([
      'Zeta',
      'Ant',
      'Moved',
      'Cat',
      'Dog',
    ]);
    expect(homework.pendingCount).toBe(3);
  });
});
