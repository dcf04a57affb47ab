import {
  chooseSchool,
  expect,
  expectAccessible,
  expectConsoleErrors,
  openAs,
  test,
  unknownRoute,
} from './fixtures';

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the school code screen', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'School Access' })).toBeVisible();
      await expectAccessible(page);
    });

    for (const school of ['greenwood', 'riverside'] as const) {
      test(`the ${school} sign-in screen`, async ({ page }) => {
        await chooseSchool(page, school);
        await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
        await expectAccessible(page);
      });

      test(`the ${school} dashboard layout`, async ({ page }) => {
        // Greenwood's admin dashboard holds some 3,000 elements: one axe run takes many seconds.
        test.slow();
        await openAs(page, school, 'admin', '/admin/dashboard');
        await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
        await expectAccessible(page);
      });
    }

    test('the 404 page', async ({ page, consoleErrors }) => {
      await page.goto('/missing');
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expectConsoleErrors(consoleErrors, unknownRoute('/missing'));
      await expectAccessible(page);
    });
  });
}
