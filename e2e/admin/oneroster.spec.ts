import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import {
  atWidths,
  expect,
  expectAccessible,
  expectAccessibleAndFitting,
  expectConsoleErrors,
  failedRequest,
  openAs,
  test,
} from '../web-shell/fixtures';

/** The real OneRoster set of the shared data folder, zipped here from its files. */
function grandBendZip(): Buffer {
  const folder = path.resolve(import.meta.dirname, '../../../shared/data/oneroster/grand-bend-1.1');
  const files = Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith('.csv'))
      .map((name) => [
        `grand-bend-1.1/${name}`,
        new Uint8Array(readFileSync(path.join(folder, name))),
      ]),
  );
  return Buffer.from(zipSync(files));
}

// Writes students and invitations: the worker's own school only.
test('an admin uploads the grand-bend set, sees the dry run, imports it, and finds the people', async ({
  page,
  school,
}) => {
  test.slow(); // an upload, a dry run, an import and four screens on a shared machine
  await openAs(page, school, 'admin', '/admin/import');
  await page.getByRole('link', { name: 'Import or export a OneRoster set' }).click();
  await expect(page.getByRole('heading', { name: 'OneRoster import and export' })).toBeVisible();
  await expect(page.getByText('No set chosen yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();

  await page.getByLabel('OneRoster zip or CSV files').setInputFiles({
    name: 'grand-bend-1.1.zip',
    mimeType: 'application/zip',
    buffer: grandBendZip(),
  });
  await page.getByRole('button', { name: 'Check set' }).click();
  await expect(
    page.getByText('Grand Bend High School (OneRoster 1.1): no errors. Ready to import.'),
  ).toBeVisible();
  const counts = page.getByRole('table', { name: 'What the import would change' });
  // Create on the first run, unchanged on a retry: 8 students either way.
  await expect(counts.getByRole('row', { name: /^Students/ })).toContainText('8');
  const problems = page.getByRole('table', { name: 'Rows the portal cannot take' });
  await expect(problems).toContainText('demographics.csv');
  await expect(problems).toContainText('Left out');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Import' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Imported Grand Bend High School' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'See the students' }).click();
  await page.getByLabel('Search by name, roll number or email').fill('Archer');
  await expect(page.getByRole('table', { name: 'Students' })).toContainText('Mary Archer');
  await page.goto('/admin/teachers');
  await expect(page.getByText('Kelley Christian')).toBeVisible();
  await expect(page.getByText('Sara Preston')).toBeVisible();

  // The export downloads as a zip.
  await page.goto('/admin/oneroster');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download OneRoster zip' }).click();
  expect((await download).suggestedFilename()).toMatch(/^oneroster-.+\.zip$/);
});

atWidths([375], () => {
  test('the OneRoster page fits the width and passes axe, with a refused set', async ({
    page,
    school,
    consoleErrors,
  }) => {
    await openAs(page, school, 'admin', '/admin/oneroster');
    await expect(page.getByRole('heading', { name: 'OneRoster import and export' })).toBeVisible();
    await expectAccessibleAndFitting(page);
    // A lone CSV file without its manifest: refused in words.
    await page.getByLabel('OneRoster zip or CSV files').setInputFiles({
      name: 'users.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('sourcedId,role\n1,student\n'),
    });
    await page.getByRole('button', { name: 'Check set' }).click();
    await expect(page.getByText(/no manifest\.csv/)).toBeVisible();
    await expectConsoleErrors(consoleErrors, failedRequest(400));
    await expectAccessibleAndFitting(page);
  });
});
