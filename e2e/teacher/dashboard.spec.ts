import type { TeacherDashboard, TeacherStudentList } from '../../src/shared/schemas/teacher';
import {
  expect,
  expectAccessible,
  expectAccessibleAndFitting,
  getJson,
  openAs,
  signInThroughApi,
  test,
} from '../web-shell/fixtures';

// Reads the demo school only (Greenwood's Thomas Reed): nothing is written.
test("the demo teacher's dashboard shows his tiles, classes and week; search and class filter the students", async ({
  page,
}) => {
  const { session } = await signInThroughApi(page, 'greenwood', 'teacher');
  const data = await getJson<TeacherDashboard>(page.request, '/api/teacher/dashboard', session);

  await page.goto('/teacher/dashboard');
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();

  // Tiles, computed by the server.
  await expect(page.getByLabel(`Total Students: ${data.tiles.totalStudents}`)).toBeVisible();
  await expect(page.getByLabel(`Classes Today: ${data.tiles.classesToday}`)).toBeVisible();
  await expect(page.getByLabel(`Pending Reviews: ${data.tiles.pendingReviews}`)).toBeVisible();
  await expect(page.getByLabel(`Parent Meetings: ${data.tiles.parentMeetings}`)).toBeVisible();
  expect(data.tiles.totalStudents).toBeGreaterThan(0);

  // My Classes: Grade 10A/10B Mathematics, Grade 11A/11B Physics.
  const classes = page.getByRole('list', { name: 'My classes' });
  for (const [name, subject] of [
    ['Grade 10A', 'Mathematics'],
    ['Grade 10B', 'Mathematics'],
    ['Grade 11A', 'Physics'],
    ['Grade 11B', 'Physics'],
  ]) {
    await expect(classes.getByRole('listitem').filter({ hasText: name })).toContainText(subject!);
  }

  // The weekly timetable, Monday to Friday, his lessons.
  await expect(page.getByText('Weekly Timetable')).toBeVisible();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await expect(page.getByRole('heading', { name: day, level: 3 })).toBeVisible();
  }
  const firstLesson = data.timetable[0]!;
  expect(firstLesson.teacher).toBe('Thomas Reed');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `${firstLesson.startTime}–${firstLesson.endTime}` })
      .first(),
  ).toBeVisible();

  // Students: search by roll number, filter by class, nothing found.
  const students = page.getByRole('list', { name: 'Students' });
  await expect(students.getByRole('listitem')).toHaveCount(data.students.length);
  const someone = data.students[0]!;
  const search = page.getByLabel('Search students');
  await search.fill(someone.rollNumber);
  await expect(students.getByRole('listitem')).toHaveCount(1);
  await expect(students.getByRole('link', { name: someone.name })).toBeVisible();
  await search.fill('');
  await page
    .locator('[data-slot="card"]', { has: students })
    .getByLabel('Class', { exact: true })
    .selectOption({ label: 'Grade 11A' });
  const inClass = data.students.filter((student) => student.class.includes('Grade 11A'));
  await expect(students.getByRole('listitem')).toHaveCount(inClass.length);
  await search.fill('no such student zzz');
  await expect(page.getByText('No students found')).toBeVisible();
  await expectAccessible(page);
});

test("the teacher's Students, a student's detail, Schedule and My Classes screens", async ({
  page,
}) => {
  const { session } = await signInThroughApi(page, 'greenwood', 'teacher');
  const { students: all } = await getJson<TeacherStudentList>(
    page.request,
    '/api/teacher/students',
    session,
  );
  const someone = all[all.length - 1]!;

  await page.goto('/teacher/students');
  await expect(page.getByRole('heading', { name: 'Students', level: 2 })).toBeVisible();
  const students = page.getByRole('list', { name: 'Students' });
  await page.getByLabel('Search students').fill(someone.rollNumber);
  await students.getByRole('link', { name: someone.name }).click();

  // A student's detail: attendance, work and grades, guardians.
  await expect(page).toHaveURL(new RegExp(`/teacher/students/${someone.id}$`));
  await expect(page.getByRole('heading', { name: someone.name, level: 2 })).toBeVisible();
  await expect(page.getByText(`Roll number ${someone.rollNumber}`)).toBeVisible();
  for (const title of ['Guardians', 'Attendance history', 'Submissions and grades']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expectAccessible(page);

  // The full week on Schedule, the rosters on My Classes.
  await page.getByRole('link', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { name: 'Schedule', level: 2 })).toBeVisible();
  await expect(page.getByText('Weekly Timetable')).toBeVisible();
  await page.getByRole('link', { name: 'My Classes' }).click();
  await expect(page.getByRole('region', { name: /Grade 10A/ })).toContainText('Attendance');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the Riverside teacher's dashboard (dark theme) fits and passes axe", async ({ page }) => {
    await openAs(page, 'riverside', 'teacher', '/teacher/dashboard');
    await expect(page.getByRole('list', { name: 'My classes' })).toBeVisible();
    await expect(page.getByText('Weekly Timetable')).toBeVisible();
    await expectAccessibleAndFitting(page);
  });
});
