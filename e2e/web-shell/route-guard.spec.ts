import { chooseSchool, expect, openAs, signInThroughForm, test } from './fixtures';

test('a signed-out visit to a role page goes to sign-in', async ({ page }) => {
  await chooseSchool(page, 'greenwood');
  await page.goto('/teacher/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/login$/);
});

test('a visit to another role goes, by way of /, to the own dashboard with a message', async ({
  page,
}) => {
  await openAs(page, 'greenwood', 'teacher', '/admin/dashboard');
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
  await expect(
    page.getByText(
      'That page is for administrators. You are signed in as a teacher, so here is your own dashboard.',
    ),
  ).toBeVisible();
  await page.goto('/parent/children');
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
  await expect(page.getByText('That page is for parents.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('That page is for parents.', { exact: false })).toBeHidden();
});

test('a student who signs in is told what their account can do', async ({ page }) => {
  await chooseSchool(page, 'greenwood');
  await signInThroughForm(page, 'student@greenwood.edu');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'You are signed in', level: 1 })).toBeVisible();
  await expect(page.getByText('Sam Shah, student at Greenwood High School')).toBeVisible();
  await page.getByRole('link', { name: 'Open Chat with AI' }).click();
  await expect(page.getByRole('heading', { name: 'Chat with AI', level: 2 })).toBeVisible();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'School Access' })).toBeVisible();
});

test("a role's index goes to its dashboard", async ({ page }) => {
  await openAs(page, 'riverside', 'parent', '/parent');
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Parent Dashboard' })).toBeVisible();
});

test('menu targets open their own screens inside the layout', async ({ page }) => {
  await openAs(page, 'greenwood', 'admin', '/admin/dashboard');
  await page.getByRole('link', { name: 'Teachers' }).click();
  await expect(page).toHaveURL(/\/admin\/teachers$/);
  await expect(page.getByRole('heading', { name: 'Teachers', level: 2 })).toBeVisible();
  await expect(page.getByText(/is coming soon/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
});

test('/chat is open to every signed-in role, inside the layout', async ({ page }) => {
  await openAs(page, 'greenwood', 'parent', '/parent/dashboard');
  await page.getByRole('link', { name: 'Chat with AI' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { name: 'Chat with AI', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Children' })).toBeVisible();
});

test('a student account reaches /chat with an empty menu', async ({ page }) => {
  await openAs(page, 'riverside', 'student', '/chat');
  await expect(page.getByRole('heading', { name: 'Chat with AI', level: 2 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(0);
});
