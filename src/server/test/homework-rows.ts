import type { Kysely } from 'kysely';
import type { LetterGrade } from '@/shared/rules/letter-grades.ts';
import type { Database } from '../platform/db/schema.ts';

export interface HomeworkRow {
  tenantId: string;
  classId: string;
  subjectId: string;
  title: string;
  dueDate: string;
  description?: string | null;
  /** A draft is not published (parents and students never see it). */
  draft?: boolean;
}

export interface SubmissionRow {
  studentId: string;
  status?: 'pending' | 'submitted' | 'graded';
  grade?: LetterGrade | null;
  /** The teacher's comment with the grade. */
  comment?: string | null;
}

/**
 * An assignment of a class, published unless it is a draft, with the given students' submissions
 * (pending unless said otherwise), written straight into the tables as a test's fixture.
 */
export async function addHomework(
  db: Kysely<Database>,
  work: HomeworkRow,
  submissions: SubmissionRow[],
): Promise<string> {
  const { id } = await db
    .insertInto('assignments')
    .values({
      tenant_id: work.tenantId,
      class_id: work.classId,
      subject_id: work.subjectId,
      title: work.title,
      description: work.description ?? null,
      due_date: work.dueDate,
      ...(work.draft ? {} : { status: 'published', published_at: new Date() }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (submissions.length) {
    await db
      .insertInto('submissions')
      .values(
        submissions.map((submission) => ({
          tenant_id: work.tenantId,
          assignment_id: id,
          student_id: submission.studentId,
          status: submission.status ?? 'pending',
          grade: submission.grade ?? null,
          comment: submission.comment ?? null,
        })),
      )
      .execute();
  }
  return id;
}
