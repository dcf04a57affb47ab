import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { ParentReports } from '@/shared/schemas/parent.ts';
import { schoolMonthsSoFar, termsOf } from '@/shared/rules/terms.ts';
import { addDays } from '@/shared/rules/dates.ts';
import { demoToday, greenwood, signIn } from '../test/demo.ts';
import { addHomework } from '../test/homework-rows.ts';
import { addSubjects, addTaughtClasses } from '../test/class-rows.ts';
import { addChildren } from '../test/family-rows.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

const today = demoToday();
const [autumn, spring, summer] = termsOf(today) as [
  ReturnType<typeof termsOf>[number],
  ReturnType<typeof termsOf>[number],
  ReturnType<typeof termsOf>[number],
];
describe.each(testBackends())('parent reports API on %s', (kind) => {
  const t = useTestApp(kind);
  let mom: Session;
  let dad: Session;
  let teacher: Session;
  let childless: Session;
  const ids = {} as Record<'ada' | 'ben' | 'cy', string>;

  const reports = async (session: Session) => t.call(session, { url: '/api/parent/reports' });

  beforeAll(async () => {
    const school = await t.createSchool({ admins: 1, teachers: 1, parents: 3, students: 0 });
    const db = t.inspect;
    const tenant_id = school.id;
    const [momUser, dadUser] = school.parents;
    [ids.ada, ids.ben, ids.cy] = (await addChildren(db, tenant_id, [
      { name: 'Ada Family', rollNumber: 'R-1', gradeLevel: 10, parentId: momUser!.id },
      { name: 'Ben Family', rollNumber: 'R-2', gradeLevel: 7, section: 'B', parentId: momUser!.id },
      { name: 'Cy Other', rollNumber: 'R-3', gradeLevel: 10, parentId: dadUser!.id },
    ])) as [string, string, string];
    const [math, english] = (await addSubjects(db, tenant_id, ['Mathematics', 'English'])) as [
      string,
      string,
    ];
    const [mathClass, englishClass] = (await addTaughtClasses(
      db,
      tenant_id,
      school.teachers[0]!.id,
      [
        { name: 'Math', subjectId: math, room: 'M1', studentIds: [ids.ada, ids.cy] },
        {
          name: 'English',
          subjectId: english,
          room: 'E1',
          schedule: 'Tue 9:00',
          studentIds: [ids.ada],
        },
      ],
    )) as [string, string];
    // Ada: in Autumn one present, one absent, one late (67%); in Spring one present (100%); and an
    // absence before the school year, which no term counts. Cy (another family) is absent.
    await db
      .insertInto('attendance')
      .values([
        { tenant_id, student_id: ids.ada, date: addDays(autumn.start, 1), status: 'present' },
        { tenant_id, student_id: ids.ada, date: addDays(autumn.start, 2), status: 'absent' },
        { tenant_id, student_id: ids.ada, date: addDays(autumn.start, 3), status: 'late' },
        { tenant_id, student_id: ids.ada, date: addDays(spring.start, 4), status: 'present' },
        { tenant_id, student_id: ids.ada, date: addDays(autumn.start, -10), status: 'absent' },
        { tenant_id, student_id: ids.cy, date: addDays(autumn.start, 1), status: 'absent' },
      ])
      .execute();
    // Ada's graded work: Autumn Mathematics A and B (A-), English C (overall B); Spring English A;
    // a pending piece and one from the year before count nowhere. Cy has an F.
    const work = [
      { due: addDays(autumn.start, 5), english: false, grades: { ada: 'A', cy: 'F' } },
      { due: addDays(autumn.start, 6), english: false, grades: { ada: 'B' } },
      { due: addDays(autumn.start, 7), english: true, grades: { ada: 'C' } },
      { due: addDays(spring.start, 7), english: true, grades: { ada: 'A' } },
      { due: addDays(spring.start, 8), english: true, grades: { ada: null } },
      { due: addDays(autumn.start, -20), english: false, grades: { ada: 'F' } },
    ] as const;
    for (const [index, item] of work.entries()) {
      await addHomework(
        db,
        {
          tenantId: tenant_id,
          classId: item.english ? englishClass : mathClass,
          subjectId: item.english ? english : math,
          title: `Work ${index}`,
          dueDate: item.due,
        },
        Object.entries(item.grades).map(([child, grade]) => ({
          studentId: ids[child as 'ada' | 'cy'],
          status: grade ? 'graded' : 'pending',
          grade,
        })),
      );
    }
    mom = await t.signInAs(school.parents[0]!);
    dad = await t.signInAs(school.parents[1]!);
    teacher = await t.signInAs(school.teachers[0]!);
    childless = await t.signInAs(school.parents[2]!);
  });

  it('gives each child attendance and grades per term of the school year', async () => {
    const response = await reports(mom);
    expect(response.statusCode).toBe(200);
    const body = response.json<ParentReports>();
    expect(body.today).toBe(today);
    expect(body.schoolYear).toEqual({ start: autumn.start, end: summer.end });
    expect(body.children.map((child) => child.name)).toEqual(['Ada Family', 'Ben Family']);
    const [ada, ben] = body.children;
    expect(ada!.terms).toEqual([
      {
        ...autumn,
        attendance: { present: 1, absent: 1, late: 1, ratePercent: 67 },
        gradedCount: 3,
        overallGrade: 'B',
        subjects: [
          { subject: 'English', gradedCount: 1, overallGrade: 'C' },
          { subject: 'Mathematics', gradedCount: 2, overallGrade: 'A-' },
        ],
      },
      {
        ...spring,
        attendance: { present: 1, absent: 0, late: 0, ratePercent: 100 },
        gradedCount: 1,
        overallGrade: 'A',
        subjects: [{ subject: 'English', gradedCount: 1, overallGrade: 'A' }],
      },
      {
        ...summer,
        attendance: { present: 0, absent: 0, late: 0, ratePercent: null },
        gradedCount: 0,
        overallGrade: null,
        subjects: [],
      },
    ]);
    // The chart's series: every month from September up to this month, unmarked months null.
    const months = schoolMonthsSoFar(today);
    expect(ada!.months.map((month) => month.month)).toEqual(months);
    expect(ada!.months[0]).toEqual({
      month: autumn.start.slice(0, 7),
      present: 1,
      absent: 1,
      late: 1,
      ratePercent: 67,
    });
    expect(ben!.terms.every((term) => term.gradedCount === 0 && term.overallGrade === null)).toBe(
      true,
    );
    expect(ben!.months.every((month) => month.ratePercent === null)).toBe(true);
  });

  it("shows another family's and another school's children to nobody else", async () => {
    const other = (await reports(dad)).json<ParentReports>();
    expect(other.children.map((child) => child.id)).toEqual([ids.cy]);
    expect(other.children[0]!.terms[0]).toMatchObject({
      attendance: { absent: 1, ratePercent: 0 },
      overallGrade: 'F',
    });
    const greenwoodParent = await signIn(t.app, greenwood, 'parent');
    const demo = (await reports(greenwoodParent)).json<ParentReports>();
    expect(demo.children.map((child) => child.name)).toEqual(['Sam Shah', 'Tara Shah']);
    expect(demo.children.map((child) => child.id)).not.toContain(ids.ada);
  });

  it('answers a parent without children with the school year and no child', async () => {
    const body = (await reports(childless)).json<ParentReports>();
    expect(body).toEqual({
      today,
      schoolYear: { start: autumn.start, end: summer.end },
      children: [],
    });
  });

  it('refuses other roles and anonymous callers', async () => {
    expect((await reports(teacher)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/parent/reports' })).statusCode).toBe(401);
  });
});
