import { z } from 'zod';
import {
  idParams,
  namedRefSchema,
  orderedTimeSpan,
  requiredText,
  timeOfDay,
  timeSpanShape,
} from './fields.ts';
import { itemPageOf, listSearchField, pageOf } from './paging.ts';

export const subjectSchema = z.object({ id: z.string().uuid().nullable(), name: z.string() });
export type Subject = z.infer<typeof subjectSchema>;

export const subjectListSchema = z.object({
  subjects: z.array(subjectSchema),
  /** true while the school uses the spec's 12 defaults (nothing stored yet). */
  isDefault: z.boolean(),
});
export type SubjectList = z.infer<typeof subjectListSchema>;

export const subjectInputSchema = z.object({ name: requiredText('Subject name', 80) });
export type SubjectInput = z.infer<typeof subjectInputSchema>;

/**
 * The schedule a class card shows, computed from the saved timetable by the database
 * (app_class_schedule: 'Mon, Wed 09:00–09:45'); null while no period is saved.
 */
export const weekScheduleSchema = z.string().nullish();

/** Spec 5 Class. */
export const classSchema = z.object({
  id: z.string(),
  className: z.string(),
  subject: z.string(),
  teacher: z.string(),
  teacherId: z.string(),
  studentCount: z.number(),
  schedule: z.string(),
  weekSchedule: weekScheduleSchema,
  room: z.string(),
});
export type SchoolClass = z.infer<typeof classSchema>;

export const CLASS_PAGE_SIZE = 25;

/**
 * GET /api/admin/classes: without these, every class (in natural order); with a page, a search
 * (name, subject or teacher) or a grade, one page of the matching classes.
 */
export const listClassesQuerySchema = z.object({
  search: listSearchField,
  grade: z.coerce
    .number({ message: 'Grade is 1 to 12' })
    .int('Grade is 1 to 12')
    .min(1, 'Grade is 1 to 12')
    .max(12, 'Grade is 1 to 12')
    .optional(),
  page: z.coerce
    .number({ message: 'Page is a number' })
    .int('Page is a whole number')
    .min(1, 'Page starts at 1')
    .max(100_000, 'Page is at most 100000')
    .optional(),
  pageSize: z.coerce
    .number({ message: 'Page size is a number' })
    .int('Page size is a whole number')
    .min(1, 'Page size is at least 1')
    .max(100, 'Page size is at most 100')
    .default(CLASS_PAGE_SIZE),
});
export type ListClassesQuery = z.input<typeof listClassesQuerySchema>;

export const classPageSchema = pageOf(classSchema);
export type ClassPage = z.infer<typeof classPageSchema>;

/** Spec 8 Create class: class name, room and schedule required; a teacher must be chosen. */
export const classInputSchema = z.object({
  className: requiredText('Class name', 80),
  subject: requiredText('Subject', 80),
  teacherId: z
    .string({ error: 'Choose a teacher' })
    .min(1, 'Choose a teacher')
    .pipe(z.string().uuid('Choose a teacher')),
  room: requiredText('Room', 40),
  schedule: requiredText('Schedule', 200),
});
export type ClassInput = z.infer<typeof classInputSchema>;

export const classUpdateSchema = classInputSchema.partial();
export type ClassUpdate = z.infer<typeof classUpdateSchema>;

/** Spec 5 Teacher option. */
export const teacherOptionSchema = namedRefSchema.extend({ subject: z.string().nullable() });
export type TeacherOption = z.infer<typeof teacherOptionSchema>;

export const enrolledStudentSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  rollNumber: z.string(),
  gradeLevel: z.number(),
  section: z.string(),
});
export type EnrolledStudent = z.infer<typeof enrolledStudentSchema>;

export const MAX_ENROLMENT = 500;

export const enrolmentInputSchema = z.object({
  studentIds: z
    .array(z.string().uuid('studentIds must be student ids'))
    .max(MAX_ENROLMENT, `A class holds at most ${MAX_ENROLMENT} students`)
    .transform((ids) => [...new Set(ids)]),
});
export type EnrolmentInput = z.input<typeof enrolmentInputSchema>;

export const STUDENT_OPTIONS_PAGE = 20;

export const studentOptionsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  grade: z.coerce.number().int().min(1).max(12).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StudentOptionsQuery = z.input<typeof studentOptionsQuerySchema>;

export const studentOptionsSchema = itemPageOf(enrolledStudentSchema);
export type StudentOptions = z.infer<typeof studentOptionsSchema>;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const hhmm = (label: string) => timeOfDay(label, `${label} must be a time as HH:MM`);

export const timetableEntryInputSchema = orderedTimeSpan(
  z.object({
    day: z.enum(WEEKDAYS, { error: 'Choose a day from Monday to Friday' }),
    startTime: hhmm('Start time'),
    endTime: hhmm('End time'),
    room: z.string().trim().max(40, 'Room must be at most 40 characters').optional(),
  }),
);
export type TimetableEntryInput = z.infer<typeof timetableEntryInputSchema>;

export const timetableInputSchema = z.object({
  entries: z
    .array(timetableEntryInputSchema)
    .max(25, 'At most 25 periods a week')
    .superRefine((entries, ctx) => {
      // One class cannot be in two periods at once (other classes: the database refuses clashes).
      entries.forEach((entry, i) => {
        const earlier = entries
          .slice(0, i)
          .find(
            (other) =>
              other.day === entry.day &&
              other.startTime < entry.endTime &&
              entry.startTime < other.endTime,
          );
        if (earlier) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'startTime'],
            message: `${entry.day} ${entry.startTime}–${entry.endTime} overlaps ${earlier.startTime}–${earlier.endTime} of this class`,
          });
        }
      });
    }),
});
export type TimetableInput = z.infer<typeof timetableInputSchema>;

/** Spec 5 Timetable entry, for one class. */
export const timetableEntrySchema = z.object({
  id: z.string(),
  day: z.enum(WEEKDAYS),
  ...timeSpanShape,
  subject: z.string(),
  teacher: z.string(),
  room: z.string(),
});
export type TimetableEntry = z.infer<typeof timetableEntrySchema>;

export const idParamsSchema = idParams('id must be an id');
