import {
  atWidths,
  cardWithHeading,
  expect,
  expectAccessible,
  expectAccessibleAndFitting,
  expectConsoleErrors,
  failedRequest,
  lookUpSchool,
  openAs,
  test,
} from '../web-shell/fixtures';
import { JOIN_LINK, linkFromEmail } from '../web-shell/mail';
import { SESSION_STORAGE_KEY } from '../../src/web/lib/storage-keys';

test('an admin adds a teacher, who joins through the emailed link; deactivating them ends their session at once', async ({
  page,
  browser,
  school,
}) => {
  const tenant = await lookUpSchool(page.request, school);
  const email = `joiner-${Date.now()}@${school.code.toLowerCase()}.test`;
  const since = Date.now() - 1000;

  // The admin adds a teacher from the User Management card.
  await openAs(page, school, 'admin', '/admin/dashboard');
  const card = cardWithHeading(page, 'User Management');
  await card.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Full name').fill('Jo Joiner');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('teacher');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole('searchbox', { name: /search users/i }).fill(email);
  const row = card.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Invited, not joined yet');

  // The invitation email opens /join; the teacher sets a password and lands on their dashboard.
  const link = await linkFromEmail(
    email,
    `You are invited to join ${tenant.school_name}`,
    JOIN_LINK,
    since,
  );
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await teacher.goto(link);
  await expect(teacher.getByRole('heading', { name: tenant.school_name })).toBeVisible();
  await expect(teacher.getByText(`Jo Joiner (${email}), joining as teacher.`)).toBeVisible();
  await teacher.getByLabel('Password', { exact: true }).fill('a-new-teacher-password');
  await teacher.getByLabel('Confirm password').fill('a-new-teacher-password');
  await teacher.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(teacher).toHaveURL(/\/teacher\/dashboard$/);
  const session = JSON.parse(
    (await teacher.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY)) ??
      'null',
  ) as { access_token: string };
  const bearer = { authorization: `Bearer ${session.access_token}` };
  expect((await teacher.request.get('/api/profile', { headers: bearer })).status()).toBe(200);

  // The admin sees them joined, then deactivates them: their open session is refused at once.
  await page.reload();
  await card.getByRole('searchbox', { name: /search users/i }).fill(email);
  await expect(row).not.toContainText('Invited, not joined yet');
  await row.getByRole('button', { name: 'Actions for Jo Joiner' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByRole('combobox', { name: 'Status' }).selectOption('inactive');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('inactive');

  expect((await teacher.request.get('/api/profile', { headers: bearer })).status()).toBe(401);
  await teacher.reload();
  await expect(teacher).not.toHaveURL(/\/teacher\/dashboard$/);
  await teacherContext.close();
});

atWidths([1280, 375], () => {
  test('the tiles, User Management and its dialog pass axe and fit the width', async ({
    page,
    school,
  }) => {
    await openAs(page, school, 'admin', '/admin/dashboard');
    await expect(page.getByRole('list', { name: 'School summary' })).toContainText('Teachers');
    await expect(page.getByRole('list', { name: 'Users' })).toBeVisible();
    await expect(page.getByText('Total Students')).toBeVisible();
    await expectAccessibleAndFitting(page);
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the join page explains a broken link and passes axe', async ({ page, consoleErrors }) => {
    await page.goto('/join#token=nothing-valid&tenant_id=8f3c2a10-1d4e-4b6a-9c01-000000000001');
    await expect(page.getByText('Email link is invalid or has expired')).toBeVisible();
    await expectConsoleErrors(consoleErrors, failedRequest(410));
    await expectAccessible(page);
  });
});
