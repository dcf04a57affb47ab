import { z } from 'zod';
import { attendanceCountsSchema } from './attendance.ts';
import { feeRecordStatusSchema } from './fees.ts';
import { HOMEWORK_STATUSES, homeworkSchema, submissionParamsSchema } from './assignments.ts';
import { timetableEntrySchema } from './classes.ts';
import { contactCardSchema, namedRefSchema } from './fields.ts';
import { ATTENDANCE_STATUSES } from '../rules/attendance.ts';
import { LETTER_GRADES } from '../rules/letter-grades.ts';
import { TERM_NAMES } from '../rules/terms.ts';

/** Timetable days (spec 9: Monday to Friday), 1 to 5 as the database counts them. */

export const studentIdQuerySchema = z.object({
  studentId: z.uuid('studentId must be an id').optional(),
});
export type StudentIdQuery = z.infer<typeof studentIdQuerySchema>;

/** One of the parent's children: 'Grade 10A' is the class (grade and section). */
export const parentChildSchema = z.object({
  id: z.string(),
  name: z.string(),
  rollNumber: z.string(),
  className: z.string(),
  gradeLevel: z.number(),
});
export type ParentChild = z.infer<typeof parentChildSchema>;

/** Spec 3 Timetable entry: a class's, with the school-local times as HH:MM. */
export { timetableEntrySchema };
export type { TimetableEntry } from './classes.ts';

/** Spec 3 Parent attendance entry. */
export const attendanceEntrySchema = z.object({
  date: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

/** Spec 3 parent assignment statuses: pending (to hand in), submitted, graded. */
export { HOMEWORK_STATUSES };

/** Spec 3 Parent assignment; `studentId` is whose work it is (for 'Mark as done'). */
export const parentAssignmentSchema = homeworkSchema.extend({ studentId: z.string() });
export type ParentAssignment = z.infer<typeof parentAssignmentSchema>;

/** Homework screen filters: one child, one status, one subject (each optional). */
export const parentHomeworkQuerySchema = studentIdQuerySchema.extend({
  status: z
    .enum(HOMEWORK_STATUSES, { error: 'status must be pending, submitted or graded' })
    .optional(),
  subjectId: z.uuid('subjectId must be an id').optional(),
});
export type ParentHomeworkQuery = z.infer<typeof parentHomeworkQuerySchema>;

/** A piece of the homework screen: whose it is, and the teacher's comment with the grade. */
export const parentHomeworkItemSchema = parentAssignmentSchema.extend({
  studentName: z.string(),
  subjectId: z.string(),
  comment: z.string().nullable(),
});
export type ParentHomeworkItem = z.infer<typeof parentHomeworkItemSchema>;

/**
 * Homework: every published piece of the caller's children matching the filters, work to hand in
 * and work due from today first (earliest first), then the rest (latest first); `children` and
 * `subjects` (of all their work) fill the filters whatever is chosen.
 */
export const parentHomeworkSchema = z.object({
  today: z.string(),
  children: z.array(parentChildSchema),
  subjects: z.array(namedRefSchema),
  items: z.array(parentHomeworkItemSchema),
});
export type ParentHomework = z.infer<typeof parentHomeworkSchema>;

/** Spec 3 Parent fee; `outstandingCents` is what is left to pay, `receiptUrl` the paid one's. */
export const parentFeeSchema = z.object({
  id: z.string(),
  type: z.string(),
  amountCents: z.number(),
  outstandingCents: z.number(),
  dueDate: z.string(),
  status: feeRecordStatusSchema,
  paidDate: z.string().nullable(),
  receiptUrl: z.string().nullable(),
});
export type ParentFee = z.infer<typeof parentFeeSchema>;

/** Spec 3 Contact. */
export const contactSchema = contactCardSchema.extend({
  role: z.enum(['teacher', 'admin', 'principal']),
  subject: z.string().nullable(),
  availability: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

export const schoolOfficeSchema = z.object({
  name: z.string(),
  officeEmail: z.string().nullable(),
  officePhone: z.string().nullable(),
  paymentInstructions: z.string().nullable(),
});
export type SchoolOffice = z.infer<typeof schoolOfficeSchema>;

/** Present, absent and late days and the rate of the shared rule (null when nothing is marked). */
export const attendanceSummarySchema = attendanceCountsSchema.extend({
  ratePercent: z.number().nullable(),
});
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;

/**
 * Everything the parent dashboard shows for one child, in one answer. `child` is null when the
 * parent has no child yet (the cards then show their general titles and empty states).
 */
export const parentDashboardSchema = z.object({
  today: z.string(),
  timeZone: z.string().nullable(),
  school: schoolOfficeSchema,
  children: z.array(parentChildSchema),
  child: parentChildSchema.nullable(),
  attendance: attendanceSummarySchema.extend({ recent: z.array(attendanceEntrySchema) }),
  homework: z.object({
    pendingCount: z.number(),
    overallGrade: z.enum(LETTER_GRADES).nullable(),
    items: z.array(parentAssignmentSchema),
  }),
  fees: z.object({ dueCents: z.number(), records: z.array(parentFeeSchema) }),
  timetable: z.array(timetableEntrySchema),
  contacts: z.array(contactSchema),
});
export type ParentDashboard = z.infer<typeof parentDashboardSchema>;

/** My Children: each child with class, teachers, attendance rate, pending work and balance. */
export const childOverviewSchema = parentChildSchema.extend({
  teachers: z.array(z.object({ name: z.string(), subject: z.string() })),
  attendanceRatePercent: z.number().nullable(),
  pendingCount: z.number(),
  dueCents: z.number(),
});
export type ChildOverview = z.infer<typeof childOverviewSchema>;

/** Schedule: the week of each child. */
export const childScheduleSchema = z.object({
  timeZone: z.string().nullable(),
  children: z.array(parentChildSchema.extend({ timetable: z.array(timetableEntrySchema) })),
});
export type ChildSchedule = z.infer<typeof childScheduleSchema>;

/** 'Mark as done' names the submission as the teacher's grading does. */
export const submissionKeySchema = submissionParamsSchema;

/** One term of a child's report: attendance, graded work and the letter per subject. */
export const reportTermSchema = z.object({
  name: z.enum(TERM_NAMES),
  start: z.string(),
  end: z.string(),
  attendance: attendanceSummarySchema,
  gradedCount: z.number(),
  overallGrade: z.enum(LETTER_GRADES).nullable(),
  subjects: z.array(
    z.object({
      subject: z.string(),
      gradedCount: z.number(),
      overallGrade: z.enum(LETTER_GRADES),
    }),
  ),
});
export type ReportTerm = z.infer<typeof reportTermSchema>;

/** Reports: per child, each term of the current school year and the monthly attendance rate. */
export const parentReportsSchema = z.object({
  today: z.string(),
  schoolYear: z.object({ start: z.string(), end: z.string() }),
  children: z.array(
    parentChildSchema.extend({
      terms: z.array(reportTermSchema),
      /** September up to this month, 'YYYY-MM'. */
      months: z.array(attendanceSummarySchema.extend({ month: z.string() })),
    }),
  ),
});
export type ParentReports = z.infer<typeof parentReportsSchema>;
export type ChildReport = ParentReports['children'][number];

/** 'Mark as done': the submission is handed in. */
export const markedDoneSchema = z.object({ status: z.literal('submitted') });
