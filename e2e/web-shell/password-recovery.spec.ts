import type { APIRequestContext } from '@playwright/test';
import type { Session } from '../../src/shared/schemas/auth';
import type { Tenant } from '../../src/shared/schemas/tenants';
import {
  apiSession,
  bearer,
  chooseSchool,
  type E2eSchool,
  expect,
  expectConsoleErrors,
  failedRequest,
  lookUpSchool,
  signInThroughForm,
  test,
} from './fixtures';
import {
  CONFIRM_LINK,
  JOIN_LINK,
  RECOVERY_LINK,
  linkFromEmail,
  newestEmail,
  recoverySentText,
} from './mail';

/**
 * The recovery flow changes a password and signs out every other session of the account, so it
 * runs on the worker's own school (fixture `school`) and signs up that school's invited teacher, an
 * account no other spec uses. Its password alternates between two known values, so a rerun against
 * the same server (or a retry) knows which one is the old one.
 */
const PASSWORDS = ['first-password-1', 'second-password-2'] as const;
/** The server sends an account at most one recovery email a minute. */
const RECOVERY_EMAIL_INTERVAL_MS = 61_000;

/** Riverside's invited parent, used only by the sign-up confirmation test. */
const CONFIRMED_TEXT = 'Your email address is confirmed. Choose your school and sign in.';

async function signInThroughApi(
  request: APIRequestContext,
  tenant: Tenant,
  email: string,
  password: string,
) {
  const response = await request.post('/api/auth/sign-in', {
    data: { tenant_id: tenant.id, email, password },
  });
  return response.ok() ? ((await response.json()) as Session) : null;
}

/** The token and school of an emailed link, from its fragment. */
function linkParams(link: string) {
  const params = new URLSearchParams(new URL(link).hash.slice(1));
  return { token: params.get('token') ?? '', tenant_id: params.get('tenant_id') ?? '' };
}

/**
 * The token of `email`'s open invitation, got the way the README tells a demo visitor: the school's
 * admin resends the invitation, and its email (a .eml in MAIL_DIR) carries the /join link. Null
 * when the invitation was accepted by an earlier run against this server.
 */
async function invitationToken(
  request: APIRequestContext,
  school: 'riverside' | E2eSchool,
  email: string,
): Promise<string | null> {
  const { tenant, session } = await apiSession(request, school, 'admin');
  const headers = bearer(session);
  const listed = await request.get('/api/admin/users', { params: { search: email }, headers });
  const { rows } = (await listed.json()) as { rows: { id: string; invited: boolean }[] };
  const invitation = rows.find((row) => row.invited);
  if (!invitation) return null;
  const since = Date.now();
  const resent = await request.post(`/api/admin/invitations/${invitation.id}/resend`, { headers });
  expect(resent.status()).toBe(200);
  const subject = `You are invited to join ${tenant.school_name}`;
  return linkParams(await linkFromEmail(email, subject, JOIN_LINK, since)).token;
}

/**
 * What a mail scanner does: GET the link, and the API address older emails carried. The page
 * answers; the old address redirects to it, with the token moved into the fragment. Nothing is spent.
 */
async function scanLink(request: APIRequestContext, link: string, type: 'signup' | 'recovery') {
  expect((await request.get(link)).status()).toBe(200);
  const { token, tenant_id } = linkParams(link);
  const legacy =
    type === 'signup'
      ? `/api/auth/confirm?${new URLSearchParams({ token, tenant_id })}`
      : `/api/auth/verify?${new URLSearchParams({ type, token, tenant_id })}`;
  const redirect = await request.get(legacy, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()['location']).toBe(`/${new URL(link).hash}`);
  expect(redirect.headers()['cache-control']).toBe('no-store');
  expect((await request.get(legacy)).status()).toBe(200);
}

/**
 * Signs the invited teacher up (once per server) and answers with a session signed in with its
 * current password, and that password; null when an earlier run stopped before the email was
 * confirmed (the recovery link confirms it), with the sign-up password.
 */
async function prepareAccount(
  request: APIRequestContext,
  tenant: Tenant,
  school: E2eSchool,
): Promise<{ password: string; session: Session | null }> {
  const account = school.invitedTeacher;
  const invitation = await invitationToken(request, school, account.email);
  const since = Date.now();
  const signUp = await request.post('/api/auth/sign-up', {
    data: {
      email: account.email,
      password: PASSWORDS[0],
      data: { tenant_id: tenant.id, role: 'teacher', full_name: account.fullName },
      redirect_to: '/',
      invitation_token: invitation ?? undefined,
    },
  });
  if (signUp.status() === 201) {
    // Confirmed the way the page the link opens does it; the confirmation test opens one for real.
    const confirm = await linkFromEmail(
      account.email,
      'Confirm your email address',
      CONFIRM_LINK,
      since,
    );
    expect((await request.post('/api/auth/confirm', { data: linkParams(confirm) })).ok()).toBe(
      true,
    );
  } else {
    expect(signUp.status()).toBe(403); // signed up by an earlier run against this server
  }
  for (const password of PASSWORDS) {
    const session = await signInThroughApi(request, tenant, account.email, password);
    if (session) return { password, session };
  }
  return { password: PASSWORDS[0], session: null };
}

test('a sign-up confirmation link confirms the email in the browser; fetching it first spends nothing', async ({
  page,
  consoleErrors,
}) => {
  const tenant = await lookUpSchool(page.request, 'riverside');
  const password = 'confirm-password-1';
  // An invitation of its own, so every run (and a retry) has one to spend.
  const confirmAccount = `maya.lopez.${Date.now()}@riverside.edu`;
  const { session: office } = await apiSession(page.request, 'riverside', 'admin');
  const invited = await page.request.post('/api/admin/users', {
    headers: bearer(office),
    data: { name: 'Maya Lopez', email: confirmAccount, role: 'parent' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitation = await invitationToken(page.request, 'riverside', confirmAccount);
  expect(invitation, 'the invitation link').not.toBeNull();
  const since = Date.now();
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: {
      email: confirmAccount,
      password,
      data: { tenant_id: tenant.id, role: 'parent', full_name: 'Maya Lopez' },
      redirect_to: '/',
      invitation_token: invitation ?? undefined,
    },
  });
  expect(signUp.status()).toBe(201);
  const link = await linkFromEmail(
    confirmAccount,
    'Confirm your email address',
    CONFIRM_LINK,
    since,
  );
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#type=signup&token=/);

  await scanLink(page.request, link, 'signup');
  const early = await page.request.post('/api/auth/sign-in', {
    data: { tenant_id: tenant.id, email: confirmAccount, password },
  });
  expect(early.status()).toBe(403);
  expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
    'Please confirm your email address first, using the link we sent you.',
  );

  await page.goto(link);
  await expect(page.getByRole('status').filter({ hasText: CONFIRMED_TEXT })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(page.url()).not.toContain('#');
  expect(await signInThroughApi(page.request, tenant, confirmAccount, password)).not.toBeNull();
  expect(consoleErrors).toEqual([]);

  // Spent: opening it again says so (from another page, as a fragment change alone reloads nothing).
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Email link is invalid or has expired');
  await expectConsoleErrors(consoleErrors, failedRequest(410));
  await expect(page.getByText(CONFIRMED_TEXT)).toBeHidden();
});

test('a recovery link signs in to choose a new password; the old one and the link stop working', async ({
  page,
  consoleErrors,
  school,
}) => {
  test.setTimeout(180_000);
  const teacherEmail = school.invitedTeacher.email;
  const tenant = await lookUpSchool(page.request, school);
  const { password: oldPassword, session: otherSession } = await prepareAccount(
    page.request,
    tenant,
    school,
  );
  const newPassword = PASSWORDS.find((password) => password !== oldPassword)!;
  // A rerun within a minute of the last recovery email would get none: wait for the next one.
  const lastEmail = await newestEmail(teacherEmail, 'Reset your password');
  if (lastEmail) {
    await page.waitForTimeout(
      Math.max(0, lastEmail.writtenAt + RECOVERY_EMAIL_INTERVAL_MS - Date.now()),
    );
  }

  await chooseSchool(page, school.code);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Email').fill(teacherEmail);
  const since = Date.now();
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByRole('status')).toHaveText(recoverySentText(teacherEmail));
  const link = await linkFromEmail(teacherEmail, 'Reset your password', RECOVERY_LINK, since);
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#type=recovery&token=/);
  await scanLink(page.request, link, 'recovery');

  // Opened from the email, in a tab with no school chosen yet.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  const choose = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(choose).toBeVisible();
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
  expect(page.url()).not.toContain('token');
  // The link's school is applied (the dialog hides the rest of the page from the accessibility tree).
  await expect(page.locator(`img[alt="${school.name} logo"]`)).toBeAttached();

  // Still asked after a reload, and Escape does not skip it.
  await page.reload();
  await expect(choose).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(choose).toBeVisible();

  const field = choose.getByLabel('New password');
  await field.fill('short');
  await choose.getByRole('button', { name: 'Save password' }).click();
  await expect(choose.getByText('Password must be at least 8 characters')).toBeVisible();
  await field.fill(newPassword);
  await field.press('Enter');
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(choose).toBeHidden();
  if (otherSession) {
    // Every other session of the user was signed out.
    const profile = await page.request.get('/api/profile', {
      headers: bearer(otherSession),
    });
    expect(profile.status()).toBe(401);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(choose).toBeHidden();
  expect(consoleErrors).toEqual([]);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await chooseSchool(page, school.code);
  await signInThroughForm(page, teacherEmail, oldPassword);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expectConsoleErrors(consoleErrors, failedRequest(400));
  await signInThroughForm(page, teacherEmail, newPassword);
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(choose).toBeHidden();

  // The link works once.
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  expect(page.url()).not.toContain('#');
  await expect(page.getByRole('alert')).toContainText('Email link is invalid or has expired');
  await expectConsoleErrors(consoleErrors, failedRequest(410));
  await expect(choose).toBeHidden();
});
