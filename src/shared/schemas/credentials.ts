import { z } from 'zod';
import { chosenSchoolSchema, emailSchema, sessionSchema } from './auth.ts';

// Passkeys (WebAuthn) and the TOTP second factor (issue 22, item 5).

/** A 6-digit code from an authenticator app. */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

/** A one-time recovery code as shown: 10 letters and digits in two groups (the dash optional). */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'Enter a recovery code like ABCDE-12345');

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name')
  .max(60, 'At most 60 characters');

/** What WebAuthn's browser side returns (checked in full by @simplewebauthn/server). */
const credentialJsonSchema = z
  .object({
    id: z.string().min(1).max(1400),
    rawId: z.string().min(1).max(1400),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .passthrough();

/** Options for the browser's navigator.credentials call, with the challenge to send back. */
export const webauthnOptionsSchema = z.object({
  challenge_id: z.string().uuid(),
  options: z.record(z.string(), z.unknown()),
});

export const passkeySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const addPasskeySchema = z.object({
  challenge_id: z.string().uuid(),
  name: passkeyNameSchema,
  credential: credentialJsonSchema,
});

export const passkeySignInOptionsSchema = z.object({
  tenant_id: chosenSchoolSchema,
});

export const passkeySignInSchema = passkeySignInOptionsSchema.extend({
  challenge_id: z.string().uuid(),
  credential: credentialJsonSchema,
});

/** The signed-in user's own factors (the Profile dialog's Sign-in security section). */
export const securityStatusSchema = z.object({
  passkeys: z.array(passkeySchema),
  totp: z.object({ enabled: z.boolean(), allowed: z.boolean() }),
  recovery_codes_left: z.number().int(),
  required_by_school: z.boolean(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

/** A TOTP authenticator being set up: the seed (to type in) and its otpauth URI as a QR code. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  qr_svg: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const confirmTotpSchema = z.object({ code: totpCodeSchema });
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/**
 * A password sign-in that needs a second step: the TOTP code ('totp'), or setting an authenticator
 * up first because the school requires one of admins ('setup'). The token names that step only.
 */
export const secondFactorChallengeSchema = z.object({
  second_factor: z.enum(['totp', 'setup']),
  mfa_token: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

export const signInResultSchema = z.union([sessionSchema, secondFactorChallengeSchema]);

/** Each request of the second step names it by its token. */
export const mfaTokenSchema = z.object({ mfa_token: z.string().min(1).max(2000) });

export const secondFactorVerifySchema = mfaTokenSchema
  .extend({
    code: totpCodeSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
  })
  .refine((v) => Boolean(v.code) !== Boolean(v.recovery_code), {
    message: 'Enter a code from your authenticator app or a recovery code',
    path: ['code'],
  });

export const setupConfirmSchema = mfaTokenSchema.extend({ code: totpCodeSchema });
export const sessionWithCodesSchema = sessionSchema.extend({
  recovery_codes: z.array(z.string()),
});

export const secondFactorPolicySchema = z.object({ require_admin_second_factor: z.boolean() });
/** Whose factors an admin resets: by user id, or by the email the person signs in with. */
export const resetSecondFactorSchema = z
  .object({ user_id: z.string().uuid().optional(), email: emailSchema.optional() })
  .refine((v) => Boolean(v.user_id) !== Boolean(v.email), {
    message: 'Enter the email of the person',
    path: ['email'],
  });
export const resetResultSchema = z.object({ removed: z.number().int() });
