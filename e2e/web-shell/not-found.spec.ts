import { expect, test } from './fixtures';

test('an unknown path shows the 404 page and logs the path', async ({ page, consoleErrors }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(consoleErrors.some((line) => line.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'School Access' })).toBeVisible();
});
