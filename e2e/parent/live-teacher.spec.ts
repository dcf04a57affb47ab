import { attendanceRate } from '../../src/shared/rules/attendance';
import type { ClassAttendance } from '../../src/shared/schemas/attendance';
import type { ParentDashboard } from '../../src/shared/schemas/parent';
import type { TeacherClass } from '../../src/shared/schemas/teacher';
import { shortDate } from '../../src/web/features/parent/format';
import {
  cardWithHeading,
  expect,
  getJson,
  signInElsewhere,
  signInThroughApi,
  test,
} from '../web-shell/fixtures';
import { openTodayForMarking } from '../teacher/school-day';

// Writes attendance and homework: the worker's own school only (its teacher teaches every class,
// its parent has two children there). Today is made a school day first, so a weekend or a holiday
// does not leave the register closed.
test('the open parent dashboard shows the absence and the homework a teacher saves in their own browser, without a reload', async ({
  page,
  browser,
  school,
}) => {
  test.slow();
  await openTodayForMarking(page.request, school);
  const parent = await signInThroughApi(page, school, 'parent');
  const teacher = await signInElsewhere(browser, school, 'teacher');
  const { context: teacherContext, page: teacherPage } = teacher;

  // A child of this parent in a class this teacher teaches (other specs of the worker may link
  // more children to the parent, so the dashboard's first child is not always one of them).
  const first = await getJson<ParentDashboard>(
    page.request,
    '/api/parent/dashboard',
    parent.session,
  );
  const classes = await getJson<TeacherClass[]>(
    teacherPage.request,
    '/api/teacher/classes',
    teacher.session,
  );
  const child = first.children.find((kid) => classes.some((c) => c.name === kid.className))!;
  expect(child, `${school.code}'s parent has a child in a class of the teacher`).toBeTruthy();
  const klass = classes.find((item) => item.name === child.className)!;

  // Arrange: today not marked for the child yet (another spec of this worker may have marked it).
  const attendanceUrl = `/api/teacher/classes/${klass!.id}/attendance`;
  const roster = await getJson<ClassAttendance>(
    teacherPage.request,
    attendanceUrl,
    teacher.session,
  );
  const mark = roster.students.find((student) => student.studentId === child.id);
  expect(mark, `${child.name} is on the ${klass!.name} roster`).toBeDefined();
  if (mark!.status !== null) {
    const cleared = await teacherPage.request.put(`${attendanceUrl}/${roster.today}`, {
      headers: teacher.headers,
      data: { marks: [{ studentId: child.id, status: null }] },
    });
    expect(cleared.status(), await cleared.text()).toBe(200);
  }
  const before = await getJson<ParentDashboard>(
    page.request,
    `/api/parent/dashboard?studentId=${child.id}`,
    parent.session,
  );

  // The parent's dashboard is open on that child, and live.
  await page.goto('/parent/dashboard');
  if (first.children.length > 1) {
    await page.getByLabel('Child').selectOption({ label: `${child.name} (${child.className})` });
  }
  const attendance = cardWithHeading(page, `${child.name}'s Attendance`);
  const homework = cardWithHeading(page, `${child.name}'s Homework`);
  const tiles = page.getByRole('list', { name: 'Summary' });
  const total = (term: string) => attendance.locator('dl > div').filter({ hasText: term });
  await expect(total('Absent')).toHaveText(`Absent${before.attendance.absent}`);
  await expect(
    homework.getByText(`${before.homework.pendingCount} pending assignments`),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The teacher marks the child absent on the Mark Attendance card.
  await teacherPage.goto('/teacher/dashboard');
  const marking = cardWithHeading(teacherPage, 'Mark Attendance');
  await marking
    .getByLabel('Class to mark')
    .selectOption({ label: `${klass!.name} (${klass!.subject})` });
  await expect(marking.getByLabel('Date', { exact: true })).toHaveValue(before.today);
  await marking.getByLabel(`Status for ${child.name}`).selectOption('Absent');
  await marking.getByLabel(`Reason for ${child.name}'s absence (optional)`).fill('Unwell');
  await marking.getByRole('button', { name: 'Save Attendance' }).click();
  await expect(
    marking.getByText(`Attendance saved for ${klass!.name} on ${before.today}`),
  ).toBeVisible();

  // The parent sees today's entry with its Absent badge, the totals and the rate move.
  const today = attendance
    .getByRole('list', { name: 'Recent attendance' })
    .getByRole('listitem')
    .first();
  await expect(today).toContainText(shortDate(before.today));
  await expect(today).toContainText('Absent');
  await expect(total('Absent')).toHaveText(`Absent${before.attendance.absent + 1}`);
  await expect(total('Present')).toHaveText(`Present${before.attendance.present}`);
  const rate = attendanceRate({ ...before.attendance, absent: before.attendance.absent + 1 });
  await expect(
    tiles.getByRole('listitem', { name: 'Attendance' }).getByText(`${rate}%`, { exact: true }),
  ).toBeVisible();

  // The teacher publishes homework for the class, due today (so it sorts first on the card). A
  // decreasing number in the title puts this run first among earlier runs' work due the same day.
  const title = `Live homework ${String(1e13 - Date.now()).padStart(13, '0')}`;
  const assignments = cardWithHeading(teacherPage, 'Assignments & Notes');
  await assignments.getByLabel('Title').fill(title);
  await assignments.getByLabel('Due date').fill(before.today);
  await assignments.getByLabel('Class').selectOption({ label: `${klass!.name} ${klass!.subject}` });
  await expect(assignments.getByLabel('Subject')).not.toHaveValue('');
  await assignments.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    assignments.getByRole('listitem').filter({ hasText: title }).getByText('Published'),
  ).toBeVisible();
  await teacherContext.close();

  // The parent sees the new work, pending, and one more pending on the tile and the card.
  const item = homework.getByRole('listitem', { name: title });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Pending');
  await expect(item).toContainText(klass!.subject);
  const pending = before.homework.pendingCount + 1;
  await expect(
    tiles.getByRole('listitem', { name: 'Pending' }).getByText(String(pending), { exact: true }),
  ).toBeVisible();
  await expect(homework.getByText(`${pending} pending assignments`)).toBeVisible();

  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});
