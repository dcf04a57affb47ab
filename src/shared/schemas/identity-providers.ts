import { z } from 'zod';
import { requiredText } from './fields.ts';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The email domains a provider may sign people in from, typed as "school.org, staff.school.org". */
export const allowedDomainsSchema = z
  .string({ error: 'Allowed email domains are required' })
  .transform((text) =>
    text
      .toLowerCase()
      .split(/[\s,;]+/)
      .map((domain) => domain.replace(/^@/, ''))
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z.string().regex(DOMAIN, 'Allowed email domains: each must be a domain such as school.org'),
      )
      .min(1, 'Allowed email domains: name at least one, such as school.org')
      .max(20, 'Allowed email domains: at most 20'),
  );

const issuerUrlSchema = z
  .string({ error: 'Issuer URL is required' })
  .trim()
  .max(500, 'Issuer URL must be at most 500 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
      return url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
    } catch {
      return false;
    }
  }, 'Issuer URL must be an https:// address such as https://accounts.google.com');

/** What an admin enters for a provider; the client secret is required when adding one. */
export const identityProviderInputSchema = z.object({
  display_name: requiredText('Display name', 80),
  issuer_url: issuerUrlSchema,
  client_id: requiredText('Client ID', 500),
  client_secret: requiredText('Client secret', 2000),
  allowed_domains: allowedDomainsSchema,
  enabled: z.boolean(),
});
export type IdentityProviderInput = z.input<typeof identityProviderInputSchema>;

/** Changing a provider: a blank client secret keeps the stored one. */
export const identityProviderPatchSchema = identityProviderInputSchema.extend({
  client_secret: z
    .string()
    .trim()
    .max(2000, 'Client secret must be at most 2000 characters')
    .transform((value) => value || null),
});
export type IdentityProviderPatch = z.input<typeof identityProviderPatchSchema>;

/** A provider as admins see it: never its secret. */
export const identityProviderSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  issuer_url: z.string(),
  client_id: z.string(),
  allowed_domains: z.array(z.string()),
  enabled: z.boolean(),
  created_at: z.string(),
});
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

export const PASSWORD_ROLES = ['admin', 'teacher', 'parent', 'student'] as const;

/** The school's sign-in methods: its providers, the roles without password sign-in, the callback. */
export const signInMethodsSchema = z.object({
  providers: z.array(identityProviderSchema),
  password_sign_in_off: z.array(z.enum(PASSWORD_ROLES)),
  /** The redirect URI to register with every provider. */
  redirect_uri: z.string(),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

export const passwordSignInOffSchema = z.object({
  password_sign_in_off: z.array(z.enum(PASSWORD_ROLES)).max(4),
});

/** The enabled providers the sign-in screen offers (public). */
export const signInProvidersSchema = z.array(
  identityProviderSchema.pick({ id: true, display_name: true }),
);
export const signInProvidersQuerySchema = z.object({ tenant_id: z.uuid('Not a school id') });

export const oidcStartParamsSchema = z.object({ providerId: z.uuid('Not a provider id') });

export const oidcCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  iss: z.string().max(500).optional(),
});

/** The one-time code the callback hands to the web app (in the address fragment). */
export const oidcExchangeSchema = z.object({
  tenant_id: z.uuid('Not a school id'),
  code: z.string().min(16, 'The sign-in code is not valid').max(200),
});
export type OidcExchangeInput = z.infer<typeof oidcExchangeSchema>;
