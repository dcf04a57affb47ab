import type { Browser, Page } from '@playwright/test';
import { OIDC_MESSAGES } from '../../src/shared/rules/oidc-messages';
import { type TestOidcProvider, startTestOidcProvider } from '../../src/server/test/oidc-provider';
import {
  apiSession,
  bearer,
  cardWithHeading,
  chooseSchool,
  expect,
  expectAccessibleAndFitting,
  PHONE,
  signInThroughApi,
  test,
} from '../web-shell/fixtures';

/** A person's own browser (no provider session shared with another), at phone width. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

/** On the real provider's development pages: log in as `login`, then consent. */
async function logInAtProvider(page: Page, idp: TestOidcProvider, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

// The worker's own school: its admin adds a provider, a teacher signs in with it, a stranger is
// refused; the provider is removed again at the end.
test('an admin adds the school provider; a teacher signs in with it; an unknown email is refused', async ({
  page,
  browser,
  school,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const idp = await startTestOidcProvider({
    redirectUri: `${baseURL}/api/auth/oidc/callback`,
    accounts: {
      teacher: { email: school.accounts.teacher, email_verified: true },
      stranger: { email: `stranger@${school.emailDomain}`, email_verified: true },
    },
  });
  try {
    await signInThroughApi(page, school, 'admin');
    await page.setViewportSize(PHONE);
    await page.goto('/admin/settings');
    const card = cardWithHeading(page, 'Sign-in');
    await expect(card.getByText('No sign-in providers yet.')).toBeVisible();
    await card.getByRole('button', { name: 'Add Provider' }).click();
    await expect(card.getByText('Display name is required')).toBeVisible();
    await card.getByLabel('Display name').fill('School ID');
    await card.getByLabel('Issuer URL').fill(idp.issuer);
    await card.getByLabel('Client ID').fill(idp.clientId);
    await card.getByLabel('Client secret').fill(idp.clientSecret);
    await card.getByLabel('Allowed email domains').fill(school.emailDomain);
    await card.getByRole('button', { name: 'Add Provider' }).click();
    const listed = card.getByRole('listitem').filter({ hasText: 'School ID' });
    await expect(listed).toContainText(idp.issuer);
    await expect(card.getByLabel('Client secret')).toHaveValue('');
    await expectAccessibleAndFitting(page, 'settings with a provider');

    // A teacher signs in through the provider's own pages.
    const teacher = await freshPage(browser);
    await chooseSchool(teacher, school.code);
    const button = teacher.getByRole('link', { name: 'Sign in with School ID' });
    await expect(button).toBeVisible();
    await expectAccessibleAndFitting(teacher, 'sign-in screen with a provider');
    await button.click();
    await logInAtProvider(teacher, idp, 'teacher');
    await expect(teacher).toHaveURL(/\/teacher\/dashboard$/);
    expect(teacher.url()).not.toContain('code=');
    await teacher.context().close();

    // A verified email of the school's domain without an account is refused in words.
    const stranger = await freshPage(browser);
    await chooseSchool(stranger, school.code);
    await stranger.getByRole('link', { name: 'Sign in with School ID' }).click();
    await logInAtProvider(stranger, idp, 'stranger');
    await expect(stranger.getByText(OIDC_MESSAGES.noAccount)).toBeVisible();
    await expect(stranger.getByText('Forgot your password')).toHaveCount(0);
    await expectAccessibleAndFitting(stranger, 'refusal');
    await stranger.context().close();
  } finally {
    const { session } = await apiSession(page.request, school, 'admin');
    const auth = bearer(session);
    const methods = await page.request.get('/api/admin/sign-in-methods', { headers: auth });
    for (const provider of ((await methods.json()) as { providers: { id: string }[] }).providers) {
      await page.request.delete(`/api/admin/identity-providers/${provider.id}`, { headers: auth });
    }
    await idp.close();
  }
});
