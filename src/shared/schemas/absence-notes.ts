import { z } from 'zod';
import { datePeriodShape, isoDateSchema, orderedDateRange } from './dates.ts';
import { attendanceQuerySchema, classIdParamsSchema } from './attendance.ts';
import { idChoice, idParams, studentRefShape, timeSpanShape } from './fields.ts';

/** Why a child will be away (the database's absence_notes.reason check lists the same). */
export const ABSENCE_REASONS = [
  'illness',
  'appointment',
  'family',
  'religious_observance',
  'other',
] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

export const ABSENCE_REASON_LABELS: Record<AbsenceReason, string> = {
  illness: 'Illness',
  appointment: 'Appointment',
  family: 'Family',
  religious_observance: 'Religious observance',
  other: 'Other',
};

export const ABSENCE_NOTE_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type AbsenceNoteStatus = (typeof ABSENCE_NOTE_STATUSES)[number];

export const MAX_ABSENCE_NOTE = 1000;
export const MAX_DECLINE_REASON = 500;
export const MAX_NOTE_PERIODS = 60;

/** A guardian's report: the child, the days (to: the first day when left out), the periods. */
export const absenceNoteInputSchema = z
  .object({
    studentId: idChoice('Choose one of your children'),
    from: isoDateSchema('First day'),
    /** Left empty (a form's blank field): the first day. */
    to: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      isoDateSchema('Last day').optional(),
    ),
    /** Timetable periods (their ids); none: the whole day. */
    periodIds: z
      .array(z.string().uuid('Choose periods of the timetable'))
      .max(MAX_NOTE_PERIODS, `Choose at most ${MAX_NOTE_PERIODS} periods`)
      .default([]),
    reason: z.enum(ABSENCE_REASONS, { error: 'Choose a reason' }),
    note: z
      .string()
      .trim()
      .max(MAX_ABSENCE_NOTE, `The note must be at most ${MAX_ABSENCE_NOTE} characters`)
      .default(''),
  })
  .transform((value) => ({
    ...value,
    to: value.to ?? value.from,
    periodIds: [...new Set(value.periodIds)],
  }));
export type AbsenceNoteInput = z.input<typeof absenceNoteInputSchema>;
export type AbsenceNoteValues = z.output<typeof absenceNoteInputSchema>;

export const absenceNoteIdParamsSchema = idParams('No such absence note.');

/** The office's decision: a reason is required when declining. */
export const absenceNoteDecisionSchema = z
  .object({
    decision: z.enum(['accepted', 'declined'], { error: 'Accept or decline the note' }),
    reason: z
      .string()
      .trim()
      .max(MAX_DECLINE_REASON, `The reason must be at most ${MAX_DECLINE_REASON} characters`)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'declined' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the note is declined' });
    }
  });
export type AbsenceNoteDecision = z.infer<typeof absenceNoteDecisionSchema>;

export const absenceNoteListQuerySchema = z.object({
  status: z.enum(ABSENCE_NOTE_STATUSES).optional(),
});

export const absenceNotePeriodSchema = z.object({
  id: z.string(),
  dayOfWeek: z.number(),
  ...timeSpanShape,
  className: z.string(),
});
export type AbsenceNotePeriod = z.infer<typeof absenceNotePeriodSchema>;

export const absenceNoteSchema = z.object({
  id: z.string(),
  ...studentRefShape,
  reportedByName: z.string(),
  from: z.string(),
  to: z.string(),
  periods: z.array(absenceNotePeriodSchema),
  reason: z.enum(ABSENCE_REASONS),
  note: z.string(),
  status: z.enum(ABSENCE_NOTE_STATUSES),
  declineReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  documentName: z.string().nullable(),
  createdAt: z.string(),
  /** The guardian may still withdraw it (app_absence_note_withdrawable). */
  withdrawable: z.boolean(),
});
export type AbsenceNote = z.infer<typeof absenceNoteSchema>;
export const absenceNoteListSchema = z.array(absenceNoteSchema);

/** A child and the periods of their timetable, to choose from when reporting. */
export const absenceChildSchema = z.object({
  ...studentRefShape,
  periods: z.array(absenceNotePeriodSchema),
});
export const absenceChildrenSchema = z.object({
  today: z.string(),
  children: z.array(absenceChildSchema),
});
export type AbsenceChildren = z.infer<typeof absenceChildrenSchema>;

/** A mark that contradicts the notes (app_absence_mark_mismatch). */
export const ABSENCE_MISMATCHES = ['present_reported', 'absent_unreported'] as const;

/** The register's view of a class's day: each reported student's note, and the flagged marks. */
export const classAbsenceNotesSchema = z.object({
  date: z.string(),
  notes: z.array(
    z.object({
      studentId: z.string(),
      noteId: z.string(),
      reason: z.enum(ABSENCE_REASONS),
      note: z.string(),
      status: z.enum(ABSENCE_NOTE_STATUSES),
      /** The stored mark is linked to this note (attendance.absence_note_id). */
      linked: z.boolean(),
    }),
  ),
  mismatches: z.array(z.object({ studentId: z.string(), mismatch: z.enum(ABSENCE_MISMATCHES) })),
});
export type ClassAbsenceNotes = z.infer<typeof classAbsenceNotesSchema>;

/** The register's class and day, named as the attendance routes name them. */
export const classAbsenceQuerySchema = attendanceQuerySchema;
export const classAbsenceParamsSchema = classIdParamsSchema;

/** Excused and unexcused absences (app_absence_excused) per student over a range of days. */
export const absenceSummaryQuerySchema = orderedDateRange(
  z.object({
    from: isoDateSchema('Start date', 'Enter the date as YYYY-MM-DD').optional(),
    to: isoDateSchema('End date', 'Enter the date as YYYY-MM-DD').optional(),
  }),
);
export type AbsenceSummaryQuery = z.infer<typeof absenceSummaryQuerySchema>;

/** Excused and unexcused absences (app_absence_excused) of one row of a summary. */
const absenceCountsShape = { excused: z.number(), unexcused: z.number() };

export const absenceSummarySchema = z.object({
  ...datePeriodShape,
  students: z.array(z.object({ ...studentRefShape, ...absenceCountsShape })),
});
export type AbsenceSummary = z.infer<typeof absenceSummarySchema>;

/**
 * For the office: excused and unexcused absences (app_absence_excused) per class the register was
 * taken in (attendance.class_id; null: a mark kept without its class), school-wide, most first.
 * Its query is absenceSummaryQuerySchema (default: this month up to the school's today).
 */
export const classAbsenceSummarySchema = z.object({
  ...datePeriodShape,
  classes: z.array(
    z.object({
      classId: z.string().nullable(),
      className: z.string().nullable(),
      ...absenceCountsShape,
    }),
  ),
});
export type ClassAbsenceSummary = z.infer<typeof classAbsenceSummarySchema>;

/** The days the office's flags reach back from the school's today. */
export const FLAG_DAYS = 7;

/** Marks that contradict the notes (app_absence_mark_mismatch), for the office. */
export const absenceFlagSchema = z.object({
  ...studentRefShape,
  date: z.string(),
  className: z.string().nullable(),
  mismatch: z.enum(ABSENCE_MISMATCHES),
});
export const absenceFlagListSchema = z.array(absenceFlagSchema);
export type AbsenceFlag = z.infer<typeof absenceFlagSchema>;
