import type { ParentReports } from '@/shared/schemas/parent';
import {
  atWidths,
  cardWithHeading,
  expect,
  expectAccessible,
  expectAccessibleAndFitting,
  openAs,
  test,
} from '../web-shell/fixtures';

// The demo parent of Greenwood, read only: Priya Shah, children Sam Shah and Tara Shah.

// A test here answers a request itself (page.route), which a service worker would answer first.
test.use({ serviceWorkers: 'block' });

atWidths([1280, 375], () => {
  test('the demo parent reads each child’s report by term, with the chart’s figures', async ({
    page,
  }) => {
    await openAs(page, 'greenwood', 'parent', '/parent/reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 2 })).toBeVisible();
    for (const name of ['Sam Shah', 'Tara Shah']) {
      const section = cardWithHeading(page, name, 2);
      await expect(section).toBeVisible();
      await expect(section.getByRole('region', { name: /Autumn term/ })).toBeVisible();
      await expect(section.getByRole('region', { name: /Summer term/ })).toBeVisible();
      // The demo seed marks the school days before today: the chart, with its figures as a table.
      await expect(section.getByRole('heading', { name: 'Monthly attendance rate' })).toBeVisible();
      await expect(
        section.getByRole('table', { name: `Monthly attendance of ${name}` }),
      ).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectAccessibleAndFitting(page);
    // Printed, the navigation is gone and the report stays.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Sam Shah', level: 2 })).toBeVisible();
  });
});

// The demo seed may mark no attendance yet: the real answer, with a school year of figures put
// into Sam's months, shows that the chart draws a visible line in Chromium with its text alternative.
test('the monthly chart draws a visible line with its figures as text', async ({ page }) => {
  await page.route('**/api/parent/reports', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as ParentReports;
    const sam = body.children[0]!;
    sam.months = ['2025-09', '2025-10', '2025-11'].map((month, index) => ({
      month,
      present: 18 + index,
      absent: 2,
      late: 0,
      ratePercent: Math.round(((18 + index) * 100) / (20 + index)),
    }));
    await route.fulfill({ response, json: body });
  });
  await openAs(page, 'greenwood', 'parent', '/parent/reports');
  const chart = page.getByRole('img', {
    name: /^Monthly attendance rate of Sam Shah: Sep 2025 90%/,
  });
  await expect(chart).toBeVisible();
  // The series is painted: its stroke resolves to a colour (an unknown CSS variable leaves none).
  const line = chart.locator('path.recharts-line-curve');
  await expect(line).toBeAttached();
  const stroke = await line.evaluate((path) => getComputedStyle(path).stroke);
  expect(stroke).not.toBe('none');
  expect(stroke).toMatch(/^rgba?\(/);
  expect(stroke).not.toMatch(/^rgba\(\d+, \d+, \d+, 0\)$/);
  await expect(page.getByRole('table', { name: 'Monthly attendance of Sam Shah' })).toBeVisible();
  await expectAccessible(page);
});
