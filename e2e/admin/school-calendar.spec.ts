import AxeBuilder from '@axe-core/playwright';
import {
  cardWithHeading,
  expect,
  expectFitsWidth,
  PHONE,
  signInThroughApi,
  test,
} from '../web-shell/fixtures';

// Adds a holiday to the worker's own school and removes it again, at phone width.
test('an admin adds a holiday to the school calendar and removes it, at 375 px', async ({
  page,
  school,
}) => {
  await signInThroughApi(page, school, 'admin');
  await page.setViewportSize(PHONE);
  await page.goto('/admin/settings');
  const card = cardWithHeading(page, 'School calendar');
  await expect(card.getByRole('button', { name: 'Add to Calendar' })).toBeVisible();

  // Nothing is sent while a field is wrong.
  await card.getByRole('button', { name: 'Add to Calendar' }).click();
  await expect(card.getByText('Enter a name')).toBeVisible();

  await card.getByLabel('Type').selectOption({ label: 'Holiday' });
  await card.getByLabel('Name', { exact: true }).fill('Spec Founders Day');
  await card.getByLabel('First day').fill('2031-03-14');
  await card.getByRole('button', { name: 'Add to Calendar' }).click();
  const entry = card.getByRole('listitem').filter({ hasText: 'Spec Founders Day' });
  await expect(entry).toContainText('Friday 14 March 2031');
  await expect(entry).toContainText('Holiday');

  await expectFitsWidth(page);
  const axe = await new AxeBuilder({ page }).include('[data-slot="card"]').analyze();
  const serious = axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);

  await card.getByRole('button', { name: 'Remove Spec Founders Day' }).click();
  await expect(entry).toHaveCount(0);
});
