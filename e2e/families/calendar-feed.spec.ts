import type { Locator, Page } from '@playwright/test';
import type { ChildSchedule } from '../../src/shared/schemas/parent';
import { parseFeed } from '../../src/server/calendar-feeds/parse-feed';
import { axe } from '../web-shell/axe';
import {
  atWidths,
  cardWithHeading,
  expect,
  expectFitsWidth,
  getJson,
  openAs,
  signInThroughApi,
  test,
} from '../web-shell/fixtures';

/**
 * No serious axe violation in what this feature shows (the top bar around it is another feature's:
 * the bell's unread badge of a school with notices is checked by its own specs), and no sideways
 * scrolling.
 */
async function expectPartAccessible(page: Page, selector: string, message: string) {
  const results = await axe(page).include(selector).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => ({ id: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) })),
    message,
  ).toEqual([]);
  await expectFitsWidth(page, message);
}

async function openProfile(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile' });
  await expect(dialog.getByRole('heading', { name: 'Calendar feed' })).toBeVisible();
  return dialog;
}

/** Turns the feed on, or (on again, as at the other width) asks for a new address. */
async function freshAddress(page: Page, dialog: Locator): Promise<string> {
  const turnOn = dialog.getByRole('button', { name: 'Turn on calendar feed' });
  const reset = dialog.getByRole('button', { name: 'Make a new address' });
  await expect(turnOn.or(reset)).toBeVisible();
  if (await turnOn.isVisible()) {
    await turnOn.click();
  } else {
    await reset.click();
    const ask = page.getByRole('dialog', { name: 'Make a new address?' });
    await ask.getByRole('button', { name: 'Make a new address' }).click();
    await expect(ask).toBeHidden();
  }
  const address = dialog.getByLabel('Your calendar feed address');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return address.inputValue();
}

// The worker's own school: its parent's child has a weekly timetable.
atWidths([1280, 375], (width) => {
  test("a parent's calendar feed holds the child's timetable, a new address retires the old one, and the admin's school events appear", async ({
    page,
    school,
  }) => {
    test.slow();
    const { session } = await signInThroughApi(page, school, 'parent');
    const schedule = await getJson<ChildSchedule>(page.request, '/api/parent/schedule', session);
    const lessons = schedule.children.flatMap((child) => child.timetable);
    expect(lessons.length).toBeGreaterThan(0);

    await page.goto('/parent/dashboard');
    let dialog = await openProfile(page);
    const first = await freshAddress(page, dialog);
    await expect(dialog.getByText(/Google Calendar: .*Outlook: .*Apple Calendar/)).toBeVisible();
    await expectPartAccessible(page, '[role=dialog]', 'the profile dialog with the feed address');

    const answer = await page.request.get(first);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/calendar/);
    const feed = parseFeed(await answer.text());
    expect(feed.zone).toBe(schedule.timeZone);
    const weekly = feed.events.filter((event) => event.freq === 'WEEKLY');
    for (const lesson of lessons) {
      expect(weekly.some((event) => event.uid.startsWith(`lesson-${lesson.id}-`))).toBe(true);
    }
    expect(weekly.every((event) => event.tzid === schedule.timeZone && event.until)).toBe(true);

    const second = await freshAddress(page, dialog);
    expect(second).not.toBe(first);
    expect((await page.request.get(first)).status()).toBe(404);
    expect((await page.request.get(second)).status()).toBe(200);

    // The admin adds a school event on Settings: it is in the parent's feed at once.
    const title = `Open day ${width} ${Date.now()}`;
    await openAs(page, school, 'admin', '/admin/settings');
    const events = cardWithHeading(page, 'School events');
    await events.getByRole('button', { name: 'Add an event' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a school event' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Day').fill(`${new Date().getUTCFullYear() + 1}-06-15`);
    await dialog.getByLabel('Starts (optional)').fill('10:00');
    await dialog.getByLabel('Place (optional)').fill('Main hall');
    await expectPartAccessible(page, '[role=dialog]', 'the school event dialog');
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await expect(events.getByText(title)).toBeVisible();
    await expectPartAccessible(page, 'main', 'the settings page with a school event');

    const withEvent = parseFeed(await (await page.request.get(second)).text());
    expect(withEvent.events.find((event) => event.summary === title)).toMatchObject({
      location: 'Main hall',
      start: expect.stringMatching(/T10:00:00$/),
    });
  });
});
