import {
  chooseSchool,
  expect,
  expectConsoleErrors,
  failedRequest,
  signInThroughForm,
  test,
} from './fixtures';
import { menuForRole } from '../../src/shared/rules/role-menus';
import { portalRoles } from '../../src/shared/schemas/auth';

for (const school of ['greenwood', 'riverside'] as const) {
  for (const role of portalRoles) {
    test(`the ${school} ${role} lands on the ${role} dashboard`, async ({ page }) => {
      await chooseSchool(page, school);
      await signInThroughForm(page, `${role}@${school}.edu`);
      await expect(page).toHaveURL(new RegExp(`/${role}/dashboard$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      await expect(sidebar.getByText(`${role} Portal`)).toBeVisible();
      // Each role's menu, item by item (the titles are pinned by role-menus.test.ts).
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(
        menuForRole(role).map((item) => item.title),
      );
    });
  }
}

// A failed sign-in counts against the account (too many lock it for a while): the worker's own school.
test('a wrong password is refused with the service message', async ({
  page,
  school,
  consoleErrors,
}) => {
  await chooseSchool(page, school.code);
  await signInThroughForm(page, school.accounts.teacher, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expectConsoleErrors(consoleErrors, failedRequest(400));
  await expect(page).toHaveURL(/\/login$/);
});

test('the sign-in screen shows the school, the texts and the password toggle', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await chooseSchool(page, 'greenwood');
  await expect(page.getByRole('img', { name: 'Greenwood High School logo' })).toBeVisible();
  await expect(page.getByText('Welcome back! Please sign in to continue')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(logs.some((line) => line.includes('School colours') && line.includes('#ec4899'))).toBe(
    true,
  );

  const submit = page.getByRole('button', { name: 'Sign In' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email').fill('admin@greenwood.edu');
  await expect(submit).toBeDisabled();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(submit).toBeEnabled();
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');

  await page.getByRole('button', { name: 'Back to School Selection' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('sign-in without a chosen school goes back to the school code screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'School Access' })).toBeVisible();
});

test('Enter submits the sign-in form', async ({ page }) => {
  await chooseSchool(page, 'riverside');
  await page.getByLabel('Email').fill('parent@riverside.edu');
  await page.getByLabel('Password', { exact: true }).fill('demopassword');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
});
