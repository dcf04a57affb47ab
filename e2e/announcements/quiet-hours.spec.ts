import {
  apiSession,
  bearer,
  expect,
  expectAccessibleAndFitting,
  getJson,
  openAs,
  PHONE,
  test,
} from '../web-shell/fixtures';
import { emailsTo } from '../web-shell/mail';

test.use({ viewport: PHONE });

/** The wall clock in the school's zone, as HH:MM, `minutes` from now. */
function schoolTime(zone: string, minutes: number, from = Date.now()): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(from + minutes * 60_000));
}

// Real time, not a mocked one: the quiet hours chosen end at the next minute but one (school time),
// so the server's own clock and outbox decide. The portal entry is there at once; the email is held
// until the quiet hours end, then sent.
test('quiet hours hold an announcement email until they end; the portal entry is there at once', async ({
  page,
  school,
}) => {
  test.setTimeout(240_000);
  const { session: admin } = await apiSession(page.request, school, 'admin');
  const settings = await getJson<{ time_zone: string | null }>(
    page.request,
    '/api/admin/settings',
    admin,
  );
  const zone = settings.time_zone ?? 'UTC';
  const { session: parent } = await openAs(page, school, 'parent', '/parent/dashboard');

  // The parent sets quiet hours from an hour ago until the minute after next, in the bell's dialog.
  const now = Date.now();
  const quietEnd = schoolTime(zone, 2, now);
  // They end at the start of that minute, school time.
  const endsAt = Math.floor((now + 120_000) / 60_000) * 60_000;
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('menuitem', { name: 'Notification preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notification preferences' });
  await dialog.getByLabel('Hold email and push during quiet hours').check();
  await dialog.getByLabel('From').fill(schoolTime(zone, -60, now));
  await dialog.getByLabel('Until').fill(quietEnd);
  await expectAccessibleAndFitting(page, 'notification preferences with quiet hours');
  await dialog.getByRole('button', { name: /^Save/ }).click();
  await expect(dialog).toBeHidden();

  const stamp = Date.now();
  const title = `Late bus ${stamp}`;
  const posted = await page.request.post('/api/announcements', {
    headers: bearer(admin),
    data: { title, body: 'The buses leave at 16:10 today.', audience: 'role', role: 'parent' },
  });
  expect(posted.status()).toBe(201);

  // In the portal at once: the bell counts it and lists it.
  await expect(page.getByRole('button', { name: /Notifications, \d+ unread/ })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(title) })).toBeVisible();
  await page.keyboard.press('Escape');

  // Posted inside the quiet hours (a machine too slow for that fails here, never passes).
  expect(Date.now()).toBeLessThan(endsAt - 5_000);
  const held = async () =>
    (await emailsTo(school.accounts.parent, stamp)).filter((e) => e.subject.includes(title));

  // Once they end, the held email goes out.
  await expect
    .poll(async () => (await held()).length, {
      timeout: Math.max(0, endsAt - Date.now()) + 60_000,
      intervals: [2_000],
    })
    .toBe(1);
  // Written only once the quiet hours were over (the outbox held it; a sweep every 15 s).
  const [email] = await held();
  expect(email!.writtenAt).toBeGreaterThanOrEqual(endsAt - 1_000);
  expect(email!.body).toContain('The buses leave at 16:10 today.');

  // Back to no quiet hours, for the worker's other specs.
  const reset = await page.request.put('/api/notifications/preferences', {
    headers: bearer(parent),
    data: {
      kinds: [],
      quietStart: null,
      quietEnd: null,
      digest: false,
      digestAt: '18:00',
      pushContent: true,
    },
  });
  expect(reset.status()).toBe(200);
});
