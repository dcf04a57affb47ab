import {
  apiSession,
  expect,
  expectAccessibleAndFitting,
  getJson,
  PHONE,
  signInElsewhere,
  signInThroughApi,
  test,
} from '../web-shell/fixtures';
import { schoolDate } from './school-date';
import type { SchoolClass } from '../../src/shared/schemas/classes';
import type { ParentConference } from '../../src/shared/schemas/conferences';

test.use({ viewport: PHONE });

test("the office publishes a conference session for a teacher; the school's parent can book it", async ({
  page,
  browser,
  school,
}) => {
  test.setTimeout(120_000);
  const title = `Office evening ${Date.now().toString(36)}`;
  const { session: teacher } = await apiSession(page.request, school, 'teacher');
  const { session: admin } = await signInThroughApi(page, school, 'admin');
  const classes = (await getJson<SchoolClass[]>(page.request, '/api/admin/classes', admin)).filter(
    (c) => c.teacherId === teacher.user.id,
  );
  expect(classes.length).toBeGreaterThan(0);

  // The office opens Conferences from its menu and publishes an evening for the teacher.
  await page.goto('/admin/conferences');
  await expect(page.getByRole('heading', { name: 'Conferences' })).toBeVisible();
  await expectAccessibleAndFitting(page, 'office conferences');
  await page.getByRole('button', { name: 'Publish Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish a conference session' });
  const choices = dialog.getByRole('group', { name: 'Classes whose families may book' });
  await expect(choices).toContainText('Choose a teacher to see their classes.');
  await dialog.getByLabel('Teacher').selectOption(teacher.user.id);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Date').fill(schoolDate(12));
  await dialog.getByLabel('From').fill('17:00');
  await dialog.getByLabel('Until').fill('18:00');
  await dialog.getByLabel('Slot length').selectOption({ label: '20 minutes' });
  await dialog.getByLabel('Place or video link').fill('Library');
  for (const c of classes) await choices.getByLabel(`${c.className} · ${c.subject}`).check();
  await expectAccessibleAndFitting(page, 'office publish dialog');
  await dialog.getByRole('button', { name: 'Publish Session' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('0 booked, 3 free');
  // The toast says so, then leaves (axe checks the page without its fading toast).
  const toast = page.getByRole('region', { name: /Notifications/ }).getByText(/Published: 3 slots/);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 10_000 });
  await expectAccessibleAndFitting(page, 'office conferences with the session');

  // The office opens the day's schedule: three free slots.
  await row.getByRole('link', { name: /View schedule/ }).click();
  const slots = page.getByRole('list', { name: 'Slots' });
  await expect(slots.getByRole('listitem')).toHaveCount(3);
  await expect(slots.getByRole('listitem').first()).toContainText('17:00–17:20');
  await expectAccessibleAndFitting(page, 'office conference schedule');

  // The school's parent sees the evening on their Conferences screen, with a slot to book.
  const { session: parentSession } = await apiSession(page.request, school, 'parent');
  const offered = await getJson<ParentConference[]>(
    page.request,
    '/api/parent/conferences',
    parentSession,
  );
  const evening = offered.find((s) => s.title === title);
  expect(evening?.teacherId).toBe(teacher.user.id);
  const { page: parent } = await signInElsewhere(browser, school, 'parent', { viewport: PHONE });
  await parent.goto('/parent/conferences');
  const region = parent.getByRole('region', { name: new RegExp(title) });
  await expect(region).toBeVisible();
  const child = evening!.children[0]!;
  await expect(
    region.getByLabel(`Slot for ${child.name}`).getByRole('option', { name: '17:00–17:20' }),
  ).toHaveCount(1);
  await expectAccessibleAndFitting(parent, 'parent conferences');
});
