import { sql } from 'kysely';
import type { LetterGrade } from '@/shared/rules/letter-grades.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { School } from '../seed/school-builder.ts';
import { asOwnerOf } from '../test/as-owner.ts';
import { asPeopleOf, type Who } from '../test/as-person.ts';
import { schoolPeople } from '../test/school-person.ts';
import { addClasses, addSubjects, enrol } from '../test/class-rows.ts';
import { addFeeRecords, addPayments } from '../test/fee-rows.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { addGuardianships, addStudents } from '../test/family-rows.ts';

// The family read path as sets (one per statement) instead of a lookup per row (migration 0017,
// now db/routines/16_read-sets.sql).
// The same rules as before, table by table: a parent reads their ward's rows, a student their own,
// the class's families its published work only, another family nothing; admins and teachers
// unchanged. A school of the test's own, so the rows below are all there is.

const id = (n: number) => `0d170000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ids = {
  subject: id(1),
  wardClass: id(2), // the ward is enrolled, taught by the teacher
  selfClass: id(3), // the student is enrolled, taught by the teacher
  emptyClass: id(4), // nobody of the families
  ward: id(10), // the parent's child
  self: id(11), // the student's own record
  stranger: id(12), // nobody's child in this test
  wardWork: id(20),
  wardDraft: id(21),
  selfWork: id(22),
  emptyWork: id(23),
  wardFee: id(30),
  selfFee: id(31),
  strangerFee: id(32),
};

describe.each(testBackends())('family read paths (0017) on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  const { person, admin, teacher, parent, student } = schoolPeople(() => school);
  const otherParent = person('parents', 1);

  beforeAll(async () => {
    school = await t.createSchool({ admins: 1, teachers: 1, parents: 2, students: 1 });
    await asOwnerOf(t.database.db, school.id, async (tx) => {
      const tenant_id = school.id;
      await addSubjects(tx, tenant_id, [{ id: ids.subject, name: 'Probe' }]);
      await addStudents(tx, tenant_id, [
        { id: ids.ward, name: 'Ward', rollNumber: 'F-1', gradeLevel: 5 },
        { id: ids.self, name: 'Self', rollNumber: 'F-2', gradeLevel: 6, userId: student.id },
        { id: ids.stranger, name: 'Stranger', rollNumber: 'F-3', gradeLevel: 7 },
      ]);
      await addClasses(
        tx,
        tenant_id,
        [ids.wardClass, ids.selfClass, ids.emptyClass].map((id, index) => ({
          id,
          name: `Class ${index}`,
          subjectId: ids.subject,
          teacherId: teacher.id,
        })),
      );
      await enrol(tx, tenant_id, [
        { classId: ids.wardClass, studentId: ids.ward },
        { classId: ids.selfClass, studentId: ids.self },
        { classId: ids.emptyClass, studentId: ids.stranger },
      ]);
      await addGuardianships(tx, tenant_id, [{ studentId: ids.ward, parentId: parent.id }]);
      await tx
        .insertInto('attendance')
        .values(
          [ids.ward, ids.self, ids.stranger].map((student_id) => ({
            tenant_id,
            student_id,
            date: '2026-11-02',
            status: 'present' as const,
          })),
        )
        .execute();
      const work = [
        [ids.wardWork, ids.wardClass, 'published'],
        [ids.wardDraft, ids.wardClass, 'draft'],
        [ids.selfWork, ids.selfClass, 'published'],
        [ids.emptyWork, ids.emptyClass, 'published'],
      ] as const;
      await tx
        .insertInto('assignments')
        .values(
          work.map(([assignmentId, classId, status]) => ({
            tenant_id,
            id: assignmentId,
            class_id: classId,
            subject_id: ids.subject,
            title: assignmentId,
            due_date: '2026-11-30',
            status,
            published_at: status === 'published' ? new Date() : null,
          })),
        )
        .execute();
      await tx
        .insertInto('assignment_files')
        .values(
          work.map(([assignmentId]) => ({
            tenant_id,
            assignment_id: assignmentId,
            file_name: 'work.txt',
            content_type: 'text/plain',
            size_bytes: 1,
            content: Buffer.from('x'),
          })),
        )
        .execute();
      await tx
        .insertInto('submissions')
        .values([
          { tenant_id, assignment_id: ids.wardWork, student_id: ids.ward },
          { tenant_id, assignment_id: ids.wardDraft, student_id: ids.ward },
          { tenant_id, assignment_id: ids.selfWork, student_id: ids.self },
          { tenant_id, assignment_id: ids.emptyWork, student_id: ids.stranger },
        ])
        .execute();
      const fees = [
        [ids.wardFee, ids.ward],
        [ids.selfFee, ids.self],
        [ids.strangerFee, ids.stranger],
      ] as const;
      await addFeeRecords(
        tx,
        tenant_id,
        fees.map(([id, studentId]) => ({
          id,
          studentId,
          feeType: 'Tuition',
          amountCents: 10_000,
          dueDate: '2026-11-01',
        })),
      );
      await addPayments(
        tx,
        tenant_id,
        fees.map(([feeRecordId]) => ({
          feeRecordId,
          amountCents: 500,
          paidOn: '2026-11-01',
          method: 'cash',
        })),
      );
    });
  });

  const as = asPeopleOf(t, () => school.id);

  /** What `who` reads of each table, as sorted keys. */
  const visible = (who: Who) =>
    as(who, async (tx) => {
      const keys = async (query: string) =>
        (await sql<{ k: string }>`${sql.raw(query)}`.execute(tx)).rows.map((row) => row.k).sort();
      return {
        students: await keys('select id::text as k from students'),
        guardianships: await keys('select student_id::text as k from guardianships'),
        enrolments: await keys('select student_id::text as k from enrolments'),
        attendance: await keys('select student_id::text as k from attendance'),
        feeRecords: await keys('select id::text as k from fee_records'),
        payments: await keys('select fee_record_id::text as k from payments'),
        assignments: await keys('select id::text as k from assignments'),
        files: await keys('select assignment_id::text as k from assignment_files'),
        submissions: await keys('select assignment_id::text as k from submissions'),
      };
    });
  const sorted = (...values: string[]) => [...values].sort();

  it('a parent reads their ward’s rows and the published work of the ward’s classes, nothing else', async () => {
    expect(await visible(parent)).toEqual({
      students: [ids.ward],
      guardianships: [ids.ward],
      enrolments: [ids.ward],
      attendance: [ids.ward],
      feeRecords: [ids.wardFee],
      payments: [ids.wardFee],
      assignments: [ids.wardWork],
      files: [ids.wardWork],
      submissions: sorted(ids.wardWork, ids.wardDraft),
    });
  });

  it('a student reads their own rows and their classes’ published work', async () => {
    expect(await visible(student)).toEqual({
      students: [ids.self],
      guardianships: [],
      enrolments: [ids.self],
      attendance: [ids.self],
      feeRecords: [ids.selfFee],
      payments: [ids.selfFee],
      assignments: [ids.selfWork],
      files: [ids.selfWork],
      submissions: [ids.selfWork],
    });
  });

  it('a parent with no child reads none of it', async () => {
    const none = await visible(otherParent);
    expect(Object.values(none).flat()).toEqual([]);
  });

  it('teachers and admins read as before', async () => {
    const all = sorted(ids.ward, ids.self, ids.stranger);
    const allWork = sorted(ids.wardWork, ids.wardDraft, ids.selfWork, ids.emptyWork);
    expect(await visible(admin)).toEqual({
      students: all,
      guardianships: [ids.ward],
      enrolments: all,
      attendance: all,
      feeRecords: sorted(ids.wardFee, ids.selfFee, ids.strangerFee),
      payments: sorted(ids.wardFee, ids.selfFee, ids.strangerFee),
      assignments: allWork,
      files: allWork,
      submissions: allWork,
    });
    // The teacher teaches all three classes: every student and piece of work, no fees.
    expect(await visible(teacher)).toMatchObject({
      students: all,
      guardianships: [ids.ward],
      attendance: all,
      feeRecords: [],
      payments: [],
      assignments: allWork,
      submissions: allWork,
    });
  });

  it('a parent hands in their ward’s work only, and only as submitted without a grade', async () => {
    const handIn = (who: Who, assignmentId: string, studentId: string, grade: LetterGrade | null) =>
      as(who, async (tx) => {
        const result = await tx
          .updateTable('submissions')
          .set({ status: 'submitted', grade })
          .where('assignment_id', '=', assignmentId)
          .where('student_id', '=', studentId)
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      });
    expect(await handIn(parent, ids.selfWork, ids.self, null)).toBe(0);
    expect(await handIn(otherParent, ids.wardWork, ids.ward, null)).toBe(0);
    await expect(handIn(parent, ids.wardWork, ids.ward, 'A')).rejects.toThrow(/row-level security/);
    expect(await handIn(parent, ids.wardWork, ids.ward, null)).toBe(1);
    expect(await handIn(student, ids.selfWork, ids.self, null)).toBe(1);
  });
});
