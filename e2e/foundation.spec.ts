import { expect, test } from './web-shell/fixtures';

test('the built app serves its first page from the real server', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Enter your school code to continue')).toBeVisible();
  await expect(page.getByText('School Access')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(page.getByText('Need help? Contact your school administrator')).toBeVisible();
});

test('client routes are served the app, API paths are not', async ({ request }) => {
  const clientRoute = await request.get('/teacher/schedule');
  expect(clientRoute.status()).toBe(200);
  expect(clientRoute.headers()['content-type']).toContain('text/html');
  const apiMiss = await request.get('/api/does-not-exist');
  expect(apiMiss.status()).toBe(404);
  expect((await apiMiss.json()).error.code).toBe('NOT_FOUND');
});
