import type { Page } from '@playwright/test';
import { chooseSchool, expect, test } from './fixtures';

async function primaryButtonColour(page: Page) {
  return page
    .getByRole('button', { name: 'Sign In' })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
}

test('the two schools look different', async ({ page }) => {
  await chooseSchool(page, 'greenwood');
  expect(await primaryButtonColour(page)).toBe('rgb(236, 72, 153)');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  const greenwoodPage = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await chooseSchool(page, 'riverside');
  expect(await primaryButtonColour(page)).toBe('rgb(13, 148, 136)');
  await expect(page.locator('html')).toHaveClass(/dark/);
  const riversidePage = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(riversidePage).not.toBe(greenwoodPage);
  await expect(page.getByText('RI', { exact: true })).toBeVisible();
});
