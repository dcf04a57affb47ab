import { z } from 'zod';
import { LIST_LIMITS } from '../rules/list-limits.ts';
import {
  emailSchema,
  linkTenantSchema,
  linkTokenSchema,
  passwordSchema,
  roleSchema,
} from './auth.ts';
import { tenantSchema } from './tenants.ts';
import { idParams } from './fields.ts';
import { listOrderField, listPageField, listPageSizeField, listSearchField } from './paging.ts';

export const userStatuses = ['active', 'inactive'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** Spec 3 admin panel user row; `invited` marks an invitation not yet accepted. */
export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  lastLogin: z.string().nullable(),
  invited: z.boolean(),
  /** Only for a student record: its roll number and grade level. */
  rollNumber: z.string().nullable(),
  gradeLevel: z.number().int().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const userSortFields = ['name', 'email', 'role', 'lastLogin'] as const;

export const listUsersQuerySchema = z.object({
  search: listSearchField,
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
  sort: z.enum(userSortFields).default('name'),
  order: listOrderField,
  page: listPageField,
  pageSize: listPageSizeField(LIST_LIMITS.adminUsers),
});
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;

export const userListSchema = z.object({ rows: z.array(adminUserRowSchema), total: z.number() });
export type UserList = z.infer<typeof userListSchema>;

export const nameSchema = z
  .string()
  .trim()
  .min(1, 'Full name is required')
  .max(200, 'Full name is at most 200 characters');
export const requiredEmailSchema = z.string().trim().min(1, 'Email is required').pipe(emailSchema);
/** A student record's email (Add, Edit and the CSV import): blank is none. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))
  .pipe(emailSchema.nullable());
/** A student's grade, 1 to 12 (a form's or a file's text becomes a number). */
export const gradeLevelSchema = z.coerce
  .number({ message: 'Choose a grade level' })
  .int('Choose a grade level')
  .min(1, 'Grade level is 1 to 12')
  .max(12, 'Grade level is 1 to 12');
export const rollNumberSchema = z.string().trim().max(32, 'Roll number is at most 32 characters');
/** A text field of a person (Edit and the CSV import) that may be left blank: blank is none. */
export const blankIsNoneText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .transform((value) => (value === '' ? null : value));
export const phoneSchema = blankIsNoneText(40, 'Phone');
/** A student's section letter(s), upper-cased: 'A', 'B', … */
export const sectionSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{1,2}$/, 'Section is one or two letters, such as A');

/**
 * Spec 5 'Add user': full name and email required; role defaults to student, status to active.
 * A student is a record that never signs in, so its email is optional as in Edit and the import;
 * everyone else is invited by email.
 */
export const addUserSchema = z
  .object({
    name: nameSchema,
    email: optionalEmailSchema.optional(),
    role: roleSchema.default('student'),
    status: userStatusSchema.default('active'),
    /** Students only: grade 1 to 12 (required) and an optional roll number (the next free one if blank). */
    gradeLevel: z.preprocess(
      // A form's empty choice is no grade, not grade 0.
      (value) => (value === '' || value === null ? undefined : value),
      gradeLevelSchema.optional(),
    ),
    rollNumber: rollNumberSchema.optional().transform((value) => (value ? value : undefined)),
  })
  .superRefine((value, ctx) => {
    if (value.role === 'student' && value.gradeLevel === undefined) {
      ctx.addIssue({ code: 'custom', path: ['gradeLevel'], message: 'Choose a grade level' });
    }
    if (value.role !== 'student' && !value.email) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email is required' });
    }
  });
export type AddUserInput = z.input<typeof addUserSchema>;
export type AddUser = z.output<typeof addUserSchema>;

/** Edit: name, email, role, status; at least one. */
export const updateUserSchema = z
  .object({
    name: nameSchema.optional(),
    email: requiredEmailSchema.optional(),
    role: roleSchema.optional(),
    status: userStatusSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Change at least one field',
  });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const idParamsSchema = idParams('Not a valid id');

export const statTileSchema = z.object({ count: z.number(), trendPercent: z.number().nullable() });
export const adminStatsSchema = z.object({
  students: statTileSchema,
  teachers: statTileSchema,
  parents: statTileSchema,
  classes: statTileSchema,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** The /join page: the link's school and token. */
export const invitationLinkSchema = z.object({
  tenant_id: linkTenantSchema,
  token: linkTokenSchema,
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

export const invitationPreviewSchema = z.object({
  tenant: tenantSchema,
  full_name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationSchema = invitationLinkSchema.extend({ password: passwordSchema });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** The join form: the password twice. */
export const joinFormSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    message: 'Passwords do not match',
  });
export type JoinFormInput = z.infer<typeof joinFormSchema>;
