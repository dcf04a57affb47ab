import { AppError } from '@/shared/errors.ts';
import { assignmentSubjects } from '@/shared/rules/assignment-subjects.ts';
import type {
  AssignmentOptions,
  AssignmentValues,
  GradeInput,
  ParentAssignment,
  QueuedSubmission,
  TeacherAssignment,
} from '@/shared/schemas/assignments.ts';
import type { LetterGrade } from '@/shared/rules/letter-grades.ts';
import { auditByCaller as audit } from '../platform/audit/audit.queries.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import * as q from './assignments.queries.ts';
import * as submissions from './submissions.queries.ts';
import { checkAttachment, type UploadedAttachment } from '../platform/http/attachment.ts';
import { publishStudentEvents } from '../platform/live/live.publish.ts';
import { schoolToday } from '../platform/school-clock/school-clock.queries.ts';
import { fieldError } from '../platform/http/field-error.ts';

const NO_ASSIGNMENT = 'This assignment does not exist in your school.';
const NOT_YOUR_CLASS = 'You can only set and grade work for your own classes.';

export const attachmentUrl = (assignmentId: string) =>
  `/api/assignments/${assignmentId}/attachment`;

// ---- The form ----

export async function getAssignmentOptions(scope: RequestScope): Promise<AssignmentOptions> {
  return scope.asCaller(async (tx, me) => {
    const [subjects, classes] = await Promise.all([
      q.listSchoolSubjects(tx),
      q.teacherClasses(tx, me.userId),
    ]);
    return {
      subjects: assignmentSubjects(
        subjects,
        classes.map((klass) => klass.subjectId),
      ),
      classes,
    };
  });
}

/**
 * The class and subject of the form, checked: the teacher's own class, and its subject (the
 * database holds them to agree too: assignments_subject_of_class).
 */
async function checkedColumns(
  tx: Tx,
  me: Me,
  input: AssignmentValues,
): Promise<q.AssignmentColumns> {
  const klass = await q.findClass(tx, input.classId);
  if (!klass) throw fieldError('classId', 'Choose one of your classes');
  if (klass.teacher_id !== me.userId) {
    throw fieldError('classId', NOT_YOUR_CLASS, { code: 'FORBIDDEN' });
  }
  const subject = await q.findSubject(tx, input.subjectId);
  if (!subject) throw fieldError('subjectId', 'Choose a subject');
  if (subject.id !== klass.subject_id) {
    throw fieldError(
      'subjectId',
      `${klass.name} is a ${klass.subject_name} class: its assignments are ${klass.subject_name}`,
    );
  }
  const today = await schoolToday(tx);
  if (input.dueDate < today) {
    throw fieldError('dueDate', 'The due date cannot be in the past');
  }
  return {
    class_id: klass.id,
    subject_id: subject.id,
    title: input.title,
    description: input.description,
    due_date: input.dueDate,
  };
}

/** An assignment of the caller's own class (404 unknown, 403 another teacher's). */
async function ownAssignment(tx: Tx, me: Me, id: string) {
  const found = await q.findAssignment(tx, id);
  if (!found) {
    // Row-level security hides other teachers' assignments: tell "not yours" from "not there".
    if (await q.assignmentExists(tx, id)) throw new AppError('FORBIDDEN', NOT_YOUR_CLASS);
    throw new AppError('NOT_FOUND', NO_ASSIGNMENT);
  }
  if (found.teacher_id !== me.userId) throw new AppError('FORBIDDEN', NOT_YOUR_CLASS);
  return found;
}

function draftOnly(status: string | undefined) {
  if (status !== 'draft') {
    throw new AppError('CONFLICT', 'This assignment is published: only drafts can be changed.');
  }
}

async function publishIn(tx: Tx, me: Me, id: string) {
  const created = await q.publishDraft(tx, id);
  if (created === null) throw new AppError('CONFLICT', 'This assignment is already published.');
  await audit(tx, me, 'assignments.published', id, { submissions: created });
  const studentIds = await submissions.submissionStudentIds(tx, id);
  await publishStudentEvents(tx, me.tenantId, studentIds, 'homework');
  return created;
}

// ---- Teacher: assignments ----

export async function getTeacherAssignments(scope: RequestScope): Promise<TeacherAssignment[]> {
  const rows = await scope.asCaller((tx, me) => q.listTeacherAssignments(tx, me.userId));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subject: row.subject_name,
    subjectId: row.subject_id,
    class: row.class_name,
    classId: row.class_id,
    dueDate: row.due_date,
    description: row.description,
    status: row.status,
    submissionCount:
      row.status === 'published'
        ? { submitted: row.handed_in, graded: row.graded, total: row.total }
        : null,
    attachment:
      row.file_name && row.content_type && row.size_bytes !== null
        ? { fileName: row.file_name, contentType: row.content_type, sizeBytes: row.size_bytes }
        : null,
  }));
}

/** 'Save as Draft' or 'Publish', with an optional attachment, in one transaction. */
export async function createAssignment(
  scope: RequestScope,
  input: AssignmentValues,
  file: UploadedAttachment | null,
): Promise<{ id: string; status: 'draft' | 'published'; submissions: number }> {
  const attachment = file ? await checkAttachment(file) : null;
  return scope.asCaller(async (tx, me) => {
    const columns = await checkedColumns(tx, me, input);
    const { id } = await q.insertAssignment(tx, {
      ...columns,
      tenant_id: me.tenantId,
      created_by: me.userId,
    });
    if (attachment) await q.upsertFile(tx, me.tenantId, id, attachment);
    await audit(tx, me, 'assignments.created', id, {
      title: columns.title,
      classId: columns.class_id,
      attachment: attachment?.file_name ?? null,
    });
    const submissions = input.status === 'published' ? await publishIn(tx, me, id) : 0;
    return { id, status: input.status, submissions };
  });
}

export async function updateAssignment(
  scope: RequestScope,
  id: string,
  input: AssignmentValues,
  file: UploadedAttachment | null,
): Promise<{ id: string }> {
  const attachment = file ? await checkAttachment(file) : null;
  return scope.asCaller(async (tx, me) => {
    draftOnly((await ownAssignment(tx, me, id)).status);
    const columns = await checkedColumns(tx, me, input);
    if (!(await q.updateDraft(tx, id, columns))) draftOnly(undefined);
    if (attachment) await q.upsertFile(tx, me.tenantId, id, attachment);
    await audit(tx, me, 'assignments.updated', id, {
      title: columns.title,
      attachment: attachment?.file_name ?? null,
    });
    return { id };
  });
}

export async function deleteAssignment(scope: RequestScope, id: string): Promise<void> {
  await scope.asCaller(async (tx, me) => {
    const found = await ownAssignment(tx, me, id);
    draftOnly(found.status);
    if (!(await q.deleteDraft(tx, id))) draftOnly(undefined);
    await audit(tx, me, 'assignments.deleted', id, { title: found.title });
  });
}

/** A draft's Publish button: published, with a pending submission for every student of the class. */
export async function publishAssignment(
  scope: RequestScope,
  id: string,
): Promise<{ id: string; status: 'published'; submissions: number }> {
  return scope.asCaller(async (tx, me) => {
    await ownAssignment(tx, me, id);
    return { id, status: 'published' as const, submissions: await publishIn(tx, me, id) };
  });
}

/**
 * The attachment, for the class's teacher, admins and the class's families (row-level security
 * decides who reads the row; anyone else gets 404, as if it did not exist).
 */
export async function getAttachment(scope: RequestScope, id: string) {
  const file = await scope.asCaller((tx) => q.readFile(tx, id));
  if (!file) throw new AppError('NOT_FOUND', 'This assignment has no attachment you can open.');
  return file;
}

// ---- Teacher: grading ----

export async function getGradingQueue(scope: RequestScope): Promise<QueuedSubmission[]> {
  const rows = await scope.asCaller((tx, me) => submissions.gradingQueue(tx, me.userId));
  return rows.map((row) => ({
    assignmentId: row.assignment_id,
    studentId: row.student_id,
    studentName: row.full_name,
    rollNumber: row.roll_number,
    title: row.title,
    subject: row.subject_name,
    class: row.class_name,
    dueDate: row.due_date,
    submittedAt: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
  }));
}

/** A letter grade and an optional comment: the submission becomes graded; audited. */
export async function gradeWork(
  scope: RequestScope,
  key: { assignmentId: string; studentId: string },
  input: { grade: LetterGrade; comment: string | null },
): Promise<{ status: 'graded'; grade: LetterGrade; comment: string | null }> {
  return scope.asCaller(async (tx, me) => {
    const assignment = await ownAssignment(tx, me, key.assignmentId);
    if (assignment.status !== 'published') {
      throw new AppError('CONFLICT', 'Publish this assignment before grading it.');
    }
    const before = await submissions.findSubmission(tx, key.assignmentId, key.studentId);
    if (!before) throw new AppError('NOT_FOUND', 'This student has no work for this assignment.');
    await submissions.gradeSubmission(tx, key, { ...input, gradedBy: me.userId });
    await audit(tx, me, 'submissions.graded', key.assignmentId, {
      studentId: key.studentId,
      grade: input.grade,
      previous: before.grade,
      comment: input.comment !== null,
    });
    await publishStudentEvents(tx, me.tenantId, [key.studentId], 'grades');
    return { status: 'graded', grade: input.grade, comment: input.comment };
  });
}

export type { GradeInput };

// ---- Parents ----

/** A child's published work with status, grade and comment (spec 5 Parent assignment). */
export async function getChildAssignments(
  scope: RequestScope,
  studentId: string,
): Promise<ParentAssignment[]> {
  return scope.asCaller(async (tx) => {
    if (!(await submissions.findVisibleStudent(tx, studentId))) {
      throw new AppError('NOT_FOUND', 'No such child of yours in this school.');
    }
    const rows = await submissions.studentAssignments(tx, studentId);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      subject: row.subject_name,
      dueDate: row.due_date,
      status: row.status,
      description: row.description,
      grade: row.grade,
      comment: row.comment,
      attachmentUrl: row.has_file ? attachmentUrl(row.id) : null,
    }));
  });
}
