import type { CDPSession, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  type E2eSchool,
  atWidths,
  chooseSchool,
  expect,
  expectAccessibleAndFitting,
  expectConsoleErrors,
  failedRequest,
  signInThroughForm,
  test,
} from './fixtures';

// Issue 22: passkeys through Chromium's virtual authenticator (DevTools' WebAuthn domain), and an
// authenticator app whose codes the test computes. The worker's own school: its parent and admin
// get a passkey and an authenticator, removed again at the end so other specs sign in as before.
// WebAuthn needs a domain (not an IP address) as the relying party: the page is opened on localhost.

test.use({ baseURL: `http://localhost:${process.env.E2E_PORT}` });
// Several sign-ins each, on a machine other work shares.
test.slow();

async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

const codeAt = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  return page.getByRole('dialog', { name: 'Profile' });
}

async function signOut(page: Page, school: E2eSchool) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await chooseSchool(page, school.code);
}

atWidths([375], () => {
  test('a parent adds a passkey and signs in with it instead of a password', async ({
    page,
    school,
  }) => {
    await addVirtualAuthenticator(page);
    await chooseSchool(page, school.code);
    await signInThroughForm(page, school.accounts.parent, school.password);
    await expect(page).toHaveURL(/\/parent\/dashboard$/);
    // The Profile opens over the chat: axe then checks the dialog, not the dashboard's data.
    await page.goto('/chat');
    let dialog = await openProfile(page);
    await expect(dialog.getByText('No passkeys yet.', { exact: false })).toBeVisible();
    await dialog.getByLabel('New passkey name').fill('This laptop');
    await dialog.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('Passkey added')).toBeVisible();
    const list = dialog.getByRole('list', { name: 'Your passkeys' });
    await expect(list.getByText('This laptop')).toBeVisible();
    // Parents add no authenticator app: that is for admins and teachers.
    await expect(dialog.getByRole('heading', { name: 'Authenticator app' })).toHaveCount(0);
    await expectAccessibleAndFitting(page, 'profile with a passkey');
    await page.keyboard.press('Escape');

    await signOut(page, school);
    await expectAccessibleAndFitting(page, 'sign-in screen with the passkey button');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/parent\/dashboard$/);

    dialog = await openProfile(page);
    await expect(dialog.getByText(/last used/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove passkey This laptop' }).click();
    await expect(page.getByText('Passkey This laptop removed')).toBeVisible();
    await expect(dialog.getByText('No passkeys yet.', { exact: false })).toBeVisible();
  });

  test('an admin turns on an authenticator app, signs in with a code, then with a recovery code', async ({
    page,
    school,
    consoleErrors,
  }) => {
    await chooseSchool(page, school.code);
    await signInThroughForm(page, school.accounts.admin, school.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    let dialog = await openProfile(page);
    await dialog.getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(
      dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = (await dialog.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await expectAccessibleAndFitting(page, 'authenticator set-up');
    await dialog.getByLabel('Authenticator code').fill('000000');
    await dialog.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(dialog.getByText('That code is not right.', { exact: false })).toBeVisible();
    await expectConsoleErrors(consoleErrors, failedRequest(400));
    await dialog.getByLabel('Authenticator code').fill(codeAt(secret));
    await dialog.getByRole('button', { name: 'Turn on', exact: true }).click();
    const items = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(items).toHaveCount(10);
    const codes = await items.allTextContents();
    await expectAccessibleAndFitting(page, 'recovery codes');
    await dialog.getByRole('button', { name: 'I saved them' }).click();
    await expect(dialog.getByText('Recovery codes left: 10', { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');

    try {
      await signOut(page, school);
      await signInThroughForm(page, school.accounts.admin, school.password);
      await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
      await expectAccessibleAndFitting(page, 'the code step');
      // The code of the next time step: the one that turned the app on was spent.
      await page.getByLabel('Authenticator code').fill(codeAt(secret, 30));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);

      await signOut(page, school);
      await signInThroughForm(page, school.accounts.admin, school.password);
      await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(codes[0]!);
      await expectAccessibleAndFitting(page, 'the recovery code step');
      await page.getByRole('button', { name: 'Sign in with recovery code' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);

      dialog = await openProfile(page);
      await expect(dialog.getByText('Recovery codes left: 9', { exact: false })).toBeVisible();
    } finally {
      // Leave the admin as other specs expect: password only.
      if (!(await page.getByRole('dialog', { name: 'Profile' }).isVisible())) {
        await page.goto('/admin/dashboard');
        dialog = await openProfile(page);
      }
      await dialog.getByRole('button', { name: 'Remove authenticator' }).click();
      await expect(page.getByText('Authenticator removed')).toBeVisible();
    }
  });
});
