import { z } from 'zod';
import { LETTER_GRADES } from '../rules/letter-grades.ts';
import { isoDateSchema } from './dates.ts';
import { idChoice, idParams, namedRefSchema, requiredText, studentRefShape } from './fields.ts';

/** Spec 9 "file size limits: not shown": an assignment's attachment is at most 10 MB. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENT_MB = 10;
/** What the file picker offers; the server judges the type by the content, not the name. */
export const ATTACHMENT_ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp';

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** An assignment is a draft, or published to its class. */
const assignmentStatusSchema = z.enum(['draft', 'published']);

/** Spec 5 Assignment form: title and due date required, description optional, status draft by default. */
export const assignmentInputSchema = z.object({
  title: requiredText('Title', 200),
  dueDate: isoDateSchema('Due date'),
  description: optionalText('Description', 5000),
  subjectId: idChoice('Choose a subject'),
  classId: idChoice('Choose a class'),
  /** 'Save as Draft' sends draft, 'Publish' published. */
  status: assignmentStatusSchema.default('draft'),
});
export type AssignmentInput = z.input<typeof assignmentInputSchema>;
export type AssignmentValues = z.output<typeof assignmentInputSchema>;

/** Editing a draft: the same fields (a draft stays a draft; publishing is its own action). */
export const assignmentUpdateSchema = assignmentInputSchema.omit({ status: true });
export type AssignmentUpdate = z.input<typeof assignmentUpdateSchema>;

export const assignmentIdParamsSchema = idParams('id must be an id');
export const submissionParamsSchema = z.object({
  assignmentId: z.string().uuid('assignmentId must be an id'),
  studentId: z.string().uuid('studentId must be an id'),
});
export const studentParamsSchema = z.object({
  studentId: z.string().uuid('studentId must be an id'),
});

export const attachmentSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const submissionCountSchema = z.object({
  submitted: z.number(),
  graded: z.number(),
  total: z.number(),
});
export type SubmissionCount = z.infer<typeof submissionCountSchema>;

/** Spec 5 Assignment (teacher), with ids and what the form needs to edit a draft. */
export const teacherAssignmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  subjectId: z.string(),
  class: z.string(),
  classId: z.string(),
  dueDate: z.string(),
  description: z.string().nullable(),
  status: assignmentStatusSchema,
  /** Published ones only: handed in (submitted or graded) of the class's students. */
  submissionCount: submissionCountSchema.nullable(),
  attachment: attachmentSchema.nullable(),
});
export type TeacherAssignment = z.infer<typeof teacherAssignmentSchema>;

export const assignmentOptionsSchema = z.object({
  subjects: z.array(namedRefSchema),
  classes: z.array(namedRefSchema.extend({ subjectId: z.string(), subject: z.string() })),
});
export type AssignmentOptions = z.infer<typeof assignmentOptionsSchema>;

export const letterGradeSchema = z.enum(LETTER_GRADES, { error: 'Choose a letter grade' });

export const gradeInputSchema = z.object({
  grade: letterGradeSchema,
  comment: optionalText('Comment', 2000),
});
export type GradeInput = z.input<typeof gradeInputSchema>;

/** Work handed in and waiting for a grade. */
export const queuedSubmissionSchema = z.object({
  assignmentId: z.string(),
  ...studentRefShape,
  rollNumber: z.string(),
  title: z.string(),
  subject: z.string(),
  class: z.string(),
  dueDate: z.string(),
  submittedAt: z.string().nullable(),
});
export type QueuedSubmission = z.infer<typeof queuedSubmissionSchema>;

/** Spec 3 parent assignment statuses: pending (to hand in), submitted, graded. */
export const HOMEWORK_STATUSES = ['pending', 'submitted', 'graded'] as const;

/** A piece of homework as a family sees it (the parent screens add whose work it is). */
export const homeworkSchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  dueDate: z.string(),
  status: z.enum(HOMEWORK_STATUSES),
  description: z.string().nullable(),
  grade: letterGradeSchema.nullable(),
  attachmentUrl: z.string().nullable(),
});

/** Spec 5 Parent assignment. */
export const parentAssignmentSchema = homeworkSchema.extend({ comment: z.string().nullable() });
export type ParentAssignment = z.infer<typeof parentAssignmentSchema>;

/** Create and publish: the assignment, its status, and how many pending submissions it has. */
export const assignmentSavedSchema = z.object({
  id: z.string(),
  status: assignmentStatusSchema,
  submissions: z.number(),
});
export type AssignmentSaved = z.infer<typeof assignmentSavedSchema>;

/** Grade: the submission as graded. */
export const gradedSchema = z.object({
  status: z.literal('graded'),
  grade: letterGradeSchema,
  comment: z.string().nullable(),
});
export type Graded = z.infer<typeof gradedSchema>;
