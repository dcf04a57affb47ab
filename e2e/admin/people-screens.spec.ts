import type { Page } from '@playwright/test';
import {
  atWidths,
  bearer,
  expect,
  expectAccessible,
  expectAccessibleAndFitting,
  signInThroughApi,
  test,
} from '../web-shell/fixtures';

const columnTexts = (page: Page, index: number) =>
  page
    .getByRole('table', { name: 'Students' })
    .locator(`tbody tr td:nth-child(${index})`)
    .allInnerTexts();

// Writes students and links: the worker's own school only.
test('an admin searches, sorts and pages students, edits one, and links a parent seen on both sides', async ({
  page,
  school,
}) => {
  // Many steps on a machine shared with other work.
  test.setTimeout(120_000);
  const { session } = await signInThroughApi(page, school, 'admin');
  const headers = bearer(session);
  // Enough students for two pages: inactive Grade 12 records, so no fee or class spec sees them.
  const run = Date.now().toString(36);
  for (let index = 1; index <= 26; index++) {
    const response = await page.request.post('/api/admin/users', {
      headers,
      data: {
        name: `Pager ${run} ${String(index).padStart(2, '0')}`,
        email: `pager-${run}-${index}@${school.emailDomain}`,
        role: 'student',
        status: 'inactive',
        gradeLevel: 12,
        rollNumber: `P-${run}-${String(index).padStart(2, '0')}`,
      },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto('/admin/students');
  await expect(page.getByRole('heading', { name: 'Students', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import CSV' })).toHaveAttribute(
    'href',
    '/admin/import?kind=students',
  );
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.getByRole('row')).toHaveCount(26); // the header and 25 rows
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Students pages' });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);

  // Sort by roll number, then the other way.
  const rollHeader = page.getByRole('columnheader', { name: /Roll number/ });
  await rollHeader.getByRole('button').click();
  await expect(rollHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  await rollHeader.getByRole('button').click();
  await expect(rollHeader).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => {
      const rolls = await columnTexts(page, 2);
      return rolls.length > 1 && rolls.join() === [...rolls].sort().reverse().join();
    })
    .toBe(true);

  // Search by roll number, filter by grade.
  const target = `Pager ${run} 07`;
  await page.getByLabel('Search by name, roll number or email').fill(`P-${run}-07`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: new RegExp(target) })).toContainText('Grade 12A');
  await page.getByLabel('Grade').selectOption('Grade 3');
  await expect(page.getByText('No students found')).toBeVisible();
  await page.getByLabel('Grade').selectOption('Grade 12');
  await table.getByRole('link', { name: target }).click();

  // The detail: edit the phone number.
  await expect(page.getByRole('heading', { name: target })).toBeVisible();
  await expect(page.getByText('Guardians (0 of 2)')).toBeVisible();
  await expect(page.getByText('No classes assigned')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Student' });
  await edit.getByLabel('Section').fill('9');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Section is one or two letters, such as A')).toBeVisible();
  await edit.getByLabel('Section').fill('B');
  await edit.getByLabel('Phone (optional)').fill('555-0107');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('555-0107')).toBeVisible();
  await expect(page.getByText('Grade 12B')).toBeVisible();
  await expectAccessible(page);

  // Link the school's parent; the child then shows on the parent's side too.
  await page.getByRole('button', { name: 'Link a parent' }).click();
  const link = page.getByRole('dialog', { name: `Link a parent to ${target}` });
  await link.getByLabel('Search by name or email').fill(school.accounts.parent);
  const matches = link.getByRole('list', { name: 'Matching parents' }).getByRole('listitem');
  await expect(matches).toHaveCount(1);
  const parentName = (await matches.locator('p').first().innerText()).trim();
  await link.getByRole('button', { name: `Link ${parentName}` }).click();
  await expect(link).toBeHidden();
  await expect(page.getByText('Guardians (1 of 2)')).toBeVisible();
  await page
    .getByRole('list', { name: 'Guardians' })
    .getByRole('link', { name: parentName })
    .click();
  await expect(page.getByRole('heading', { name: parentName })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Children' }).getByRole('link', { name: target }),
  ).toBeVisible();
  await expectAccessible(page);

  // And in the Parents list.
  await page.goto(`/admin/parents?q=${encodeURIComponent(school.accounts.parent)}`);
  await expect(
    page.getByRole('table', { name: 'Parents' }).getByRole('row', { name: new RegExp(parentName) }),
  ).toContainText(target);
});

atWidths([1280, 375], () => {
  test('the Teachers, Students and Parents lists pass axe and fit the width', async ({
    page,
    school,
  }) => {
    test.setTimeout(90_000);
    await signInThroughApi(page, school, 'admin');
    for (const [path, name] of [
      ['/admin/teachers', 'Teachers'],
      ['/admin/students', 'Students'],
      ['/admin/parents', 'Parents'],
    ] as const) {
      await page.goto(path);
      // The first load may wait for the other worker's writes on the one embedded database.
      await expect(page.getByRole('table', { name })).toBeVisible({ timeout: 20_000 });
      await expectAccessibleAndFitting(page, path);
    }
    await expect(
      page.getByRole('table', { name: 'Parents' }).getByRole('row').nth(1),
    ).toBeVisible();
  });
});
