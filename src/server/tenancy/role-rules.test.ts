import { beforeAll, describe, expect, it } from 'vitest';
import { asOwnerOf } from '../test/as-owner.ts';
import { asPeopleOf } from '../test/as-person.ts';
import { schoolPeople } from '../test/school-person.ts';
import type { School } from '../seed/school-builder.ts';
import { addClasses, addSubjects, enrol } from '../test/class-rows.ts';
import { addFeeRecords } from '../test/fee-rows.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { addGuardianships, addStudents } from '../test/family-rows.ts';

const ids = {
  subject: '5a000000-0000-4000-8000-000000000001',
  taught: '5b000000-0000-4000-8000-000000000001',
  other: '5b000000-0000-4000-8000-000000000002',
  classId: '5c000000-0000-4000-8000-000000000001',
};

/**
 * Row-level role rules: who of one school reads and writes which rows of its data. A school of the
 * test's own (one person per role, no year of data), so the rows below are all there is.
 */
describe.each(testBackends())('role rules in the database on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  const { admin, teacher, parent, student } = schoolPeople(() => school);

  beforeAll(async () => {
    school = await t.createSchool();
    await asOwnerOf(t.database.db, school.id, async (tx) => {
      const tenant_id = school.id;
      await addSubjects(tx, tenant_id, [{ id: ids.subject, name: 'Probe' }]);
      await addStudents(tx, tenant_id, [
        { id: ids.taught, name: 'Taught Child', rollNumber: 'P-1', gradeLevel: 5 },
        {
          id: ids.other,
          name: 'Other Child',
          rollNumber: 'P-2',
          gradeLevel: 6,
          userId: student.id,
        },
      ]);
      await addClasses(tx, tenant_id, [
        { id: ids.classId, name: 'Grade 5A', subjectId: ids.subject, teacherId: teacher.id },
      ]);
      await enrol(tx, tenant_id, [{ classId: ids.classId, studentId: ids.taught }]);
      await addGuardianships(tx, tenant_id, [{ studentId: ids.taught, parentId: parent.id }]);
      await addFeeRecords(
        tx,
        tenant_id,
        [ids.taught, ids.other].map((studentId) => ({
          studentId,
          feeType: 'Tuition',
          amountCents: 10000,
          dueDate: '2026-01-05',
        })),
      );
    });
  });

  const as = asPeopleOf(t, () => school.id);
  const visibleStudents = async (who: { id: string; role: string }) =>
    (
      await as(who, (tx) =>
        tx.selectFrom('students').select('full_name').orderBy('full_name').execute(),
      )
    ).map((row) => row.full_name);

  it('admins read every student, teachers their classes, parents their children, students themselves', async () => {
    expect(await visibleStudents(admin)).toEqual(['Other Child', 'Taught Child']);
    expect(await visibleStudents(teacher)).toEqual(['Taught Child']);
    expect(await visibleStudents(parent)).toEqual(['Taught Child']);
    expect(await visibleStudents(student)).toEqual(['Other Child']);
  });

  it("a parent reads only their own children's fee records and guardianships", async () => {
    const fees = await as(parent, (tx) =>
      tx.selectFrom('fee_records').select('student_id').execute(),
    );
    expect(fees.map((row) => row.student_id)).toEqual([ids.taught]);
    const teacherFees = await as(teacher, (tx) =>
      tx.selectFrom('fee_records').selectAll().execute(),
    );
    expect(teacherFees).toEqual([]);
  });

  it('only admins write the school data', async () => {
    for (const who of [teacher, parent, student]) {
      await expect(
        as(who, (tx) =>
          tx
            .insertInto('students')
            .values({
              tenant_id: school.id,
              full_name: 'Sneaky',
              roll_number: `S-${who.role}`,
              grade_level: 1,
            })
            .execute(),
        ),
      ).rejects.toThrow(/row-level security/);
      const updated = await as(who, (tx) =>
        tx
          .updateTable('fee_records')
          .set({ paid_on: '2026-01-01' })
          .where('student_id', '=', ids.taught)
          .execute(),
      );
      expect(Number(updated[0]?.numUpdatedRows ?? 0)).toBe(0);
    }
    const byAdmin = await as(admin, (tx) =>
      tx.updateTable('students').set({ section: 'B' }).where('id', '=', ids.other).execute(),
    );
    expect(Number(byAdmin[0]?.numUpdatedRows)).toBe(1);
  });
});
