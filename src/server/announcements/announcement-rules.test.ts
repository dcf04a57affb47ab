import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { School } from '../seed/school-builder.ts';
import { asPeopleOf, type Who } from '../test/as-person.ts';
import { classIdOf, sectionSchool } from '../test/section-school.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

/**
 * The who-may-post rule in the database itself (79a_announcement-policies.sql): an insert that
 * skips the service is refused by the restrictive policy, and a recipient reads only their rows.
 */
describe.each(testBackends())('announcement rules in the database on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let ownClass: string;
  let otherClass: string;

  beforeAll(async () => {
    school = await t.createSchool(sectionSchool('ANNR', [3, 4]));
    ownClass = classIdOf(school, 3);
    otherClass = classIdOf(school, 4);
  });

  const as = asPeopleOf(t, () => school.id);
  const insertAs = (
    who: Who,
    values: { audience: 'classes' | 'school' | 'role' | 'grades'; classIds?: string[] },
  ) =>
    as(who, (tx) =>
      tx
        .insertInto('announcements')
        .values({
          tenant_id: school.id,
          author_id: who.id,
          audience: values.audience,
          class_ids: sql<string[]>`${sql.val(values.classIds ?? [])}::uuid[]`,
          title: 'Direct',
          body: 'Direct insert',
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );

  it('lets a teacher insert for their own class only, an admin for the school, a parent never', async () => {
    const teacher = school.teachers[0]!;
    await expect(
      insertAs(teacher, { audience: 'classes', classIds: [ownClass] }),
    ).resolves.toBeTruthy();
    await expect(
      insertAs(teacher, { audience: 'classes', classIds: [ownClass, otherClass] }),
    ).rejects.toThrow(/row-level security/);
    await expect(insertAs(teacher, { audience: 'school' })).rejects.toThrow(/row-level security/);
    await expect(insertAs(school.admins[0]!, { audience: 'school' })).resolves.toBeTruthy();
    await expect(
      insertAs(school.parents[0]!, { audience: 'classes', classIds: [ownClass] }),
    ).rejects.toThrow(/row-level security/);
  });

  it("resolves a teacher's class to that class's guardians only", async () => {
    const teacher = school.teachers[0]!;
    const audienceOf = (classId: string) =>
      as(
        teacher,
        async (tx) =>
          (
            await sql<{ id: string }>`select id from app_announcement_audience('classes',
              array[${classId}::uuid], '{}', null) as a (id)`.execute(tx)
          ).rows,
      );
    const ids = (await audienceOf(ownClass)).map((row) => row.id);
    expect(ids).toEqual([school.parents[0]!.id]);
    const refused = await audienceOf(otherClass);
    expect(refused).toEqual([]);
  });
});
