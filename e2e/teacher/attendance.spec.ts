import {
  cardWithHeading,
  expect,
  expectAccessible,
  openAs,
  PHONE,
  test,
} from '../web-shell/fixtures';
import { openTodayForMarking } from './school-day';

// Writes attendance: the worker's own school only (its teacher teaches every class there).
test('a teacher marks a class, saves, reloads the day and sees it kept', async ({
  page,
  school,
}) => {
  // Two axe runs and two widths.
  test.slow();
  // Today is marked below: a school day whatever its weekday.
  const schoolToday = await openTodayForMarking(page.request, school);
  await openAs(page, school, 'teacher', '/teacher/dashboard');
  const card = cardWithHeading(page, 'Mark Attendance');
  await card.getByLabel('Class to mark').selectOption({ label: 'Grade 3A (Mathematics)' });
  // The date defaults to the school's today, as the server says.
  await expect(card.getByLabel('Date', { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const today = await card.getByLabel('Date', { exact: true }).inputValue();
  expect(today).toBe(schoolToday);
  const rows = card.getByRole('list', { name: 'Attendance marks' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  const names = await rows.locator('p.font-medium').allTextContents();

  await card.getByRole('button', { name: 'Mark All Present' }).click();
  await expect(card.getByText('Present: 3')).toBeVisible();
  await card.getByLabel(`Status for ${names[0]}`).selectOption('Absent');
  await card.getByLabel(`Reason for ${names[0]}'s absence (optional)`).fill('Dentist');
  await card.getByLabel(`Status for ${names[1]}`).selectOption('Late');
  await card.getByLabel(`Minutes late for ${names[1]}`).fill('10');
  await expect(card.getByText('Present: 1')).toBeVisible();
  await expect(card.getByText('Absent: 1')).toBeVisible();
  await expect(card.getByText('Late: 1')).toBeVisible();
  await card.getByRole('button', { name: 'Save Attendance' }).click();
  await expect(
    card.getByText(`Attendance saved for Grade 3A on ${today}: 1 present, 1 absent, 1 late.`),
  ).toBeVisible();

  await page.reload();
  await card.getByLabel('Class to mark').selectOption({ label: 'Grade 3A (Mathematics)' });
  await card.getByLabel('Date', { exact: true }).fill(today);
  await expect(card.getByLabel(`Status for ${names[0]}`)).toHaveValue('absent');
  await expect(card.getByLabel(`Reason for ${names[0]}'s absence (optional)`)).toHaveValue(
    'Dentist',
  );
  await expect(card.getByLabel(`Status for ${names[1]}`)).toHaveValue('late');
  await expect(card.getByLabel(`Minutes late for ${names[1]}`)).toHaveValue('10');
  await expect(card.getByLabel(`Status for ${names[2]}`)).toHaveValue('present');

  await expectAccessible(page);

  // The seed marked the school days before today: the report shows them, today's class is marked.
  await page.goto('/teacher/reports');
  await expect(page.getByRole('heading', { name: 'Not yet marked today' })).toBeVisible();
  const report = page.locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: 'Attendance', exact: true }),
  });
  await report
    .getByLabel('Class', { exact: true })
    .selectOption({ label: 'Grade 3A (Mathematics)' });
  await expect(report.getByRole('rowheader', { name: new RegExp(names[0]!) })).toBeVisible();
  await expectAccessible(page);

  // 375 px wide: the rows stack, nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await page.goto('/teacher/dashboard');
  // Chosen again: other specs add classes to this school, and the first in the list may be empty.
  await card.getByLabel('Class to mark').selectOption({ label: 'Grade 3A (Mathematics)' });
  await expect(card.getByRole('button', { name: 'Save Attendance' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
