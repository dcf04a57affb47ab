import { DEMO_PASSWORD, expect, expectConsoleErrors, failedRequest, test } from './fixtures';

test('a code typed in lower case with spaces leads to sign-in and the dashboard', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'School Portal' })).toBeVisible();
  await expect(page.getByText('Enter your school code to continue')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'School Access' })).toBeVisible();
  await expect(page.getByText('Need help? Contact your school administrator')).toBeVisible();

  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('School code').fill('   ');
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('School code').fill('  greenwood  ');
  await continueButton.click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Greenwood High School' })).toBeVisible();
  await page.getByLabel('Email').fill('admin@greenwood.edu');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

test('an unknown code says so and stays on the screen', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await page.getByLabel('School code').fill('nowhere');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'School code not found. Please check and try again.',
  );
  await expectConsoleErrors(consoleErrors, failedRequest(404));
  await expect(page).toHaveURL(/\/$/);
});

test('the school code screen works with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('School code')).toBeFocused();
  await page.keyboard.type('riverside');
  await page.keyboard.press('Tab');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeFocused();
  const focusRing = await continueButton.evaluate((button) => getComputedStyle(button).boxShadow);
  expect(focusRing).not.toBe('none');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Riverside Academy' })).toBeVisible();
});

test('the chosen school survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('School code').fill('riverside');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Riverside Academy' })).toBeVisible();
});
