import type { Page } from '@playwright/test';
import { addDays } from '../../src/shared/rules/dates';
import type { NotificationPage } from '../../src/shared/schemas/notifications';
import type { TeacherClassDetail } from '../../src/shared/schemas/teacher';
import {
  bearer,
  cardWithHeading,
  expect,
  expectAccessibleAndFitting,
  getJson,
  openAs,
  PHONE,
  signInThroughApi,
  test,
} from '../web-shell/fixtures';
import { openTodayForMarking } from '../teacher/school-day';
import { teacherOfTaughtChild } from '../parent/taught-child';

const narrow = async (page: Page, url: string) => {
  await page.setViewportSize(PHONE);
  await page.goto(url);
};

// The server's clock cannot be moved in E2E and a register is taken only for today or before, so
// the parent reports today and tomorrow, and the teacher confirms today's mark. Writes data: the
// worker's own school only.
test('a parent reports an absence, the teacher confirms it on the register, the office accepts it, and the parent sees it excused with no absence notice', async ({
  page,
  browser,
  school,
}) => {
  test.slow();
  const today = await openTodayForMarking(page.request, school);

  // Which child of the E2E parent the E2E teacher teaches, and in which class.
  const {
    context: teacherContext,
    page: teacherPage,
    session: teacherSession,
    child,
  } = await teacherOfTaughtChild(browser, school);
  const classes = await getJson<TeacherClassDetail[]>(
    teacherPage.request,
    '/api/teacher/classes',
    teacherSession,
  );
  const klass = classes.find((item) => item.name === child.className)!;

  // The school emails guardians of absences: a reported one must still send nothing.
  const { session: adminSession } = await signInThroughApi(page, school, 'admin');
  const asAdmin = bearer(adminSession);
  const notices = await page.request.patch('/api/admin/settings', {
    headers: asAdmin,
    data: { absence_notices: true },
  });
  expect(notices.status()).toBe(200);

  try {
    // The parent reports today and tomorrow.
    const { session: parentSession } = await openAs(page, school, 'parent', '/parent/absences');
    await expect(page.getByRole('heading', { name: 'Absences', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Report Absence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report an absence' });
    await dialog.getByLabel('Child').selectOption({ label: child.studentName });
    await dialog.getByLabel('First day').fill(today);
    await dialog.getByLabel('Last day (optional)').fill(addDays(today, 1));
    await dialog.getByLabel('Reason').selectOption({ label: 'Illness' });
    await dialog.getByLabel('Note').fill('Fever since last night');
    await dialog.getByRole('button', { name: 'Report Absence' }).click();
    await expect(dialog).toBeHidden();
    const notes = cardWithHeading(page, 'Absence notes');
    const reported = notes.getByRole('listitem').filter({ hasText: child.studentName }).first();
    await expect(reported.getByText('Waiting for the school')).toBeVisible();
    await expectAccessibleAndFitting(page, 'parent, wide');
    await narrow(page, '/parent/absences');
    await expect(
      cardWithHeading(page, 'Absence notes').getByText('Fever since last night'),
    ).toBeVisible();
    await expectAccessibleAndFitting(page, 'parent, 375 px');

    // The teacher sees it on today's register, absent suggested, and confirms it.
    await teacherPage.goto('/teacher/dashboard');
    const card = cardWithHeading(teacherPage, 'Mark Attendance');
    await card
      .getByLabel('Class to mark')
      .selectOption({ label: `${klass.name} (${klass.subject})` });
    const row = card.getByRole('listitem').filter({ hasText: child.studentName });
    await expect(row.getByText(/Reported absent by guardian: Illness/)).toBeVisible();
    await expect(row.getByLabel(`Status for ${child.studentName}`)).toHaveValue('absent');
    await card.getByRole('button', { name: 'Save Attendance' }).click();
    await expect(card.getByText(/^Attendance saved for/)).toBeVisible();
    await expectAccessibleAndFitting(teacherPage, 'teacher register');

    // The office accepts it.
    await signInThroughApi(page, school, 'admin');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/absence-notes');
    const pending = page
      .getByRole('listitem')
      .filter({ hasText: `${child.studentName}: ${today} to ${addDays(today, 1)}` });
    await expectAccessibleAndFitting(page, 'office, wide');
    await pending.getByRole('button', { name: 'Accept' }).click();
    await expect(pending).toBeHidden();
    await page.getByLabel('Status').selectOption({ label: 'Accepted' });
    await expect(
      page.getByRole('listitem').filter({ hasText: child.studentName }).first(),
    ).toBeVisible();
    await narrow(page, '/admin/absence-notes');
    await expectAccessibleAndFitting(page, 'office, 375 px');

    // The parent sees it excused, today's absence counted excused, and no absence notice.
    await openAs(page, school, 'parent', '/parent/absences');
    await expect(
      cardWithHeading(page, 'Absence notes')
        .getByRole('listitem')
        .filter({ hasText: 'Fever since last night' })
        .getByText('Excused'),
    ).toBeVisible();
    const summary = cardWithHeading(page, 'Excused and unexcused absences');
    await expect(
      summary.getByRole('row', { name: new RegExp(`^${child.studentName} 1 \\d+$`) }),
    ).toBeVisible();
    const told = (await (
      await page.request.get('/api/notifications?page=1&pageSize=100', {
        headers: bearer(parentSession),
      })
    ).json()) as NotificationPage;
    expect(told.rows.map((item) => item.title)).not.toContain(
      `${child.studentName} was marked absent on ${today}`,
    );
    expect(told.rows.map((item) => item.title)).toContainEqual(
      expect.stringMatching(/^Absence note accepted:/),
    );
  } finally {
    await page.request.patch('/api/admin/settings', {
      headers: asAdmin,
      data: { absence_notices: false },
    });
    await teacherContext.close();
  }
});
