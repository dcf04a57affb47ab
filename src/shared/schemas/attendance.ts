import { z } from 'zod';
import type { StudentAttendanceSummary } from '../rules/attendance-report.ts';
import { ATTENDANCE_STATUSES, noAttendance } from '../rules/attendance.ts';
import { datePeriodShape, isoDateSchema, orderedDateRange } from './dates.ts';
import { studentRefShape } from './fields.ts';

/** A class of 40 and then some: one request saves the whole class. */
export const MAX_CLASS_MARKS = 200;
export const MAX_MINUTES_LATE = 600;
export const MAX_ABSENCE_REASON = 300;

export const attendanceDateSchema = isoDateSchema('Date', 'Enter the date as YYYY-MM-DD');

export const classIdParamsSchema = z.object({
  classId: z.string().uuid('This class does not exist in your school.'),
});

export const attendanceParamsSchema = classIdParamsSchema.extend({ date: attendanceDateSchema });

export const attendanceQuerySchema = z.object({ date: attendanceDateSchema.optional() });

/** One student's mark as the form sends it: status null is "not marked" (no row). */
export const attendanceMarkInputSchema = z
  .object({
    studentId: z.string().uuid('Choose a student of this class'),
    status: z.enum(ATTENDANCE_STATUSES).nullable(),
    minutesLate: z
      .number({ error: 'Enter the minutes late as a whole number' })
      .int('Enter the minutes late as a whole number')
      .min(1, 'Minutes late must be at least 1')
      .max(MAX_MINUTES_LATE, `Minutes late must be at most ${MAX_MINUTES_LATE}`)
      .nullish(),
    reason: z
      .string()
      .trim()
      .max(MAX_ABSENCE_REASON, `The reason must be at most ${MAX_ABSENCE_REASON} characters`)
      .nullish(),
  })
  // Minutes belong to late only, a reason to absent only: anything else is dropped, not refused.
  .transform((mark) => ({
    studentId: mark.studentId,
    status: mark.status,
    minutesLate: mark.status === 'late' ? (mark.minutesLate ?? null) : null,
    reason: mark.status === 'absent' && mark.reason ? mark.reason : null,
  }));
export type AttendanceMarkInput = z.input<typeof attendanceMarkInputSchema>;
export type AttendanceMark = z.output<typeof attendanceMarkInputSchema>;

export const attendanceSaveSchema = z.object({
  marks: z
    .array(attendanceMarkInputSchema)
    .max(MAX_CLASS_MARKS, `At most ${MAX_CLASS_MARKS} students at once`)
    .refine(
      (marks) => new Set(marks.map((mark) => mark.studentId)).size === marks.length,
      'Each student may appear only once',
    ),
});
export type AttendanceSave = z.input<typeof attendanceSaveSchema>;

const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);

export const attendanceRosterEntrySchema = z.object({
  ...studentRefShape,
  rollNumber: z.string(),
  status: attendanceStatusSchema.nullable(),
  minutesLate: z.number().nullable(),
  reason: z.string().nullable(),
});
export type AttendanceRosterEntry = z.infer<typeof attendanceRosterEntrySchema>;

/** Days present, absent and late. */
export const attendanceCountsSchema = z.object({
  present: z.number(),
  absent: z.number(),
  late: z.number(),
});

export const attendanceCountsWithUnmarkedSchema = attendanceCountsSchema.extend({
  notMarked: z.number(),
});
export type AttendanceCountsWithUnmarked = z.infer<typeof attendanceCountsWithUnmarkedSchema>;

const conflictMarkSchema = z.object({
  status: attendanceStatusSchema,
  /** Who took the mark, and in which class (null when no longer known). */
  by: z.string().nullable(),
  className: z.string().nullable(),
});

/** A teacher's mark that differs from the one already taken that day by someone else. */
export const attendanceConflictSchema = z.object({
  studentId: z.string(),
  /** The mark that counts: the first one taken (or an admin's). */
  standing: conflictMarkSchema,
  /** The different mark, kept aside for the office to settle. */
  other: conflictMarkSchema,
  /** The different mark is the caller's own. */
  mine: z.boolean(),
});
export type AttendanceConflict = z.infer<typeof attendanceConflictSchema>;

/** The class an answer is about: its id and name. */
const classRefShape = { classId: z.string(), className: z.string() };

/** GET and PUT answer the same: the class, the date, its roster with the saved marks, counts. */
export const classAttendanceSchema = z.object({
  ...classRefShape,
  date: z.string(),
  /** The school's today (its time zone): later dates cannot be marked. */
  today: z.string(),
  /** Why the date is not a school day (marking it is refused), or null when it is one. */
  notSchoolDay: z.string().nullable(),
  students: z.array(attendanceRosterEntrySchema),
  counts: attendanceCountsWithUnmarkedSchema,
  /** Students whose marks of the day disagree: the first mark stands, the other is kept aside. */
  conflicts: z.array(attendanceConflictSchema),
});
export type ClassAttendance = z.infer<typeof classAttendanceSchema>;

export const classAttendanceSavedSchema = classAttendanceSchema.extend({
  /** How many marks this save changed (each one audited). */
  changed: z.number(),
  /** How many of this save's marks differ from one someone else took first (not saved). */
  conflicted: z.number(),
});
export type ClassAttendanceSaved = z.infer<typeof classAttendanceSavedSchema>;

/** Counts of present, absent, late and not marked (the card's live counts and the API's). */
export function countMarks(
  marks: readonly { status: AttendanceRosterEntry['status'] }[],
): AttendanceCountsWithUnmarked {
  const counts = { ...noAttendance(), notMarked: 0 };
  for (const { status } of marks) {
    if (status) counts[status]++;
    else counts.notMarked++;
  }
  return counts;
}

// ---- Reports ----

/** A report covers at most a year of school days. */
export const MAX_REPORT_DAYS = 366;

export const attendanceReportQuerySchema = orderedDateRange(
  z.object({
    classId: z.string({ error: 'Choose a class' }).uuid('Choose a class'),
    from: attendanceDateSchema.optional(),
    to: attendanceDateSchema.optional(),
  }),
);
export type AttendanceReportQuery = z.infer<typeof attendanceReportQuerySchema>;

export const studentAttendanceReportSchema = attendanceCountsSchema.extend({
  marked: z.number(),
  rate: z.number().nullable(),
  chronic: z.boolean(),
  longestAbsenceRun: z.number(),
  consecutiveAbsences: z.boolean(),
  ...studentRefShape,
  rollNumber: z.string(),
}) satisfies z.ZodType<StudentAttendanceSummary>;
export type StudentAttendanceReport = z.infer<typeof studentAttendanceReportSchema>;

export const dailyAttendanceSchema = attendanceCountsSchema.extend({
  date: z.string(),
  /** Share of the day's marks that were there (attendanceRate). */
  rate: z.number().nullable(),
});
export type DailyAttendance = z.infer<typeof dailyAttendanceSchema>;

/** Attendance of a class's students over a date range (default the 30-day window). */
export const attendanceReportSchema = z.object({
  ...classRefShape,
  ...datePeriodShape,
  today: z.string(),
  /** The class's rate over the period, all its students' marked days together. */
  rate: z.number().nullable(),
  students: z.array(studentAttendanceReportSchema),
  daily: z.array(dailyAttendanceSchema),
});
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

export const unmarkedClassSchema = z.object({
  ...classRefShape,
  studentCount: z.number(),
  /** Students already marked today (in this class or another). */
  marked: z.number(),
});
export type UnmarkedClass = z.infer<typeof unmarkedClassSchema>;

/** The teacher's classes with a lesson on the day (default: the school's today) not yet marked. */
export const unmarkedTodaySchema = z.object({
  today: z.string(),
  /** The day asked about (the school's today unless another was asked for). */
  date: z.string(),
  classes: z.array(unmarkedClassSchema),
});
export type UnmarkedToday = z.infer<typeof unmarkedTodaySchema>;
