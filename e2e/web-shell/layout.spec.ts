import { expect, expectConsoleErrors, getJson, openAs, test, unknownRoute } from './fixtures';

test('ctrl+B collapses the sidebar and the state survives a reload', async ({ page }) => {
  await openAs(page, 'greenwood', 'teacher', '/teacher/dashboard');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const toggle = page.getByRole('button', { name: 'Toggle Sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);

  await page.keyboard.press('Control+b');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const sevenDays = 7 * 24 * 60 * 60;
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(sevenDays - 60);
  expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(sevenDays + 1);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Toggle Sidebar' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);

  await page.keyboard.press('Meta+b');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the top bar shows the title, flips the theme and opens the avatar menu', async ({ page }) => {
  const { session } = await openAs(page, 'greenwood', 'parent', '/parent/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(html).not.toHaveClass(/dark/);

  const profile = await getJson<{ full_name: string }>(page.request, '/api/profile', session);
  const avatar = page.getByRole('button', { name: 'User menu' });
  await expect(avatar).toHaveText(profile.full_name.slice(0, 2).toUpperCase());
  await avatar.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(profile.full_name)).toBeVisible();
  await expect(menu.getByText('parent@greenwood.edu')).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Sign out']);
});

test('the sidebar shows the logo, or the first two letters of the school', async ({ page }) => {
  await openAs(page, 'greenwood', 'admin', '/admin/dashboard');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('img', { name: 'Greenwood High School logo' })).toBeVisible();
  await expect(sidebar.getByText('admin Portal')).toBeVisible();

  await openAs(page, 'riverside', 'teacher', '/teacher/dashboard');
  await expect(sidebar.getByText('RI', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('Riverside Academy')).toBeVisible();
});

test('the layout works with the keyboard alone', async ({ page }) => {
  await openAs(page, 'greenwood', 'admin', '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/teachers$/);
  await expect(page.getByRole('heading', { name: 'Teachers', level: 2 })).toBeVisible();
});

test('each screen names itself and the school in the browser tab', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home · School Portal');
  await page.getByLabel('School code').fill('greenwood');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveTitle('Sign in · Greenwood High School');

  await openAs(page, 'greenwood', 'parent', '/parent/dashboard');
  await expect(page).toHaveTitle('Parent Dashboard · Greenwood High School');
  // The top bar keeps the spec's 'Dashboard' on every screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const [link, title] of [
    ['My Children', 'My Children'],
    ['Homework', 'Homework'],
    ['Schedule', 'Schedule'],
    ['Reports', 'Reports'],
    ['Chat with AI', 'Chat with AI'],
  ] as const) {
    await page.getByRole('link', { name: link }).click();
    await expect(page).toHaveTitle(`${title} · Greenwood High School`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found · Greenwood High School');
  await expectConsoleErrors(consoleErrors, unknownRoute('/no/such/page'));
});
