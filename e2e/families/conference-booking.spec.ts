import type { Browser, Page } from '@playwright/test';
import {
  apiSession,
  bearer,
  chooseSchool,
  expect,
  expectAccessibleAndFitting,
  getJson,
  lookUpSchool,
  openAs,
  PHONE,
  signInThroughApi,
  signInThroughForm,
  test,
  type E2eSchool,
} from '../web-shell/fixtures';
import { publishConferenceSession } from './conference-session';
import { schoolDate } from './school-date';
import { JOIN_LINK, linkFromEmail } from '../web-shell/mail';
import { parseFeed } from '../../src/server/calendar-feeds/parse-feed';
import type { CalendarFeedAddress } from '../../src/shared/schemas/calendar-feeds';
import type { ParentConference } from '../../src/shared/schemas/conferences';
import type { TeacherClassDetail } from '../../src/shared/schemas/teacher';

test.use({ viewport: PHONE });

/**
 * A second family for the worker's school: the admin invites a parent, who joins through the
 * emailed link (API only, as the join screen does); the admin then links a child of the teacher's.
 */
async function secondParent(page: Page, school: E2eSchool, childId: string) {
  const tenant = await lookUpSchool(page.request, school);
  const { session: admin } = await apiSession(page.request, school, 'admin');
  const headers = bearer(admin);
  const email = `family-${Date.now()}@${school.emailDomain}`;
  const since = Date.now() - 1000;
  const added = await page.request.post('/api/admin/users', {
    headers,
    data: { name: 'Pat Second', email, role: 'parent' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const link = await linkFromEmail(
    email,
    `You are invited to join ${tenant.school_name}`,
    JOIN_LINK,
    since,
  );
  const fragment = new URLSearchParams(new URL(link).hash.replace(/^#/, ''));
  const joined = await page.request.post('/api/auth/accept-invitation', {
    data: {
      tenant_id: fragment.get('tenant_id'),
      token: fragment.get('token'),
      password: 'a-second-parent-password',
    },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const { user } = (await joined.json()) as { user: { id: string } };
  const linked = await page.request.post(`/api/admin/parents/${user.id}/children`, {
    headers,
    data: { studentId: childId },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  return { email, password: 'a-second-parent-password' };
}

/** Another family's phone: a page of its own. */
async function phone(browser: Browser) {
  return (await browser.newContext({ viewport: PHONE })).newPage();
}

test('a teacher publishes a conference evening; two families book, one moves; the schedule names both children', async ({
  page,
  browser,
  school,
}) => {
  test.setTimeout(120_000);
  const title = `Conference evening ${Date.now().toString(36)}`;
  const { session: teacherSession } = await signInThroughApi(page, school, 'teacher');
  const classes = await getJson<TeacherClassDetail[]>(
    page.request,
    '/api/teacher/classes',
    teacherSession,
  );

  // The teacher publishes the evening for their classes' families.
  await page.goto('/teacher/conferences');
  await expect(page.getByRole('heading', { name: 'Conferences' })).toBeVisible();
  await expectAccessibleAndFitting(page, 'teacher conferences');
  const row = await publishConferenceSession(
    page,
    {
      title,
      date: schoolDate(10),
      from: '16:00',
      until: '17:00',
      slotLength: '15 minutes',
      place: 'Room 12',
      classes: classes.map((c) => `${c.name} · ${c.subject}`),
    },
    'publish dialog',
  );
  await expect(row).toContainText('0 booked, 4 free');

  // The first family books their child at 16:00, then moves to 16:30.
  const { session: parentSession } = await apiSession(page.request, school, 'parent');
  const offered = await getJson<ParentConference[]>(
    page.request,
    '/api/parent/conferences',
    parentSession,
  );
  const first = offered.find((s) => s.title === title)!.children[0]!;
  const roster = classes.flatMap((c) => c.students).find((s) => s.id !== first.id)!;
  const parent = await phone(browser);
  await openAs(parent, school, 'parent', '/parent/conferences');
  const evening = parent.getByRole('region', { name: new RegExp(title) });
  const child = evening.getByRole('listitem').filter({ hasText: first.name });
  await child.getByLabel(`Slot for ${first.name}`).selectOption({ label: '16:00–16:15' });
  await child.getByRole('button', { name: 'Book' }).click();
  await expect(child).toContainText('Booked: 16:00–16:15');
  await child.getByLabel(`Move ${first.name} to`).selectOption({ label: '16:30–16:45' });
  await child.getByRole('button', { name: 'Move' }).click();
  await expect(child).toContainText('Booked: 16:30–16:45');
  await expectAccessibleAndFitting(parent, 'parent conferences');

  // The family's calendar feed holds the booking, at its moved time in the school's zone.
  const turnedOn = await parent.request.post('/api/calendar-feed', {
    headers: bearer(parentSession),
  });
  expect(turnedOn.status(), await turnedOn.text()).toBe(200);
  const { path } = (await turnedOn.json()) as CalendarFeedAddress;
  const feed = await parent.request.get(path);
  expect(feed.status()).toBe(200);
  const booked = parseFeed(await feed.text()).events.filter(
    (event) => event.summary === `Meeting about ${first.name}`,
  );
  expect(booked.map((event) => [event.start, event.end])).toContainEqual([
    `${schoolDate(10)}T16:30:00`,
    `${schoolDate(10)}T16:45:00`,
  ]);

  // A second family books another child at 16:15; 16:30 is no longer offered to them.
  const second = await secondParent(page, school, roster.id);
  const parent2 = await phone(browser);
  await chooseSchool(parent2, school.code);
  await signInThroughForm(parent2, second.email, second.password);
  await expect(parent2).toHaveURL(/\/parent\/dashboard$/);
  await parent2.goto('/parent/conferences');
  const theirs = parent2
    .getByRole('region', { name: new RegExp(title) })
    .getByRole('listitem')
    .filter({ hasText: roster.name });
  const choice = theirs.getByLabel(`Slot for ${roster.name}`);
  await expect(choice.getByRole('option', { name: '16:30–16:45' })).toHaveCount(0);
  await choice.selectOption({ label: '16:15–16:30' });
  await theirs.getByRole('button', { name: 'Book' }).click();
  await expect(theirs).toContainText('Booked: 16:15–16:30');
  await expectAccessibleAndFitting(parent2, 'second family');

  // The teacher's schedule for the day names both children, each with a way to message the family.
  await page.goto('/teacher/conferences');
  await row.getByRole('link', { name: /View schedule/ }).click();
  const slots = page.getByRole('list', { name: 'Slots' });
  await expect(slots.getByRole('listitem').filter({ hasText: '16:15–16:30' })).toContainText(
    roster.name,
  );
  await expect(slots.getByRole('listitem').filter({ hasText: '16:30–16:45' })).toContainText(
    first.name,
  );
  await expect(slots.getByRole('listitem').filter({ hasText: '16:00–16:15' })).toContainText(
    'Free',
  );
  await expect(
    slots
      .getByRole('listitem')
      .filter({ hasText: roster.name })
      .getByRole('link', { name: 'Message Pat Second' }),
  ).toBeVisible();
  await expectAccessibleAndFitting(page, 'conference schedule');
});
