import {
  atWidths,
  cardWithHeading,
  expect,
  expectAccessible,
  expectAccessibleAndFitting,
  openAs,
  test,
} from '../web-shell/fixtures';

const HEADER = 'full_name,roll_number,grade_level,section,email\n';

test('an admin imports a CSV with one bad row, sees its error, fixes it, imports, and finds the people', async ({
  page,
  school,
}) => {
  const run = Date.now().toString(36);
  const first = `Imported Ada ${run}`;
  const second = `Imported, Grace ${run}`;
  const good = `"${first}",CSV-${run}-1,10,A,\n`;
  const bad = `"${second}",CSV-${run}-2,13,B,\n`;

  await openAs(page, school, 'admin', '/admin/import?kind=students');
  await expect(page.getByRole('heading', { name: 'Import from a CSV file' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Students' })).toBeChecked();

  // The template downloads as a file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download students template' }).click();
  expect((await download).suggestedFilename()).toBe('students-template.csv');

  // A file with one bad row: the check names its line and column; Import stays off.
  const file = page.getByLabel('CSV file', { exact: true });
  await file.setInputFiles({
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\ufeff${HEADER}${good}${bad}`),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  const errors = page.getByRole('table', { name: 'Errors in the file' });
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText('grade_level');
  await expect(errors.getByRole('row').nth(1)).toContainText('Grade level is 1 to 12');
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  await expectAccessible(page);

  // Fixed, checked again, imported.
  await file.setInputFiles({
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${HEADER}${good}${bad.replace(',13,', ',12,')}`),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('No errors in 2 rows. Ready to import.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'What the import would do' })).toContainText(
    '2 to create',
  );
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported 2 rows' })).toContainText(
    '2 created, 0 updated, 0 unchanged.',
  );

  // The people are in the user list.
  await page.getByRole('link', { name: 'See them in the user list' }).click();
  const card = cardWithHeading(page, 'User Management');
  await card.getByRole('searchbox', { name: /search users/i }).fill(run);
  await expect(card.getByRole('listitem').filter({ hasText: first })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: second })).toBeVisible();
});

atWidths([375], () => {
  test('the import page fits the width and passes axe', async ({ page, school }) => {
    await openAs(page, school, 'admin', '/admin/import?kind=parents');
    await expect(page.getByRole('radio', { name: 'Parents' })).toBeChecked();
    await expect(page.getByRole('table', { name: 'Columns of the parents file' })).toBeVisible();
    await expectAccessibleAndFitting(page);
  });
});
