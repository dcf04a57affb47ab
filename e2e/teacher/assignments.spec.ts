import type { ParentAssignment } from '../../src/shared/schemas/assignments';
import type { ClassAttendance } from '../../src/shared/schemas/attendance';
import type { ParentDashboard } from '../../src/shared/schemas/parent';
import type { TeacherClass } from '../../src/shared/schemas/teacher';
import {
  apiSession,
  bearer,
  cardWithHeading,
  expect,
  expectAccessible,
  signInThroughApi,
  test,
} from '../web-shell/fixtures';
import { openTodayForMarking } from './school-day';
import { schoolDate } from '../families/school-date';
import { taughtChildOfParent } from '../parent/taught-child';

// Writes assignments and grades: the worker's own school only.
test('a teacher publishes an assignment, the parent marks it done, the teacher grades it and marks an absence; the parent sees each', async ({
  page,
  request,
  school,
}) => {
  const { session } = await signInThroughApi(page, school, 'teacher');
  const teacher = bearer(session);
  // The parent's child in one of the teacher's classes.
  const child = await taughtChildOfParent(request, teacher, school);
  const title = `E2E homework ${Date.now()}`;
  const due = schoolDate(7);

  await page.goto('/teacher/dashboard');
  const card = cardWithHeading(page, 'Assignments & Notes');
  await card.getByLabel('Title').fill(title);
  await card.getByLabel('Due date').fill(due);
  await card.getByLabel('Class').selectOption({ label: `${child.className} Mathematics` });
  await expect(card.getByLabel('Subject')).not.toHaveValue('');
  await card.getByLabel('Description (optional)').fill('Exercises 1 to 5');
  await card.getByRole('button', { name: 'Publish', exact: true }).click();
  const row = card.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Published')).toBeVisible();
  await expect(row).toContainText(/0\/\d+ submitted · 0 graded/);

  await expectAccessible(page);

  // The parent sees it at once, pending, and marks it done (the Homework card's second action).
  const parent = bearer((await apiSession(request, school, 'parent')).session);
  const homeworkUrl = `/api/parent/children/${child.studentId}/assignments`;
  const homework = (await (
    await request.get(homeworkUrl, { headers: parent })
  ).json()) as ParentAssignment[];
  const work = homework.find((item) => item.title === title);
  expect(work).toMatchObject({ status: 'pending', subject: 'Mathematics', grade: null });
  const done = await request.post(`/api/parent/submissions/${work!.id}/${child.studentId}/done`, {
    headers: parent,
  });
  expect(done.status()).toBe(200);

  // The teacher grades it in the grading queue (on Reports).
  await page.goto('/teacher/reports');
  const form = page.getByRole('form', { name: `Grade ${child.studentName}: ${title}` });
  await form.getByLabel('Letter grade').selectOption('B+');
  await form.getByLabel('Comment (optional)').fill('Good progress');
  await form.getByRole('button', { name: 'Grade' }).click();
  await expect(form).toBeHidden();
  await page.goto('/teacher/dashboard');
  await expect(row).toContainText(/1\/\d+ submitted · 1 graded/);

  // The parent now reads the grade and the comment.
  const after = (await (
    await request.get(homeworkUrl, { headers: parent })
  ).json()) as ParentAssignment[];
  expect(after.find((item) => item.title === title)).toMatchObject({
    status: 'graded',
    grade: 'B+',
    comment: 'Good progress',
  });

  // The teacher marks the child absent today (a school day, whatever its weekday), keeping the
  // class's other marks; the parent's dashboard answer shows the absence.
  await openTodayForMarking(request, school);
  const classes = (await (
    await request.get('/api/teacher/classes', { headers: teacher })
  ).json()) as TeacherClass[];
  const klass = classes.find(
    (item) => item.name === child.className && item.subject === 'Mathematics',
  );
  const attendanceUrl = `/api/teacher/classes/${klass!.id}/attendance`;
  const roster = (await (
    await request.get(attendanceUrl, { headers: teacher })
  ).json()) as ClassAttendance;
  const marks = roster.students.map((student) =>
    student.studentId === child.studentId
      ? { studentId: student.studentId, status: 'absent', reason: 'Unwell' }
      : student,
  );
  const saved = await request.put(`${attendanceUrl}/${roster.today}`, {
    headers: teacher,
    data: { marks },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const dashboard = (await (
    await request.get(`/api/parent/dashboard?studentId=${child.studentId}`, { headers: parent })
  ).json()) as ParentDashboard;
  expect(dashboard.attendance.recent).toContainEqual({ date: roster.today, status: 'absent' });
});
