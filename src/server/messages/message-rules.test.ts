import { beforeAll, describe, expect, it } from 'vitest';
import type { Person, School } from '../seed/school-builder.ts';
import { asPeopleOf } from '../test/as-person.ts';
import { messageSchool } from '../test/message-school.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

/**
 * The database itself holds the rule of who may write to whom (56_message-rules.sql,
 * 78_message-policies.sql): a statement that skips the service is refused too.
 */
describe.each(testBackends())('message rules in the database on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let samId: string;
  let carlId: string;

  beforeAll(async () => {
    school = await t.createSchool(messageSchool('MSGR'));
    const student = (name: string) => school.year!.students.find((x) => x.fullName === name)!.id;
    samId = student('Sam Able');
    carlId = student('Carl Cook');
  });

  const as = asPeopleOf(t, () => school.id);
  const thread = (who: Person, studentId: string | null) =>
    as(who, async (tx) => {
      const { id } = await tx
        .insertInto('message_threads')
        .values({ tenant_id: school.id, created_by: who.id, student_id: studentId, subject: 'S' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  const addMember = (who: Person, threadId: string, userId: string) =>
    as(who, (tx) =>
      tx
        .insertInto('message_thread_members')
        .values({ tenant_id: school.id, thread_id: threadId, user_id: userId })
        .execute(),
    );

  it('lets a parent add their child’s teacher or an admin to a thread, never another parent', async () => {
    const parent = school.parents[0]!;
    const id = await thread(parent, samId);
    await addMember(parent, id, parent.id);
    await addMember(parent, id, school.teachers[0]!.id);
    await addMember(parent, id, school.admins[0]!.id);
    for (const userId of [school.parents[2]!.id, school.teachers[1]!.id]) {
      await expect(addMember(parent, id, userId)).rejects.toThrow(/row-level security/);
    }
    await expect(thread(parent, carlId)).rejects.toThrow(/row-level security/);
    await expect(thread(parent, null)).rejects.toThrow(/row-level security/);
  });

  it('lets a teacher write about their own students only, and nobody reads a thread they are not in', async () => {
    const teacher = school.teachers[0]!;
    await expect(thread(teacher, carlId)).rejects.toThrow(/row-level security/);
    const id = await thread(teacher, samId);
    await addMember(teacher, id, teacher.id);
    await expect(addMember(teacher, id, school.parents[1]!.id)).rejects.toThrow(
      /row-level security/,
    );
    await addMember(teacher, id, school.parents[0]!.id);
    for (const who of [school.parents[2]!, school.teachers[1]!]) {
      const seen = await as(who, (tx) =>
        tx.selectFrom('message_threads').select('id').where('id', '=', id).execute(),
      );
      expect(seen).toEqual([]);
      await expect(
        as(who, (tx) =>
          tx
            .insertInto('thread_messages')
            .values({ tenant_id: school.id, thread_id: id, sender_id: who.id, body: 'In' })
            .execute(),
        ),
      ).rejects.toThrow(/row-level security/);
    }
    // Kept: not even a member may delete a message or a thread.
    await expect(
      as(teacher, (tx) => tx.deleteFrom('message_threads').where('id', '=', id).execute()),
    ).rejects.toThrow(/permission denied/);
  });
});
