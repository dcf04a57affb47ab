import {
  atWidths,
  cardWithHeading,
  expect,
  expectAccessible,
  expectAccessibleAndFitting,
  getJson,
  openAs,
  signInThroughApi,
  test,
} from '../web-shell/fixtures';

// Writes classes: the worker's own school only.
test('an admin creates a class on the dashboard, then manages its students and timetable', async ({
  page,
  school,
}) => {
  // A long walk (create, enrol, timetable) with axe scans: more than the default 30 s on 2 cores.
  test.slow();
  const { session } = await signInThroughApi(page, school, 'admin');
  const className = `E2E Class ${Date.now()}`;

  await page.goto('/admin/dashboard');
  const card = cardWithHeading(page, 'Classes & Subjects');
  await card.getByRole('button', { name: 'Create Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Class' });
  await dialog.getByLabel('Class name').fill(className);
  await dialog.getByLabel('Room').fill('Room 7');
  await dialog.getByLabel('Schedule').fill('Mon, Wed 9:00-10:00');
  await dialog.getByLabel('Subject').selectOption('Biology');
  // Without a teacher the submit sends nothing.
  await dialog.getByRole('button', { name: 'Create Class' }).click();
  await expect(dialog.getByText('Choose a teacher', { exact: true })).toBeVisible();
  await dialog.getByLabel('Teacher').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Create Class' }).click();
  await expect(dialog).toBeHidden();
  const row = card.getByRole('listitem').filter({ hasText: className });
  await expect(row).toContainText('Biology');
  await expect(row).toContainText('0 students · Mon, Wed 9:00-10:00 · Room 7');

  await page.goto('/admin/classes');
  await expect(page.getByRole('heading', { name: 'Classes', exact: true })).toBeVisible();
  // The page shows 25 classes at a time: the search finds the new one wherever it sorts.
  await page.getByLabel('Search by class, subject or teacher').fill(className);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  // Within the page: sonner's toasts are list items too, and may name the class.
  const pageRow = page.getByRole('main').getByRole('listitem').filter({ hasText: className });
  await expect(pageRow).toBeVisible();

  // Weekly timetable.
  await pageRow.getByRole('button', { name: `Timetable of ${className}` }).click();
  const timetable = page.getByRole('dialog', { name: `Timetable of ${className}` });
  await expect(timetable.getByText('No classes scheduled')).toBeVisible();
  await timetable.getByRole('button', { name: 'Add Period' }).click();
  await timetable.getByLabel('Day').selectOption('Wednesday');
  // After the seed's school day: the teacher and the room are free then.
  await timetable.getByLabel('Start').fill('17:00');
  await timetable.getByLabel('End').fill('09:00');
  await timetable.getByRole('button', { name: 'Save Timetable' }).click();
  await expect(timetable.getByText('End time must be after the start time')).toBeVisible();
  await timetable.getByLabel('End').fill('17:45');
  await timetable.getByRole('button', { name: 'Save Timetable' }).click();
  await expect(timetable).toBeHidden();
  // The card now shows the saved timetable, no longer the free text typed at creation.
  await expect(pageRow).toContainText('0 students · Wed 17:00–17:45 · Room 7');
  await expect(pageRow).not.toContainText('Mon, Wed 9:00-10:00');
  await pageRow.getByRole('button', { name: `Timetable of ${className}` }).click();
  await expect(page.getByLabel('Day')).toHaveValue('Wednesday');
  await page.keyboard.press('Escape');

  // Enrolment needs student records; the worker's school gets them from the seed.
  const { items } = await getJson<{ items: { rollNumber: string }[] }>(
    page.request,
    '/api/admin/student-options',
    session,
  );
  // The worker's school has student records (src/server/seed/seed-demo.ts).
  expect(items.length).toBeGreaterThanOrEqual(2);
  await pageRow.getByRole('button', { name: `Students of ${className}` }).click();
  const students = page.getByRole('dialog', { name: `Students of ${className}` });
  for (const student of items.slice(0, 2)) {
    // Roll numbers are unique in a school; names may repeat.
    await students.getByRole('checkbox', { name: `(${student.rollNumber},`, exact: false }).check();
  }
  await expect(students.getByText('In this class: 2')).toBeVisible();
  await students.getByRole('button', { name: 'Save Students' }).click();
  await expect(students).toBeHidden();
  await expect(pageRow).toContainText('2 students');
});

atWidths([375], () => {
  test('the classes and subjects screens and dialogs fit and pass axe', async ({
    page,
    school,
  }) => {
    // Two screens and four dialogs, each scanned by axe: more than the default 30 s on 2 cores.
    test.slow();
    await openAs(page, school, 'admin', '/admin/subjects');
    await expect(
      page.getByRole('list', { name: 'Subjects' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expectAccessibleAndFitting(page);

    await page.goto('/admin/classes');
    await expect(page.getByRole('heading', { name: 'Classes', exact: true })).toBeVisible();
    await expect(page.locator('[aria-label="Loading classes"]')).toHaveCount(0);
    await expect(page.getByText(/^Showing 1–/)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Classes' }).getByRole('listitem').count(),
    ).resolves.toBeLessThanOrEqual(25);
    await expectAccessibleAndFitting(page);

    await page.getByRole('button', { name: 'Create Class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Class' });
    await expect(dialog.getByLabel('Teacher')).toBeEnabled();
    await expectAccessible(page);
  });
});
