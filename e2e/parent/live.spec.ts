import type { ParentDashboard } from '../../src/shared/schemas/parent';
import { expect, signInThroughApi, test } from '../web-shell/fixtures';

test('a payment recorded by an admin shows on the open parent dashboard without a reload', async ({
  page,
  browser,
  school,
}) => {
  const { session } = await signInThroughApi(page, school, 'parent');
  const auth = { authorization: `Bearer ${session.access_token}` };
  const dashboard = (await (
    await page.request.get('/api/parent/dashboard', { headers: auth })
  ).json()) as ParentDashboard;
  const index = dashboard.fees.records.findIndex((record) => record.status !== 'paid');
  const unpaid = dashboard.fees.records[index];
  test.skip(!unpaid, `${school.code}'s parent has no unpaid fee left on the dashboard`);

  await page.goto('/parent/dashboard');
  const row = page.getByRole('list', { name: 'Fee records' }).getByRole('listitem').nth(index);
  await expect(row).not.toContainText('Paid:');
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The school's admin, in a browser context of their own, records the payment in full.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = await signInThroughApi(adminPage, school, 'admin');
  const paid = await adminPage.request.post(`/api/admin/fee-records/${unpaid!.id}/payments`, {
    headers: { authorization: `Bearer ${admin.session.access_token}` },
    data: {
      amountCents: unpaid!.outstandingCents,
      paidOn: dashboard.today,
      method: 'cash',
    },
  });
  expect(paid.status()).toBe(201);
  await adminContext.close();

  await expect(row).toContainText('Paid:');
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});
