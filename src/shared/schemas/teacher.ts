import { z } from 'zod';
import { ATTENDANCE_STATUSES } from '../rules/attendance.ts';
import { LETTER_GRADES } from '../rules/letter-grades.ts';
import { HOMEWORK_STATUSES } from './assignments.ts';
import { attendanceCountsSchema } from './attendance.ts';
import { timetableEntrySchema, weekScheduleSchema } from './classes.ts';
import { contactCardSchema, namedRefSchema } from './fields.ts';

/** A teacher's class on their dashboard (spec Class, teacher view: name instead of className). */
export const teacherClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  room: z.string(),
  schedule: z.string(),
  weekSchedule: weekScheduleSchema,
  studentCount: z.number(),
});
export type TeacherClass = z.infer<typeof teacherClassSchema>;

const letterGrade = z.enum(LETTER_GRADES);

/** A student of a class roster, with the attendance percent over the 30-day window. */
export const rosterStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  rollNumber: z.string(),
  /** Whole percent of marked days present or late; null when no day is marked. */
  attendance: z.number().nullable(),
});
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

/** Spec Student (teacher view): attendance percent over the 30-day window, current letter grade. */
export const teacherStudentSchema = rosterStudentSchema.extend({
  /** The teacher's classes the student is in, by name ('Grade 10A Mathematics, …'). */
  class: z.string(),
  classIds: z.array(z.string()),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  grade: letterGrade.nullable(),
});
export type TeacherStudent = z.infer<typeof teacherStudentSchema>;

/** Spec Timetable entry, plus the class it belongs to. */
export const weekEntrySchema = timetableEntrySchema.extend({ className: z.string() });
export type WeekEntry = z.infer<typeof weekEntrySchema>;

/** The school's clock when the answer was made, and its time zone to keep it running. */
export const clockSchema = z.object({
  timeZone: z.string(),
  date: z.string(),
  dayOfWeek: z.number(),
  time: z.string(),
});
export type ClockInfo = z.infer<typeof clockSchema>;

export const teacherTilesSchema = z.object({
  totalStudents: z.number(),
  classesToday: z.number(),
  pendingReviews: z.number(),
  parentMeetings: z.number(),
});
export type TeacherTiles = z.infer<typeof teacherTilesSchema>;

/** GET /api/teacher/dashboard: the whole dashboard in one answer. */
export const teacherDashboardSchema = z.object({
  clock: clockSchema,
  classes: z.array(teacherClassSchema),
  students: z.array(teacherStudentSchema),
  tiles: teacherTilesSchema,
  timetable: z.array(weekEntrySchema),
});
export type TeacherDashboard = z.infer<typeof teacherDashboardSchema>;

/** GET /api/teacher/timetable: the full week. */
export const teacherTimetableSchema = z.object({
  clock: clockSchema,
  entries: z.array(weekEntrySchema),
});
export type TeacherTimetable = z.infer<typeof teacherTimetableSchema>;

/** GET /api/teacher/students. */
export const teacherStudentListSchema = z.object({
  classes: z.array(namedRefSchema),
  students: z.array(teacherStudentSchema),
});
export type TeacherStudentList = z.infer<typeof teacherStudentListSchema>;

/** GET /api/teacher/classes: each class with its roster and the 30-day attendance rate. */
export const teacherClassDetailSchema = teacherClassSchema.extend({
  attendance: z.number().nullable(),
  students: z.array(rosterStudentSchema),
});
export type TeacherClassDetail = z.infer<typeof teacherClassDetailSchema>;

export const attendanceMarkSchema = z.object({
  date: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  minutesLate: z.number().nullable(),
  reason: z.string().nullable(),
  className: z.string().nullable(),
});

export const studentSubmissionSchema = z.object({
  assignmentId: z.string(),
  title: z.string(),
  subject: z.string(),
  className: z.string(),
  dueDate: z.string(),
  status: z.enum(HOMEWORK_STATUSES),
  grade: letterGrade.nullable(),
  comment: z.string().nullable(),
});

export const guardianContactSchema = contactCardSchema.extend({
  relationship: z.string().nullable(),
});

/** GET /api/teacher/students/:id: one of the teacher's students. */
export const teacherStudentDetailSchema = teacherStudentSchema
  .pick({ id: true, name: true, rollNumber: true, email: true, phone: true })
  .extend({
    classes: z.array(z.string()),
    attendance: attendanceCountsSchema.extend({ rate: z.number().nullable() }),
    grade: letterGrade.nullable(),
    /** Most recent first, at most STUDENT_HISTORY_LIMIT marks. */
    attendanceHistory: z.array(attendanceMarkSchema),
    submissions: z.array(studentSubmissionSchema),
    guardians: z.array(guardianContactSchema),
  });
export type TeacherStudentDetail = z.infer<typeof teacherStudentDetailSchema>;

export const STUDENT_HISTORY_LIMIT = 60;
