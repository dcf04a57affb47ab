import type { Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { insertColumns, insertInChunks } from './insert-columns.ts';
import { type AssignmentRow, type SubmissionRow, type TeachingPlan } from './assignments-year.ts';

/** The seed builder's step: one statement per table (nothing without a plan). */
export async function insertTeaching(
  tx: Transaction<Database>,
  tenantId: string,
  plan: TeachingPlan | null,
): Promise<void> {
  if (!plan) return;
  await insertColumns<AssignmentRow>(
    tx,
    'assignments',
    tenantId,
    [
      ['id', 'uuid', (row) => row.id],
      ['class_id', 'uuid', (row) => row.classId],
      ['subject_id', 'uuid', (row) => row.subjectId],
      ['title', 'text', (row) => row.title],
      ['description', 'text', (row) => row.description],
      ['due_date', 'date', (row) => row.dueDate],
      ['status', 'text', (row) => row.status],
      ['published_at', 'timestamptz', (row) => row.publishedAt],
      ['created_by', 'uuid', (row) => row.createdBy],
      ['created_at', 'timestamptz', (row) => row.createdAt],
      ['updated_at', 'timestamptz', (row) => row.createdAt],
    ],
    plan.assignments,
  );
  const setOn = new Map(plan.assignments.map((row) => [row.id, row.createdAt]));
  await insertColumns<SubmissionRow>(
    tx,
    'submissions',
    tenantId,
    [
      ['assignment_id', 'uuid', (row) => row.assignmentId],
      ['student_id', 'uuid', (row) => row.studentId],
      ['status', 'text', (row) => row.status],
      ['submitted_at', 'timestamptz', (row) => row.submittedAt],
      ['grade', 'text', (row) => row.grade],
      ['comment', 'text', (row) => row.comment],
      ['graded_by', 'uuid', (row) => row.gradedBy],
      ['graded_at', 'timestamptz', (row) => row.gradedAt],
      [
        'updated_at',
        'timestamptz',
        (row) => row.gradedAt ?? row.submittedAt ?? setOn.get(row.assignmentId),
      ],
    ],
    plan.submissions,
  );
  await insertInChunks(
    tx,
    'meetings',
    plan.meetings.map((row) => ({
      tenant_id: tenantId,
      id: row.id,
      teacher_id: row.teacherId,
      student_id: row.studentId,
      guardian_user_id: row.guardianUserId,
      meeting_date: row.meetingDate,
      start_time: row.startTime,
      place: row.place,
      note: row.note,
    })),
  );
}
