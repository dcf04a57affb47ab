import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { ParentHomework } from '@/shared/schemas/parent.ts';
import type { School } from '../seed/school-builder.ts';
import { demoDay, demoToday } from '../test/demo.ts';
import { addHomework } from '../test/homework-rows.ts';
import { addClasses, addSubjects, enrol } from '../test/class-rows.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { miaAndNedSchool } from '../test/mia-and-ned-school.ts';

// The parent's Homework screen: every published piece of their own children, the work to hand in
// first, filters by child, status and subject, and the teacher's grade and comment. Mia has Xena
// (Science and Art) and Yuri (Science); Ned has Zoe, in Xena's Science class.

const today = demoToday();

describe.each(testBackends())('parent homework on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let mia: Session;
  let ned: Session;
  let teacher: Session;
  const ids = {} as Record<'xena' | 'yuri' | 'zoe' | 'science' | 'art' | 'essay', string>;

  const homework = (session: Session, query = '') =>
    t.okJson<ParentHomework>(session, `/api/parent/homework${query}`);
  const titles = (answer: ParentHomework) =>
    answer.items.map((item) => `${item.studentName}: ${item.title}`);

  beforeAll(async () => {
    let children: Pick<typeof ids, 'xena' | 'yuri' | 'zoe'>;
    ({ school, mia, ned, children } = await miaAndNedSchool(t, { surname: 'Work', prefix: 'H' }));
    Object.assign(ids, children);
    const db = t.inspect;
    const tenant_id = school.id;
    [ids.science, ids.art] = (await addSubjects(db, tenant_id, ['Science', 'Art'])) as [
      string,
      string,
    ];
    const classOf = (name: string, subjectId: string) => ({
      name,
      subjectId,
      teacherId: school.teachers[0]!.id,
      room: 'R1',
    });
    const [grade5Science, grade5Art, grade6Science] = (await addClasses(db, tenant_id, [
      classOf('Grade 5A Science', ids.science),
      classOf('Grade 5A Art', ids.art),
      classOf('Grade 6A Science', ids.science),
    ])) as [string, string, string];
    await enrol(db, tenant_id, [
      { classId: grade5Science, studentId: ids.xena },
      { classId: grade5Art, studentId: ids.xena },
      { classId: grade5Science, studentId: ids.zoe },
      { classId: grade6Science, studentId: ids.yuri },
    ]);

    const work = (classId: string, subjectId: string, title: string, due: number) => ({
      tenantId: tenant_id,
      classId,
      subjectId,
      title,
      dueDate: demoDay(due),
    });
    // Xena: graded long ago and last week, handed in, pending overdue and coming; a draft.
    await addHomework(db, work(grade5Science, ids.science, 'Old lab', -60), [
      { studentId: ids.xena, status: 'graded', grade: 'B' },
      { studentId: ids.zoe, status: 'graded', grade: 'F', comment: 'Zoe’s comment' },
    ]);
    await addHomework(db, work(grade5Science, ids.science, 'Cells', -7), [
      { studentId: ids.xena, status: 'graded', grade: 'A', comment: 'Clear drawings.' },
      { studentId: ids.zoe, status: 'pending' },
    ]);
    await addHomework(db, work(grade5Art, ids.art, 'Sketch', -2), [
      { studentId: ids.xena, status: 'submitted' },
    ]);
    await addHomework(db, work(grade5Art, ids.art, 'Collage', -1), [
      { studentId: ids.xena, status: 'pending' },
    ]);
    ids.essay = await addHomework(db, work(grade5Science, ids.science, 'Essay', 3), [
      { studentId: ids.xena, status: 'pending' },
    ]);
    await addHomework(db, { ...work(grade5Art, ids.art, 'Draft', 4), draft: true }, [
      { studentId: ids.xena, status: 'pending' },
    ]);
    // Yuri: one piece handed in, due in the coming days.
    await addHomework(db, work(grade6Science, ids.science, 'Plants', 2), [
      { studentId: ids.yuri, status: 'submitted' },
    ]);

    teacher = await t.signInAs(school.teachers[0]!);
  });

  it("lists every child's work: to hand in, then due from today, then the rest, latest first", async () => {
    const answer = await homework(mia);
    expect(titles(answer)).toEqual([
      'Xena Work: Collage',
      'Xena Work: Essay',
      'Yuri Work: Plants',
      'Xena Work: Sketch',
      'Xena Work: Cells',
      'Xena Work: Old lab',
    ]);
    expect(answer.children.map((child) => child.name)).toEqual(['Xena Work', 'Yuri Work']);
    expect(answer.subjects.map((subject) => subject.name)).toEqual(['Art', 'Science']);
    expect(answer.today).toBe(today);
    // The teacher's grade and comment, the attachment link, whose work it is (for 'Mark as done').
    expect(answer.items.find((item) => item.title === 'Cells')).toMatchObject({
      studentId: ids.xena,
      subject: 'Science',
      subjectId: ids.science,
      dueDate: demoDay(-7),
      status: 'graded',
      grade: 'A',
      comment: 'Clear drawings.',
      attachmentUrl: null,
    });
    // Another family's rows never: Zoe's comment, Zoe's pending Cells.
    expect(JSON.stringify(answer)).not.toContain('Zoe');
    expect(JSON.stringify(answer)).not.toContain(ids.zoe);
  });

  it('filters by child, status and subject; the filters keep every child and subject', async () => {
    expect(titles(await homework(mia, `?studentId=${ids.yuri}`))).toEqual(['Yuri Work: Plants']);
    expect(titles(await homework(mia, '?status=pending'))).toEqual([
      'Xena Work: Collage',
      'Xena Work: Essay',
    ]);
    const art = await homework(mia, `?subjectId=${ids.art}&status=submitted`);
    expect(titles(art)).toEqual(['Xena Work: Sketch']);
    expect(art.children).toHaveLength(2);
    expect(art.subjects).toHaveLength(2);
    expect(titles(await homework(mia, `?studentId=${ids.yuri}&subjectId=${ids.art}`))).toEqual([]);
  });

  it('another family’s child is not found; bad filters are refused in plain words', async () => {
    const other = await t.call(mia, {
      url: `/api/parent/homework?studentId=${ids.zoe}`,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'This child was not found among your children.' },
    });
    const status = await t.call(mia, {
      url: '/api/parent/homework?status=late',
    });
    expect(status.statusCode).toBe(400);
    expect(status.body).toContain('status must be pending, submitted or graded');
    const subject = await t.call(mia, {
      url: '/api/parent/homework?subjectId=science',
    });
    expect(subject.statusCode).toBe(400);
    expect(subject.body).toContain('subjectId must be an id');
    const asTeacher = await t.call(teacher, { url: '/api/parent/homework' });
    expect(asTeacher.statusCode).toBe(403);
    expect(titles(await homework(ned))).toEqual(['Zoe Other: Cells', 'Zoe Other: Old lab']);
  });

  // Last: it changes rows. What the grading queue promises: parents see the grade and the comment.
  it('shows the grade and comment a teacher gives to handed-in work', async () => {
    const done = await t.call(mia, {
      method: 'POST',
      url: `/api/parent/submissions/${ids.essay}/${ids.xena}/done`,
    });
    expect(done.statusCode, done.body).toBe(200);
    const graded = await t.call(teacher, {
      method: 'POST',
      url: `/api/teacher/submissions/${ids.essay}/${ids.xena}/grade`,
      payload: { grade: 'A-', comment: 'A thoughtful essay; check your spelling.' },
    });
    expect(graded.statusCode, graded.body).toBe(200);
    const answer = await homework(mia, `?studentId=${ids.xena}&status=graded`);
    expect(answer.items.find((item) => item.title === 'Essay')).toMatchObject({
      status: 'graded',
      grade: 'A-',
      comment: 'A thoughtful essay; check your spelling.',
    });
  });
});
