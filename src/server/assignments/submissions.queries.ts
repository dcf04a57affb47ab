import { sql } from 'kysely';
import type { LetterGrade } from '@/shared/rules/letter-grades.ts';
import type { Tx } from '../platform/db/tx.ts';
import { onSameSchool } from '../platform/db/same-school-join.ts';

// ---- Submissions and grading ----

/** Handed-in, ungraded work of the teacher's classes, oldest handed in first. */
export function gradingQueue(tx: Tx, teacherId: string) {
  return tx
    .selectFrom('submissions as x')
    .innerJoin('assignments as a', (join) => onSameSchool(join, 'a.id', 'x.assignment_id'))
    .innerJoin('classes as c', (join) => onSameSchool(join, 'c.id', 'a.class_id'))
    .innerJoin('subjects as s', (join) => onSameSchool(join, 's.id', 'a.subject_id'))
    .innerJoin('students as st', (join) => onSameSchool(join, 'st.id', 'x.student_id'))
    .select([
      'x.assignment_id',
      'x.student_id',
      'x.submitted_at',
      'st.full_name',
      'st.roll_number',
      'a.title',
      'a.due_date',
      'c.name as class_name',
      's.name as subject_name',
    ])
    .where('c.teacher_id', '=', teacherId)
    .where('x.status', '=', 'submitted')
    .orderBy('x.submitted_at')
    .orderBy('a.due_date')
    .orderBy('st.full_name')
    .execute();
}

export function findSubmission(tx: Tx, assignmentId: string, studentId: string) {
  return tx
    .selectFrom('submissions')
    .select(['status', 'grade', 'comment'])
    .where('assignment_id', '=', assignmentId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

export function gradeSubmission(
  tx: Tx,
  key: { assignmentId: string; studentId: string },
  values: { grade: LetterGrade; comment: string | null; gradedBy: string },
) {
  return tx
    .updateTable('submissions')
    .set({
      status: 'graded',
      grade: values.grade,
      comment: values.comment,
      graded_by: values.gradedBy,
      graded_at: sql`now()`,
      submitted_at: sql`coalesce(submitted_at, now())`,
      updated_at: sql`now()`,
    })
    .where('assignment_id', '=', key.assignmentId)
    .where('student_id', '=', key.studentId)
    .returning(['status', 'grade', 'comment'])
    .executeTakeFirst();
}

/** A student the caller may see (row-level security decides): a parent's own child. */
export function findVisibleStudent(tx: Tx, studentId: string) {
  return tx
    .selectFrom('students')
    .select(['id', 'full_name'])
    .where('id', '=', studentId)
    .executeTakeFirst();
}

/** A student's published work (spec 5 Parent assignment), by ascending due date. */
export function studentAssignments(tx: Tx, studentId: string) {
  return tx
    .selectFrom('submissions as x')
    .innerJoin('assignments as a', (join) => onSameSchool(join, 'a.id', 'x.assignment_id'))
    .innerJoin('subjects as s', (join) => onSameSchool(join, 's.id', 'a.subject_id'))
    .select([
      'a.id',
      'a.title',
      'a.description',
      'a.due_date',
      's.name as subject_name',
      'x.status',
      'x.grade',
      'x.comment',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('assignment_files as f')
              .select('f.assignment_id')
              .whereRef('f.tenant_id', '=', 'a.tenant_id')
              .whereRef('f.assignment_id', '=', 'a.id'),
          )
          .as('has_file'),
    ])
    .where('x.student_id', '=', studentId)
    .where('a.status', '=', 'published')
    .orderBy('a.due_date')
    .orderBy('a.title')
    .execute();
}

/** Each student's graded letters (every id asked for is a key; no grades, an empty list). */
export async function letterGradesByStudent(
  tx: Tx,
  studentIds: readonly string[],
): Promise<Map<string, LetterGrade[]>> {
  const result = new Map<string, LetterGrade[]>(studentIds.map((id) => [id, []]));
  if (!studentIds.length) return result;
  const rows = await tx
    .selectFrom('submissions')
    .select(['student_id', 'grade'])
    .where('student_id', 'in', [...studentIds])
    .where('status', '=', 'graded')
    .orderBy('student_id')
    .orderBy('graded_at')
    .execute();
  for (const row of rows) {
    if (row.grade) result.get(row.student_id)?.push(row.grade);
  }
  return result;
}

/** The students an assignment was published to (one submission each). */
export async function submissionStudentIds(tx: Tx, assignmentId: string): Promise<string[]> {
  const rows = await tx
    .selectFrom('submissions')
    .select('student_id')
    .where('assignment_id', '=', assignmentId)
    .execute();
  return rows.map((row) => row.student_id);
}
