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
import { publishConferenceSession } from './conference-session';
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
  const row = await publishConferenceSession(
    page,
    {
      teacherId: teacher.user.id,
      title,
      date: schoolDate(12),
      from: '17:00',
      until: '18:00',
      slotLength: '20 minutes',
      place: 'Library',
      classes: classes.map((c) => `${c.className} · ${c.subject}`),
    },
    'office publish dialog',
  );
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
