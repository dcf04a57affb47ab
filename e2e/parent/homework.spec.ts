import type { AssignmentOptions } from '../../src/shared/schemas/assignments';
import {
  atWidths,
  cardWithHeading,
  expect,
  expectAccessibleAndFitting,
  getJson,
  openAs,
  test,
} from '../web-shell/fixtures';
import { teacherOfTaughtChild } from './taught-child';
import { schoolDate } from '../families/school-date';

// The demo parent of Greenwood, read only: Sam Shah has 3 pending pieces due in the coming days
// and a month of graded work (with the teachers' comments) before them.
atWidths([1280, 375], () => {
  test('the pending work is on the dashboard and on Homework, with its hand-in button', async ({
    page,
  }) => {
    test.slow();
    await openAs(page, 'greenwood', 'parent', '/parent/dashboard');
    const homework = cardWithHeading(page, "Sam Shah's Homework");
    await expect(homework.getByText('3 pending assignments')).toBeVisible();
    // Each of the 3 pending pieces is on the card, with 'Mark as done'.
    await expect(homework.getByRole('button', { name: /^Mark as done/ })).toHaveCount(3);

    await homework.getByRole('link', { name: 'All homework of Sam Shah' }).click();
    await expect(page).toHaveURL(/\/parent\/homework\?child=[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { name: 'Homework', level: 2 })).toBeVisible();
    await expect(page).toHaveTitle('Homework · Greenwood High School');
    await expect(page.getByLabel('Child')).toHaveValue(/[0-9a-f-]{36}/);
    const list = page.getByRole('list', { name: 'Homework' });
    // Work to hand in first; graded work below it shows the teacher's comment.
    await expect(list.getByRole('listitem').first()).toContainText('Pending');
    await expect(list.getByText('Teacher’s comment:').first()).toBeVisible();

    await page.getByLabel('Status').selectOption({ label: 'Pending' });
    await expect(page).toHaveURL(/status=pending/);
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('button', { name: /^Mark as done/ })).toHaveCount(3);
    await page.getByLabel('Child').selectOption({ label: 'All children' });
    await expect(page.getByLabel('Subject')).toHaveValue('all');

    await expectAccessibleAndFitting(page);
  });
});

test('Homework is in the parent menu', async ({ page }) => {
  await openAs(page, 'greenwood', 'parent', '/parent/dashboard');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Homework' })
    .click();
  await expect(page).toHaveURL(/\/parent\/homework$/);
  await expect(page.getByRole('heading', { name: 'Homework', level: 2 })).toBeVisible();
});

// Writes homework and grades: the worker's own school only.
test('the parent hands work in from Homework, then reads the grade and the teacher’s comment', async ({
  page,
  browser,
  school,
}) => {
  test.slow();
  const {
    context: teacherContext,
    page: teacherPage,
    session: teacherSession,
    headers: teacher,
    child,
  } = await teacherOfTaughtChild(browser, school);
  const options = await getJson<AssignmentOptions>(
    teacherPage.request,
    '/api/teacher/assignments/options',
    teacherSession,
  );
  const klass = options.classes.find((item) => item.name.startsWith(child.className))!;
  const title = `E2E hand-in ${Date.now()}`;
  const created = await teacherPage.request.post('/api/teacher/assignments', {
    headers: teacher,
    data: {
      title,
      dueDate: schoolDate(5),
      classId: klass.id,
      subjectId: klass.subjectId,
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);

  await openAs(page, school, 'parent', `/parent/homework?child=${child.studentId}&status=pending`);
  const piece = page
    .getByRole('list', { name: 'Homework' })
    .getByRole('listitem', { name: `${title}, ${child.studentName}` });
  await piece.getByRole('button', { name: /^Mark as done/ }).click();
  await expect(piece).toBeHidden();
  await page.getByLabel('Status').selectOption({ label: 'Submitted' });
  await expect(
    page.getByRole('listitem', { name: `${title}, ${child.studentName}` }),
  ).toContainText('Submitted');

  const assignmentId = (await created.json()) as { id: string };
  const graded = await teacherPage.request.post(
    `/api/teacher/submissions/${assignmentId.id}/${child.studentId}/grade`,
    { headers: teacher, data: { grade: 'B+', comment: 'Good progress, show your working.' } },
  );
  expect(graded.status(), await graded.text()).toBe(200);
  await teacherContext.close();

  await page.getByLabel('Status').selectOption({ label: 'Graded' });
  const gradedPiece = page.getByRole('listitem', { name: `${title}, ${child.studentName}` });
  await expect(gradedPiece).toContainText('Grade: B+');
  await expect(gradedPiece).toContainText('Teacher’s comment: Good progress, show your working.');
});
