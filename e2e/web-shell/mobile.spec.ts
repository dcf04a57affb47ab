import { chooseSchool, expect, signInThroughForm, test } from './fixtures';

test.use({ viewport: { width: 375, height: 740 } });

test('at 375 px the screens fit and the sidebar is a sheet', async ({ page }) => {
  const fitsWidth = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto('/');
  expect(await fitsWidth()).toBe(true);
  await chooseSchool(page, 'riverside');
  expect(await fitsWidth()).toBe(true);
  await signInThroughForm(page, 'teacher@riverside.edu');
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
  expect(await fitsWidth()).toBe(true);

  await expect(page.getByRole('link', { name: 'My Classes' })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sidebar' });
  await expect(sheet).toBeVisible();
  await expect.poll(async () => (await sheet.boundingBox())?.width).toBe(288);
  await sheet.getByRole('link', { name: 'My Classes' }).click();
  await expect(page).toHaveURL(/\/teacher\/classes$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { name: 'My Classes', level: 2 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading your classes' })).toBeHidden();
  expect(await fitsWidth()).toBe(true);
});
