import { SESSION_STORAGE_KEY } from '../../src/web/lib/storage-keys';
import {
  chooseSchool,
  expect,
  openAs,
  signInThroughApi,
  signInThroughForm,
  test,
} from './fixtures';

test('a reload keeps the session', async ({ page }) => {
  await chooseSchool(page, 'greenwood');
  await signInThroughForm(page, 'teacher@greenwood.edu');
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
  await page.reload();
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
});

test('sign-out from the avatar menu goes to / and ends the session', async ({ page }) => {
  await openAs(page, 'greenwood', 'admin', '/admin/dashboard');
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('admin@greenwood.edu')).toBeVisible();
  await expect(menu.getByText('admin', { exact: true })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'School Access' })).toBeVisible();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('signing out in one tab signs out the other', async ({ page, context }) => {
  await openAs(page, 'riverside', 'parent', '/parent/dashboard');
  await expect(page.getByRole('heading', { name: 'Parent Dashboard' })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/parent/dashboard');
  await expect(other.getByRole('heading', { name: 'Parent Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(other).toHaveURL(/\/login$/);
});

test('an access token about to expire is refreshed on load', async ({ page }) => {
  const { session } = await signInThroughApi(page, 'greenwood', 'teacher');
  const expiring = { ...session, expires_at: Math.floor(Date.now() / 1000) + 30 };
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify(expiring),
  ] as const);
  const refresh = page.waitForResponse('**/api/auth/refresh');
  await page.goto('/teacher/dashboard');
  expect((await refresh).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
  const stored = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key)!) as { refresh_token: string },
    SESSION_STORAGE_KEY,
  );
  expect(stored.refresh_token).not.toBe(session.refresh_token);
});
