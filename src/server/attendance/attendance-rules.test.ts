import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Person, School } from '../seed/school-builder.ts';
import { addDays } from '@/shared/rules/dates.ts';
import { asPeopleOf } from '../test/as-person.ts';
import { constructClass } from '../test/attendance-school.ts';
import type { ConstructedClass } from '../test/attendance-school.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

/**
 * The attendance rules of db/routines/35_attendance-rules.sql, as the save statement and the write
 * policies of 73_attendance-policies.sql use them: both answer the same about the same people.
 */
describe.each(testBackends())('attendance rules in the database on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let maths: ConstructedClass;
  let art: ConstructedClass;

  const as = asPeopleOf(t, () => school.id);
  const mayMark = async (who: Person, classId: string) => {
    const { rows } = await as(who, (tx) =>
      sql<{ allowed: boolean | null }>`select app_may_mark_class(${classId}) as allowed`.execute(
        tx,
      ),
    );
    return rows[0]?.allowed === true;
  };
  /** Whether the insert policy lets `who` write the mark directly (rolled back either way). */
  const policyLetsMark = async (who: Person, classId: string, studentId: string) => {
    const written = new Error('written');
    const outcome = await as(who, async (tx) => {
      await tx
        .insertInto('attendance')
        .values({
          tenant_id: school.id,
          student_id: studentId,
          date: '2020-01-06',
          status: 'present',
          class_id: classId,
          marked_by: who.id,
        })
        .execute();
      throw written;
    }).catch((error: unknown) => error);
    if (outcome === written) return true;
    if (/row-level security/.test(String(outcome))) return false;
    throw outcome;
  };

  beforeAll(async () => {
    school = await t.createSchool({ admins: 1, teachers: 2, parents: 1, students: 0 });
    maths = await constructClass(t.inspect, school, { teacher: 0, students: 1, name: 'Maths' });
    art = await constructClass(t.inspect, school, { teacher: 1, students: 1, name: 'Art' });
  });

  it('lets an admin or the class’s teacher mark its class, nobody else; the policy agrees', async () => {
    const [admin, teacher, otherTeacher, parent] = [
      school.admins[0]!,
      school.teachers[0]!,
      school.teachers[1]!,
      school.parents[0]!,
    ];
    const student = maths.studentIds[0]!;
    const expected = new Map([
      [admin, true],
      [teacher, true],
      [otherTeacher, false],
      [parent, false],
    ]);
    for (const [who, allowed] of expected) {
      expect(await mayMark(who, maths.classId), who.role).toBe(allowed);
      expect(await policyLetsMark(who, maths.classId, student), who.role).toBe(allowed);
    }
    // The other teacher may mark Art, but not a student they do not teach; an admin may.
    expect(await mayMark(otherTeacher, art.classId)).toBe(true);
    expect(await policyLetsMark(otherTeacher, art.classId, student)).toBe(false);
    expect(await policyLetsMark(admin, art.classId, student)).toBe(true);
  });

  it('keeps the window to the school’s today and the 366 days before it', async () => {
    const admin = school.admins[0]!;
    const { rows } = await as(admin, (tx) =>
      sql<{ today: string; days: number }>`
        select app_school_today()::text as today, app_attendance_window_days() as days`.execute(tx),
    );
    const { today, days } = rows[0]!;
    expect(days).toBe(366);
    const refusal = async (date: string) =>
      (
        await as(admin, (tx) =>
          sql<{ refusal: string | null }>`
            select app_attendance_window_refusal(cast(${date} as date)) as refusal`.execute(tx),
        )
      ).rows[0]?.refusal ?? null;
    expect(await refusal(addDays(today, 1))).toBe('future');
    expect(await refusal(today)).toBeNull();
    expect(await refusal(addDays(today, -366))).toBeNull();
    expect(await refusal(addDays(today, -367))).toBe('too long ago');
  });
});
