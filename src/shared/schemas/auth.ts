import { z } from 'zod';

export const roles = ['admin', 'teacher', 'parent', 'student'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Roles that sign in to a portal of their own (spec 6); 'student' exists only in the admin user panel. */
export const portalRoles = ['admin', 'teacher', 'parent'] as const satisfies readonly Role[];
export type PortalRole = (typeof portalRoles)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(254));
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** The school the person chose on the school code screen (its id), for sign-in and its kin. */
export const chosenSchoolSchema = z.string().uuid('Choose a school first');

export const signInSchema = z.object({
  tenant_id: chosenSchoolSchema,
  email: emailSchema,
  // Sign-in does not reveal password rules; any non-empty password up to the maximum is checked.
  password: z
    .string()
    .min(1, 'Enter your password')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** The one-time token of an emailed link; the page the link opens sends it in a POST body. */
export const linkTokenSchema = z
  .string()
  .min(1, 'The link has no token')
  .max(200, 'The link token is too long');

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  data: z.object({
    tenant_id: chosenSchoolSchema,
    role: roleSchema,
    full_name: z.string().trim().min(1).max(200),
  }),
  redirect_to: z.string().max(2000).optional(),
  /** The token of the invitation's emailed link: without the right one, nobody may sign up. */
  invitation_token: linkTokenSchema.optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Asks for a password recovery link by email. */
export const recoverSchema = z.object({
  tenant_id: chosenSchoolSchema,
  email: emailSchema,
});
export type RecoverInput = z.infer<typeof recoverSchema>;

/** Sets a new password from a recovery session (the emailed link). */
export const setPasswordSchema = z.object({ password: passwordSchema });
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** The school an emailed link names (its id). */
export const linkTenantSchema = z.string().uuid('The link names no valid school');

/** Spends a sign-up confirmation link (POST /api/auth/confirm). */
export const confirmEmailSchema = z.object({ tenant_id: linkTenantSchema, token: linkTokenSchema });
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;

/** Spends a password recovery link (POST /api/auth/verify). */
export const verifyLinkSchema = z.object({
  type: z.literal('recovery'),
  tenant_id: linkTenantSchema,
  token: linkTokenSchema,
});
export type VerifyLinkInput = z.infer<typeof verifyLinkSchema>;

export const refreshSchema = z.object({ refresh_token: z.string().min(1).max(512) });

export const updateProfileSchema = z
  .object({
    full_name: z
      .string()
      .trim()
      .min(1, 'Enter your full name')
      .max(200, 'A name has at most 200 characters'),
    theme_preference: z.enum(['light', 'dark']).nullable(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z.object({
  current_password: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX),
  new_password: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const sessionUserSchema = z.object({
  id: z.string().uuid(),
  tenant_id: z.string().uuid(),
  email: z.string(),
});

/** Spec 3 Session. */
export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
  expires_at: z.number(),
  token_type: z.literal('bearer'),
  user: sessionUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const profileSchema = z.object({
  user_id: z.string().uuid(),
  tenant_id: z.string().uuid(),
  role: roleSchema,
  full_name: z.string(),
  email: z.string(),
  theme_preference: z.enum(['light', 'dark']).nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** A recovery link's answer: the recovery session, and the school whose branding to apply. */
export const recoverySessionSchema = sessionSchema.extend({ school_code: z.string() });
export type RecoverySession = z.infer<typeof recoverySessionSchema>;

/** GET and PUT /api/auth/user: the signed-in account. */
export const authUserSchema = sessionUserSchema.extend({
  role: roleSchema,
  created_at: z.iso.datetime({ offset: true }),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** POST /api/auth/sign-up: the account made; it signs in once its email is confirmed. */
export const signUpResultSchema = z.object({
  user: sessionUserSchema,
  confirmation_sent: z.literal(true),
});

/** POST /api/auth/confirm. */
export const emailConfirmedSchema = z.object({ confirmed: z.literal(true) });

/** POST /api/auth/recover: accepted, whether or not the email has an account. */
export const recoverySentSchema = z.object({ sent: z.literal(true) });
