import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../seed/school-builder.ts';
import { sectionSchool, subjectIdOf } from '../test/section-school.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

describe.each(testBackends())("an assignment's subject is its class's, on %s", (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let teacher: Session;
  let admin: Session;
  let mathsClass: string;
  let maths: string;
  let english: string;

  const values = (subjectId: string) => ({
    title: 'Fractions',
    dueDate: inAWeek(),
    description: '',
    subjectId,
    classId: mathsClass,
  });
  const subjectOf = async (id: string) =>
    (
      await t.inspect
        .selectFrom('assignments')
        .select('subject_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).subject_id;

  beforeAll(async () => {
    school = await t.createSchool(sectionSchool('SUBJ', [], [[10, 'Mathematics', 1]]));
    maths = subjectIdOf(school, 'Mathematics');
    english = subjectIdOf(school, 'English');
    mathsClass = school.year!.classes[0]!.id;
    teacher = await t.signInAs(school.teachers[0]!);
    admin = await t.signInAs(school.admins[0]!);
  });

  it('refuses another subject than the class’s on create and on update (400 naming subjectId)', async () => {
    const refused = await t.call(teacher, {
      method: 'POST',
      url: '/api/teacher/assignments',
      payload: { ...values(english), status: 'draft' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].path).toBe('subjectId');
    expect(refused.json().error.message).toMatch(/^subjectId: .*Mathematics/);

    const created = await t.call(teacher, {
      method: 'POST',
      url: '/api/teacher/assignments',
      payload: { ...values(maths), status: 'draft' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const update = await t.call(teacher, {
      method: 'PUT',
      url: `/api/teacher/assignments/${id}`,
      payload: { ...values(english), status: 'draft' },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().error.details[0].path).toBe('subjectId');
    expect(await subjectOf(id)).toBe(maths);
  });

  it('is held by the database: a row with another subject is refused', async () => {
    const insert = t.inspect
      .insertInto('assignments')
      .values({
        tenant_id: school.id,
        class_id: mathsClass,
        subject_id: english,
        title: 'Mismatch',
        due_date: inAWeek(),
      })
      .execute();
    await expect(insert).rejects.toMatchObject({ code: '23503' });
  });

  it('moves a class’s assignments along when the class changes subject', async () => {
    const { id } = (
      await t.call(teacher, {
        method: 'POST',
        url: '/api/teacher/assignments',
        payload: { ...values(maths), title: 'Moves along', status: 'draft' },
      })
    ).json<{ id: string }>();
    const moved = await t.call(admin, {
      method: 'PATCH',
      url: `/api/admin/classes/${mathsClass}`,
      payload: { subject: 'English' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await subjectOf(id)).toBe(english);
  });
});
