import { type APIRequestContext, type Page, test as base, expect } from '@playwright/test';
import type { Session } from '../../src/shared/schemas/auth';
import type { Tenant } from '../../src/shared/schemas/tenants';
import { SESSION_STORAGE_KEY, TENANT_STORAGE_KEY } from '../../src/web/lib/storage-keys';

export const DEMO_PASSWORD = 'demopassword';
export type School = 'greenwood' | 'riverside';
export type DemoRole = 'admin' | 'teacher' | 'parent' | 'student';

export async function lookUpSchool(request: APIRequestContext, school: School): Promise<Tenant> {
  const response = await request.get(`/api/tenants/${school}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Tenant;
}

/**
 * Signs a demo account in through the API and stores the school and the session in localStorage
 * the way the web client does, so the next navigation starts signed in.
 */
export async function signInThroughApi(
  page: Page,
  school: School,
  role: DemoRole,
): Promise<{ tenant: Tenant; session: Session }> {
  const tenant = await lookUpSchool(page.request, school);
  const response = await page.request.post('/api/auth/sign-in', {
    data: { tenant_id: tenant.id, email: `${role}@${school}.edu`, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const session = (await response.json()) as Session;
  await page.goto('/');
  await page.evaluate(
    (entries) => {
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    },
    [
      [SESSION_STORAGE_KEY, JSON.stringify(session)],
      [TENANT_STORAGE_KEY, JSON.stringify(tenant)],
    ] as [string, string][],
  );
  return { tenant, session };
}

/** Chooses the school on the school code screen, as a visitor would. */
export async function chooseSchool(page: Page, code: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('School code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Console errors of the page; normal use must produce none. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
