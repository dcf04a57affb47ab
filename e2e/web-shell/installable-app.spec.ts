import type { CDPSession, Page } from '@playwright/test';
import { chooseSchool, expect, expectConsoleErrors, openAs, test } from './fixtures';

// Issue 20, items 5 to 7: the app installs (the school's manifest), its service worker keeps the
// app shell and the signed-in user's last answers readable offline, and shows Web Push messages.

/** Waits for the service worker to be active, and returns whether it controls the page. */
async function serviceWorkerReady(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** The parent's dashboard has loaded (generously: the dashboard's reads are many). */
const dashboardShown = (page: Page) =>
  expect(page.getByText("Follow Sam Shah's academic progress.")).toBeVisible({ timeout: 20_000 });

const userCaches = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('portal-user-')),
  );

test("Chromium finds the school's app installable", async ({ playwright, baseURL }, testInfo) => {
  // A profile on disk: Playwright's usual contexts are off the record, where nothing installs.
  const context = await playwright.chromium.launchPersistentContext(
    testInfo.outputPath('profile'),
    {
      ...testInfo.project.use.launchOptions,
      baseURL,
    },
  );
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await chooseSchool(page, 'GREENWOOD');
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getAppManifest')).url)
      .toMatch(/\/api\/schools\/GREENWOOD\/manifest\.webmanifest$/);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Greenwood High School',
      display: 'standalone',
    });
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('offline, the signed-in dashboard shows the last answers with a banner; sign-out removes them', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.slow();
  await openAs(page, 'greenwood', 'parent', '/parent/dashboard');
  await dashboardShown(page);
  await serviceWorkerReady(page);

  // From now on the worker serves the page: the app shell from its cache, answers from the network.
  await page.reload();
  expect(await serviceWorkerReady(page)).toBe(true);
  await dashboardShown(page);
  await expect.poll(() => userCaches(page)).toHaveLength(1);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Parent Dashboard' })).toBeVisible();
  await dashboardShown(page);
  await expect(page.getByRole('status').getByText('You are offline.')).toBeVisible();
  // The page's own requests fail while offline (the worker answers them from its cache).
  await expectConsoleErrors(
    consoleErrors,
    'Failed to load resource: net::ERR_INTERNET_DISCONNECTED',
  );

  await context.setOffline(false);
  await page.reload();
  await dashboardShown(page);
  await expect(page.getByText('You are offline.')).toBeHidden();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'School Access' })).toBeVisible();
  await expect.poll(() => userCaches(page)).toEqual([]);
});

/**
 * The id of this origin's service worker registration once a version of it is activated, as the
 * DevTools protocol knows it: a push delivered to a registration whose worker is still installing
 * can be lost.
 */
async function activatedRegistrationId(cdp: CDPSession, origin: string): Promise<string> {
  const ours = new Set<string>();
  const activated = new Set<string>();
  const found = new Promise<string>((resolve) => {
    const settle = () => {
      const id = [...ours].find((registrationId) => activated.has(registrationId));
      if (id) resolve(id);
    };
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const registration of registrations) {
        if (registration.scopeURL !== `${origin}/`) continue;
        if (registration.isDeleted) ours.delete(registration.registrationId);
        else ours.add(registration.registrationId);
      }
      settle();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions) {
        if (version.status === 'activated') activated.add(version.registrationId);
      }
      settle();
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('a push delivered to the service worker shows its notification', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await chooseSchool(page, 'GREENWOOD');
  await serviceWorkerReady(page);
  const cdp = await context.newCDPSession(page);
  const origin = new URL(baseURL!).origin;
  const id = await activatedRegistrationId(cdp, origin);

  const push = {
    title: 'New message',
    body: 'Ms Lee replied',
    url: '/parent/dashboard',
    tag: 'm-1',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: id,
    data: JSON.stringify(push),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          tag: shown.tag,
          data: shown.data as unknown,
        }));
      }),
    )
    .toEqual([
      {
        title: 'New message',
        body: 'Ms Lee replied',
        tag: 'm-1',
        data: { url: '/parent/dashboard' },
      },
    ]);
});
