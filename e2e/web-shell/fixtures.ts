import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
  test as base,
  expect,
} from '@playwright/test';
import { e2eSchool, type E2eSchool } from '../../src/server/seed/schools/e2e-schools';
import type { Role, Session } from '../../src/shared/schemas/auth';
import type { Tenant } from '../../src/shared/schemas/tenants';
import { SESSION_STORAGE_KEY, TENANT_STORAGE_KEY } from '../../src/web/lib/storage-keys';

export const DEMO_PASSWORD = 'demopassword';
/** The phone-width viewport of the specs that run on a phone: 375 px wide. */
export const PHONE = { width: 375, height: 800 };
/** A demo school (shared by every worker: read only), or the worker's own E2E school. */
export type School = 'greenwood' | 'riverside' | E2eSchool;
export type { E2eSchool };

const schoolCode = (school: School) => (typeof school === 'string' ? school : school.code);
const accountEmail = (school: School, role: Role) =>
  typeof school === 'string' ? `${role}@${school}.edu` : school.accounts[role];
const accountPassword = (school: School) =>
  typeof school === 'string' ? DEMO_PASSWORD : school.password;

export async function lookUpSchool(request: APIRequestContext, school: School): Promise<Tenant> {
  const response = await request.get(`/api/tenants/${schoolCode(school)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Tenant;
}

/** Signs an account in through the API only (nothing stored in the browser). */
export async function apiSession(
  request: APIRequestContext,
  school: School,
  role: Role,
): Promise<{ tenant: Tenant; session: Session }> {
  const tenant = await lookUpSchool(request, school);
  const response = await request.post('/api/auth/sign-in', {
    data: {
      tenant_id: tenant.id,
      email: accountEmail(school, role),
      password: accountPassword(school),
    },
  });
  expect(response.status()).toBe(200);
  return { tenant, session: (await response.json()) as Session };
}

/**
 * Signs an account in through the API and stores the school and the session in localStorage the
 * way the web client does, so the next navigation starts signed in.
 */
export async function signInThroughApi(
  page: Page,
  school: School,
  role: Role,
): Promise<{ tenant: Tenant; session: Session }> {
  const { tenant, session } = await apiSession(page.request, school, role);
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

/** Signs an account in (as signInThroughApi) and opens `path`: the usual start of a screen's test. */
export async function openAs(page: Page, school: School, role: Role, path: string) {
  const signedIn = await signInThroughApi(page, school, role);
  await page.goto(path);
  return signedIn;
}

/** The Authorization header of `session`'s bearer token, for an API call of a spec. */
export const bearer = (session: Session) => ({ authorization: `Bearer ${session.access_token}` });

/**
 * Signs an account in (as signInThroughApi) in a browser context of its own: a second person, on
 * their own device, beside the test's page. Close `context` when done.
 */
export async function signInElsewhere(
  browser: Browser,
  school: School,
  role: Role,
  options?: BrowserContextOptions,
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const { tenant, session } = await signInThroughApi(page, school, role);
  return { context, page, tenant, session, headers: bearer(session) };
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

import { seriousViolations } from './axe';

/** The JSON of a GET with `session`'s bearer token, which must answer 200. */
export async function getJson<T>(request: APIRequestContext, url: string, session: Session) {
  const response = await request.get(url, { headers: bearer(session) });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** The card (`[data-slot="card"]`) with this heading. */
export const cardWithHeading = (page: Page, name: string, level?: number) =>
  page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name, level }) });

/** Asserts that the page does not spill sideways (it scrolls no wider than the window). */
export async function expectFitsWidth(page: Page, message?: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, message).toBeLessThanOrEqual(0);
}

/** Asserts that the page has no serious or critical axe violation (the bar every screen meets). */
export async function expectAccessible(page: Page, message?: string) {
  expect(await seriousViolations(page), message).toEqual([]);
}

/** Asserts that the page has no serious axe violation and fits its width. */
export async function expectAccessibleAndFitting(page: Page, message?: string) {
  await expectAccessible(page, message);
  await expectFitsWidth(page, message);
}

/** Declares `tests` once at each width: in a describe `at N px` with an N x 800 viewport. */
export function atWidths(widths: number[], tests: (width: number) => void) {
  for (const width of widths) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });
      tests(width);
    });
  }
}

/** How Chromium logs a request the server answered with `status`: "Failed to load resource: …". */
export const failedRequest = (status: number) =>
  new RegExp(`^Failed to load resource: the server responded with a status of ${status} `);

/** How the 404 page logs the unknown `path` it was opened at. */
export const unknownRoute = (path: string) =>
  `404 Error: User attempted to access non-existent route: ${path}`;

/**
 * Asserts that the page has logged an error matching each of `expected` (a string: the whole
 * message), waiting for it as expect.poll does, and takes every error matching one of them out of
 * `consoleErrors`: for a test that means to cause an error (an unknown path, a refused request),
 * which the check at the end of every test would otherwise count.
 */
export async function expectConsoleErrors(
  consoleErrors: string[],
  ...expected: (string | RegExp)[]
) {
  const matches = (line: string, error: string | RegExp) =>
    typeof error === 'string' ? line === error : error.test(line);
  for (const error of expected) {
    await expect
      .poll(() => consoleErrors.some((line) => matches(line, error)), {
        message: `a console error matching ${error}`,
      })
      .toBe(true);
  }
  const unexpected = consoleErrors.filter(
    (line) => !expected.some((error) => matches(line, error)),
  );
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

export const test = base.extend<{ consoleErrors: string[]; school: E2eSchool }>({
  /**
   * The console errors and uncaught exceptions of the page. Normal use must produce none: every
   * test that uses the page fails at its end if any is left (expectConsoleErrors takes out the ones
   * a test means to cause).
   */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, consoleErrors }, use) => {
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await use(page);
    expect(consoleErrors, 'console errors and uncaught exceptions of the page').toEqual([]);
  },
  /**
   * This worker's own school (E2E1 for the first worker, E2E2 for the second, ...): specs that
   * change data use it, so no two workers ever share an account.
   */
  school: async ({ request }, use, testInfo) => {
    const school = e2eSchool(testInfo.parallelIndex + 1);
    const response = await request.get(`/api/tenants/${school.code}`);
    if (response.status() !== 200) {
      throw new Error(
        `The server has no school ${school.code} for worker ${testInfo.parallelIndex}: start it with E2E_WORKER_SCHOOLS set to at least the number of workers (scripts/e2e-server.mjs does).`,
      );
    }
    await use(school);
  },
});

export { expect };
