import type { ParentDashboard } from '../../src/shared/schemas/parent';
import {
  cardWithHeading,
  expect,
  expectAccessibleAndFitting,
  getJson,
  PHONE,
  signInElsewhere,
  signInThroughApi,
  test,
} from '../web-shell/fixtures';

// Writes messages: the worker's own school only (its teacher teaches every class, Mathematics
// among them, so the parent's child's maths teacher is that teacher).
test.use({ viewport: PHONE });

test("a parent writes to the child's maths teacher, who sees it live in another browser and replies; the parent sees the reply and the read time", async ({
  page,
  browser,
  school,
}) => {
  test.slow();
  const parent = await signInThroughApi(page, school, 'parent');
  // Another spec of this worker may link a child without a maths class: find the one with it.
  const dashboardOf = (studentId?: string) =>
    getJson<ParentDashboard>(
      page.request,
      `/api/parent/dashboard${studentId ? `?studentId=${studentId}` : ''}`,
      parent.session,
    );
  const mathsTeacherOf = (dashboard: ParentDashboard) =>
    dashboard.contacts.find(
      (contact) => contact.role === 'teacher' && contact.subject?.includes('Mathematics'),
    )?.name;
  const { children } = await dashboardOf();
  let teacherName: string | undefined;
  let child: ParentDashboard['children'][number] | undefined;
  for (const candidate of children) {
    teacherName = mathsTeacherOf(await dashboardOf(candidate.id));
    if (teacherName) {
      child = candidate;
      break;
    }
  }
  expect(teacherName, "a child's maths teacher is among the dashboard's contacts").toBeTruthy();

  // The teacher has Messages open in a browser of their own before anything is sent.
  const { context: teacherContext, page: teacherPage } = await signInElsewhere(
    browser,
    school,
    'teacher',
    { viewport: { width: 1280, height: 800 } },
  );
  await teacherPage.goto('/teacher/messages');
  await expect(teacherPage.getByRole('heading', { name: 'Messages', level: 2 })).toBeVisible();

  // The parent: the contact card's Message opens a new message to that teacher about the child.
  await page.goto('/parent/dashboard');
  if (children.length > 1) {
    await page.getByLabel('Child').selectOption({ label: `${child!.name} (${child!.className})` });
  }
  const contact = cardWithHeading(page, 'Contact School').getByRole('listitem', {
    name: teacherName!,
  });
  await contact.getByRole('link', { name: /^Message/ }).click();
  await expect(page).toHaveURL(/\/parent\/messages\?to=/);
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await expect(dialog.getByLabel('To')).not.toHaveValue('');
  await expect(dialog.getByLabel('To')).toContainText(teacherName!);
  const subject = `Maths homework ${Date.now()}`;
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message').fill('Is the test on <b>Friday</b>?');
  await expectAccessibleAndFitting(page, 'the new-message dialog at 375 px');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText('Is the test on <b>Friday</b>?')).toBeVisible();
  await expect(thread.getByText('Not read yet')).toBeVisible();

  // The teacher's open list shows it without a reload, with the unread count in the menu.
  const teacherList = teacherPage.getByRole('list', { name: 'Conversations' });
  const entry = teacherList.getByRole('button', { name: new RegExp(subject) });
  await expect(entry).toBeVisible({ timeout: 15_000 });
  await expect(
    teacherPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Messages/ }),
  ).toContainText('unread');
  await entry.click();
  await expect(
    teacherPage.getByRole('list', { name: 'Messages' }).getByText('Is the test on <b>Friday</b>?'),
  ).toBeVisible();
  const reply = teacherPage.getByPlaceholder('Write a reply...');
  await reply.fill('Yes, on Friday.');
  await reply.press('Enter');
  await expect(
    teacherPage.getByRole('list', { name: 'Messages' }).getByText('Yes, on Friday.'),
  ).toBeVisible();
  await expect(reply).toHaveValue('');

  // The parent's open conversation shows the reply and when the teacher read the message.
  await expect(thread.getByText('Yes, on Friday.')).toBeVisible({ timeout: 15_000 });
  await expect(thread.getByText(`Read by ${teacherName}`, { exact: false })).toBeVisible();
  await expect(thread.locator('b')).toHaveCount(0);
  await expectAccessibleAndFitting(page, 'the conversation at 375 px');
  await page.getByRole('button', { name: 'All conversations' }).click();
  await expect(page.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  await expectAccessibleAndFitting(page, 'the conversation list at 375 px');

  await teacherContext.close();
});
