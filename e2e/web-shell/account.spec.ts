import {
  bearer,
  expect,
  expectConsoleErrors,
  failedRequest,
  openAs,
  signInThroughApi,
  test,
} from './fixtures';

// These specs change an account: they use the worker's own school, whose student no other spec
// signs in as, so the changes disturb nothing else.
test('the profile dialog changes the full name', async ({ page, school }) => {
  await openAs(page, school, 'student', '/chat');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile' });
  await expect(dialog.getByText(school.accounts.student)).toBeVisible();
  const name = dialog.getByLabel('Full name');
  await name.fill('');
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog.getByText('Enter your full name')).toBeVisible();
  await name.fill(`Zoe Zebra ${Date.now()}`);
  await name.press('Enter');
  await expect(page.getByText('Your name was saved')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('ZO');
  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('ZO');
});

test('settings save the own theme preference and check the current password', async ({
  page,
  school,
  consoleErrors,
}) => {
  // The worker's school is dark, like Riverside: the preference visibly overrides it.
  expect(school.branding.themeMode).toBe('dark');
  const { session } = await signInThroughApi(page, school, 'student');
  // Start from the school's theme even when a retry follows an earlier attempt.
  const reset = await page.request.patch('/api/profile', {
    headers: bearer(session),
    data: { theme_preference: null },
  });
  expect(reset.status()).toBe(200);
  await page.goto('/chat');
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('Light').check();
  await expect(page.getByText('Appearance saved')).toBeVisible();
  await expect(html).not.toHaveClass(/dark/);

  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByLabel('New password', { exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('a-long-new-password');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  // A wrong current password is the current-password field's own error, not a form-wide alert.
  await expect(dialog.getByText('Your current password is not correct.')).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expectConsoleErrors(consoleErrors, failedRequest(400));

  await page.keyboard.press('Escape');
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
});
