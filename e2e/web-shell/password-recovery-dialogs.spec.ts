import { RECOVERY_STORAGE_KEY } from '../../src/web/lib/storage-keys';
import {
  chooseSchool,
  expect,
  expectAccessibleAndFitting,
  expectConsoleErrors,
  failedRequest,
  signInThroughApi,
  test,
} from './fixtures';
import { emailsTo, recoverySentText } from './mail';

test('the forgot-password dialog answers the same whether or not the account exists', async ({
  page,
  school,
}) => {
  const known = school.accounts.parent;
  const unknown = `nobody@${school.emailDomain}`;
  await chooseSchool(page, school.code);
  const forgot = page.getByRole('button', { name: 'Forgot your password?' });
  // Keyboard: the email typed for sign-in carries over into the dialog.
  await page.getByLabel('Email').fill(known);
  await forgot.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  const email = dialog.getByLabel('Email');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(known);

  const since = Date.now();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText(recoverySentText(known));
  await dialog.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(forgot).toBeFocused();

  await forgot.click();
  await email.fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await email.fill(unknown);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByRole('status')).toHaveText(recoverySentText(unknown));
  expect(await emailsTo(unknown, since)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('both dialogs fit, pass axe, and a stale recovery flag ends with the server message', async ({
    page,
    consoleErrors,
  }) => {
    await chooseSchool(page, 'riverside');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(forgot.getByLabel('Email')).toBeFocused();
    await expectAccessibleAndFitting(page);
    await page.keyboard.press('Escape');
    await expect(forgot).toBeHidden();

    // An ordinary session marked as a recovery one in this browser: the dialog shows, the server
    // refuses (403), and the dialog gives way to the server's message. Nothing changes on the server.
    const { session } = await signInThroughApi(page, 'riverside', 'admin');
    await page.evaluate(([key, id]) => window.localStorage.setItem(key, id), [
      RECOVERY_STORAGE_KEY,
      session.user.id,
    ] as const);
    await page.goto('/admin/dashboard');
    const choose = page.getByRole('dialog', { name: 'Choose a new password' });
    await expect(choose.getByLabel('New password')).toBeFocused();
    await expectAccessibleAndFitting(page);
    await choose.getByLabel('New password').fill('not-going-to-be-saved');
    await choose.getByRole('button', { name: 'Save password' }).click();
    await expect(
      page.getByText('To change your password, enter your current password in Settings.'),
    ).toBeVisible();
    await expectConsoleErrors(consoleErrors, failedRequest(403));
    await expect(choose).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });
});
