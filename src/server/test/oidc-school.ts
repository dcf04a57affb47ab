import { afterAll, beforeAll, expect } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import { OIDC_MESSAGES } from '@/shared/rules/oidc-messages.ts';
import type { DatabaseKind } from '../platform/db/database.ts';
import type { School } from '../seed/school-types.ts';
import { auditEntries } from './audit-rows.ts';
import { signInThroughProvider } from './oidc-browser.ts';
import { startTestOidcProvider, type TestOidcProvider } from './oidc-provider.ts';
import { testConfig } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

export const PUBLIC_URL = testConfig().publicUrl;

/**
 * Tests only: the app, a school with an admin, two teachers and an open invitation, another
 * school, and a real OpenID provider whose accounts are: `teacher` (the first teacher's email,
 * verified), `unverified` (the second teacher's, not verified), `stranger` (a verified email of
 * the school's domain without an account), `outsider` (another domain) and `invited` (the open
 * invitation's email). The school's admin has added the provider ("School ID").
 */
export function useOidcSchool(kind: DatabaseKind) {
  const t = useTestApp(kind);
  const f = {
    t,
    idp: {} as TestOidcProvider,
    school: {} as School,
    other: {} as School,
    admin: {} as Session,
    providerId: '',
    domain: '',
    /** Signs in at the provider as `login` and answers the portal's landing fragment. */
    through: (login: string, start?: { tenantId?: string; providerId?: string }) =>
      signInThroughProvider(t.app, {
        publicUrl: PUBLIC_URL,
        startPath: `/api/auth/oidc/${start?.providerId ?? f.providerId}/start?tenant_id=${start?.tenantId ?? f.school.id}`,
        login,
      }),
    exchange: (tenantId: string, code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/oidc/exchange',
        payload: { tenant_id: tenantId, code },
      }),
    /** The landing is a refusal with this message, and the refusal is in the school's audit log. */
    async expectRefused(
      landing: URLSearchParams,
      message: keyof typeof OIDC_MESSAGES,
      reason: RegExp,
    ) {
      expect(landing.get('type')).toBeNull();
      expect(landing.get('error_description')).toBe(OIDC_MESSAGES[message]);
      const refused = await auditEntries(t.inspect, ['details'], {
        tenantId: f.school.id,
        action: 'auth.sign_in_refused',
      });
      expect(refused.map((row) => String((row.details as { reason?: string }).reason))).toEqual(
        expect.arrayContaining([expect.stringMatching(reason)]),
      );
    },
  };
  beforeAll(async () => {
    f.school = await t.createSchool({
      admins: 1,
      teachers: 2,
      invitations: [{ email: 'new.teacher@oidc-school.test', role: 'teacher' }],
      emailDomain: 'oidc-school.test',
    });
    f.other = await t.createSchool({ admins: 1, teachers: 1 });
    f.domain = 'oidc-school.test';
    f.idp = await startTestOidcProvider({
      redirectUri: `${PUBLIC_URL}/api/auth/oidc/callback`,
      accounts: {
        teacher: { email: f.school.teachers[0]!.email, email_verified: true },
        unverified: { email: f.school.teachers[1]!.email, email_verified: false },
        stranger: { email: 'stranger@oidc-school.test', email_verified: true },
        outsider: { email: 'someone@elsewhere.example', email_verified: true },
        invited: { email: 'new.teacher@oidc-school.test', email_verified: true },
      },
    });
    f.admin = await t.signInAs(f.school.admins[0]!);
    const added = await t.call(f.admin, {
      method: 'POST',
      url: '/api/admin/identity-providers',
      payload: {
        display_name: 'School ID',
        issuer_url: f.idp.issuer,
        client_id: f.idp.clientId,
        client_secret: f.idp.clientSecret,
        allowed_domains: 'oidc-school.test',
        enabled: true,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    f.providerId = added.json<{ id: string }>().id;
  });
  afterAll(async () => f.idp.close?.());
  return f;
}
