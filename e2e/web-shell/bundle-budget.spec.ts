import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

// Issue 20 (ARCHITECTURE section 8 said 150): the first screen loads at most 100 KB of JavaScript, gzip.
const BUDGET_BYTES = 100 * 1024;

test('the school code screen stays within its JavaScript budget', async ({ page }) => {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(response.url(), response.body());
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'School Access' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  let total = 0;
  for (const body of scripts.values()) total += gzipSync(await body, { level: 9 }).length;
  test.info().annotations.push({ type: 'initial JS (gzip)', description: `${total} bytes` });
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
