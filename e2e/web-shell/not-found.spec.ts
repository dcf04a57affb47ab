import { expect, expectConsoleErrors, openAs, test, unknownRoute } from './fixtures';

test('an unknown path shows the 404 page and logs the path', async ({ page, consoleErrors }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectConsoleErrors(consoleErrors, unknownRoute('/no/such/page'));
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'School Access' })).toBeVisible();
});

test('Return to Home takes a signed-in parent to their dashboard, saying why', async ({
  page,
  consoleErrors,
}) => {
  await openAs(page, 'greenwood', 'parent', '/no/such/page');
  await expectConsoleErrors(consoleErrors, unknownRoute('/no/such/page'));
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Parent Dashboard' })).toBeVisible();
  await expect(
    page.getByText(
      'You are signed in as Priya Shah, so Home is your dashboard. To choose another school, sign out first.',
    ),
  ).toBeVisible();
});
