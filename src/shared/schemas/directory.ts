import { z } from 'zod';
import type { Role } from './auth.ts';
import { contactCardSchema, idParams, namedRefSchema } from './fields.ts';
import { teacherClassSchema } from './teacher.ts';
import {
  listOrderField,
  listPageField,
  listPageSizeField,
  listSearchField,
  pageOf,
} from './paging.ts';
import {
  blankIsNoneText,
  gradeLevelSchema,
  nameSchema,
  optionalEmailSchema,
  phoneSchema,
  requiredEmailSchema,
  rollNumberSchema,
  sectionSchema,
  userStatusSchema,
} from './people.ts';

/**
 * The admin's Teachers, Students and Parents screens: full lists (search, sort, server-side pages),
 * a detail of each person, edits, and the links between parents and their children.
 */

export const DIRECTORY_PAGE_SIZE = 25;

/** The accounts with a list and detail screen of their own there (students are records). */
export const staffRoles = ['teacher', 'parent'] as const satisfies readonly Role[];
export type StaffRole = (typeof staffRoles)[number];

const listFields = {
  search: listSearchField,
  order: listOrderField,
  page: listPageField,
  pageSize: listPageSizeField(DIRECTORY_PAGE_SIZE),
};

export const studentSortFields = ['name', 'rollNumber', 'grade', 'status'] as const;
export type StudentSort = (typeof studentSortFields)[number];

export const listStudentsQuerySchema = z.object({
  ...listFields,
  grade: z.coerce.number().int().min(1, 'Grade is 1 to 12').max(12, 'Grade is 1 to 12').optional(),
  status: userStatusSchema.optional(),
  sort: z.enum(studentSortFields).default('name'),
});
export type ListStudentsQuery = z.input<typeof listStudentsQuerySchema>;

export const staffSortFields = ['name', 'email', 'status', 'lastLogin'] as const;
export type StaffSort = (typeof staffSortFields)[number];

/** Teachers and parents: the same list shape. */
export const listStaffQuerySchema = z.object({
  ...listFields,
  status: userStatusSchema.optional(),
  sort: z.enum(staffSortFields).default('name'),
});
export type ListStaffQuery = z.input<typeof listStaffQuerySchema>;

export type PersonRef = z.infer<typeof namedRefSchema>;

/** A student record's own fields, in lists and details. */
const studentRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  rollNumber: z.string(),
  gradeLevel: z.number().int(),
  section: z.string(),
  email: z.string().nullable(),
  status: userStatusSchema,
  hasAccount: z.boolean(),
});

export const studentRowSchema = studentRecordSchema.extend({
  classCount: z.number().int(),
  guardians: z.array(namedRefSchema),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

/**
 * A teacher's or parent's row: their contact card and their account; an invitation not yet
 * accepted has `invited` and no last login.
 */
export const staffRowSchema = contactCardSchema.extend({
  status: userStatusSchema,
  lastLogin: z.string().nullable(),
  invited: z.boolean(),
  /** When the invitation's link stops working (invitations only). */
  invitationExpiresAt: z.string().nullable(),
  /** Teachers: their classes ('Grade 10A Mathematics'); parents: their children. */
  links: z.array(namedRefSchema),
  /** Teachers: the subjects they teach; parents: empty. */
  subjects: z.array(z.string()),
});
export type StaffRow = z.infer<typeof staffRowSchema>;

export const studentListSchema = pageOf(studentRowSchema);
export type StudentList = z.infer<typeof studentListSchema>;
export const staffListSchema = pageOf(staffRowSchema);
export type StaffList = z.infer<typeof staffListSchema>;

/** A class on a person's page: the teacher's class card, with its teacher. */
export const personClassSchema = teacherClassSchema.extend({
  teacher: z.string(),
  studentCount: z.number().int(),
});
export type PersonClass = z.infer<typeof personClassSchema>;

export const guardianSchema = contactCardSchema.extend({ slot: z.number().int() });

export const childSchema = studentRecordSchema
  .pick({ id: true, name: true, rollNumber: true, gradeLevel: true, section: true, status: true })
  .extend({ slot: z.number().int() });

export const feeBalanceSchema = z.object({
  /** Still to pay on records not paid in full (paid so far taken off). */
  outstandingCents: z.number().int(),
  /** Of that, past its due date. */
  overdueCents: z.number().int(),
  openRecords: z.number().int(),
});
export type FeeBalance = z.infer<typeof feeBalanceSchema>;

export const studentDetailSchema = studentRecordSchema.extend({
  phone: z.string().nullable(),
  classes: z.array(personClassSchema),
  guardians: z.array(guardianSchema),
  fees: feeBalanceSchema,
});
export type StudentDetail = z.infer<typeof studentDetailSchema>;

export const staffDetailSchema = z.object({
  id: z.string(),
  role: z.enum(staffRoles),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  availability: z.string().nullable(),
  status: userStatusSchema,
  lastLogin: z.string().nullable(),
  /** Teachers: the classes they teach. */
  classes: z.array(personClassSchema),
  /** Parents: their children. */
  children: z.array(childSchema),
});
export type StaffDetail = z.infer<typeof staffDetailSchema>;

/** Edit a student record: every field of the form travels, email and phone may be blank. */
export const studentEditSchema = z.object({
  name: nameSchema,
  rollNumber: rollNumberSchema.min(1, 'Roll number is required'),
  gradeLevel: gradeLevelSchema,
  section: sectionSchema,
  email: optionalEmailSchema,
  phone: phoneSchema,
  status: userStatusSchema,
});
export type StudentEditInput = z.input<typeof studentEditSchema>;
export type StudentEdit = z.output<typeof studentEditSchema>;

/** Edit a teacher or parent: name, email, phone, availability (teachers), status. */
export const staffEditSchema = z.object({
  name: nameSchema,
  email: requiredEmailSchema,
  phone: phoneSchema,
  availability: blankIsNoneText(200, 'Availability').optional(),
  status: userStatusSchema,
});
export type StaffEditInput = z.input<typeof staffEditSchema>;
export type StaffEdit = z.output<typeof staffEditSchema>;

/** A child has at most two guardians (slots 1 and 2). */
export const MAX_GUARDIANS = 2;
export const GUARDIANS_FULL = 'This child already has two guardians. Unlink one of them first.';

export const guardianLinkSchema = z.object({ parentId: z.uuid('Choose a parent') });
export const childLinkSchema = z.object({ studentId: z.uuid('Choose a student') });

/** The person (id) and the guardian or child linked to them. */
export const guardianParamsSchema = idParams('Not a valid id').extend({
  parentId: z.uuid('Not a valid id'),
});
export const childParamsSchema = idParams('Not a valid id').extend({
  studentId: z.uuid('Not a valid id'),
});
