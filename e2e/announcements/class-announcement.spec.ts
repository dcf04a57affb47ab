import type {
  AnnouncementAudiences,
  SentAnnouncement,
} from '../../src/shared/schemas/announcements';
import {
  apiSession,
  bearer,
  expect,
  expectAccessibleAndFitting,
  getJson,
  openAs,
  PHONE,
  signInElsewhere,
  test,
} from '../web-shell/fixtures';
import { emailsTo, newestEmail } from '../web-shell/mail';

test.use({ viewport: PHONE });

// The worker's own school: its teacher posts; its parent (guardian of some of the classes'
// students) gets the announcement of a class of their child, never that of a class without one.
test("a teacher's class announcement reaches that class's parent in the portal and by email, and not another class's", async ({
  page,
  browser,
  school,
}) => {
  const { session: teacher } = await apiSession(page.request, school, 'teacher');
  const { session: admin } = await apiSession(page.request, school, 'admin');
  const stamp = Date.now();
  // Another class of the teacher's, none of whose students is the parent's child.
  const created = await page.request.post('/api/admin/classes', {
    headers: bearer(admin),
    data: {
      className: `Club ${stamp}`,
      subject: 'Mathematics',
      teacherId: teacher.user.id,
      room: 'Hall',
      schedule: 'Fridays',
    },
  });
  expect(created.status()).toBe(201);
  const audiences = await getJson<AnnouncementAudiences>(
    page.request,
    '/api/announcements/audiences',
    teacher,
  );
  // A class with the parent's child: a probe to each (the school has one parent) tells which.
  const reached: Record<string, number> = {};
  for (const c of audiences.classes) {
    const response = await page.request.post('/api/announcements', {
      headers: bearer(teacher),
      data: {
        title: `Probe ${stamp} ${c.name}`,
        body: 'Probe',
        audience: 'classes',
        classIds: [c.id],
      },
    });
    expect(response.status()).toBe(201);
    reached[c.name] = ((await response.json()) as SentAnnouncement).recipients;
  }
  const theirs = audiences.classes.find((c) => reached[c.name]! > 0)!;
  const other = audiences.classes.find((c) => c.name.startsWith(`Club ${stamp}`))!;
  expect(theirs, 'a class with the parent’s child').toBeTruthy();
  expect(reached[other.name]).toBe(0);

  // The teacher posts through the screen, at 375 px.
  await openAs(page, school, 'teacher', '/announcements');
  await expect(page.getByRole('heading', { name: 'Announcements', level: 2 })).toBeVisible();
  await expectAccessibleAndFitting(page, 'teacher announcements');
  const post = async (title: string, className: string) => {
    await page.getByRole('button', { name: 'New announcement' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Message').fill('Bring wellies on Friday.');
    await dialog.getByLabel(className).check();
    await dialog.getByRole('button', { name: 'Post Announcement' }).click();
    await expect(dialog).toBeHidden();
  };
  const since = Date.now();
  await post(`Trip ${stamp}`, theirs.name);
  await post(`Other ${stamp}`, other.name);
  await expect(page.getByRole('list', { name: 'Posted announcements' })).toContainText(
    `Trip ${stamp}`,
  );

  // The parent, in a browser of their own.
  const {
    context,
    page: parentPage,
    session: parent,
  } = await signInElsewhere(browser, school, 'parent', { viewport: PHONE });
  await parentPage.goto('/announcements');
  const feed = parentPage.getByRole('list', { name: 'Announcements' });
  await feed.getByRole('button', { name: `Trip ${stamp}` }).click();
  await expect(feed).toContainText('Bring wellies on Friday.');
  await expect(feed).not.toContainText(`Other ${stamp}`);
  await expectAccessibleAndFitting(parentPage, 'parent announcements');
  const notifications = await getJson<{ rows: { title: string }[] }>(
    parentPage.request,
    '/api/notifications',
    parent,
  );
  expect(notifications.rows.map((n) => n.title)).toContain(`Trip ${stamp}`);
  expect(notifications.rows.map((n) => n.title)).not.toContain(`Other ${stamp}`);
  await expect
    .poll(
      async () =>
        (await newestEmail(school.accounts.parent, `Announcement: Trip ${stamp}`))?.body ?? '',
      {
        timeout: 20_000,
      },
    )
    .toContain('Bring wellies on Friday.');
  const others = (await emailsTo(school.accounts.parent, since)).filter((e) =>
    e.subject.includes(`Other ${stamp}`),
  );
  expect(others).toEqual([]);
  await context.close();
});
