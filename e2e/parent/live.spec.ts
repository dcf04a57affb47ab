import type { ParentDashboard } from '../../src/shared/schemas/parent';
import { expect, signInThroughApi, test } from '../web-shell/fixtures';

test('a payment recorded by an admin shows on the open parent dashboard without a reload', async ({
  page,
  browser,
  school,
}) => {
  // The school's admin, in a browser context of their own, first gives the family a fee of this
  // test's own (one-time, due at the start of the year, so unpaid and first on the card): other
  // specs on the worker's school pay fees too, and this one must find one to pay on any run.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = await signInThroughApi(adminPage, school, 'admin');
  const office = { authorization: `Bearer ${admin.session.access_token}` };
  const structure = await adminPage.request.post('/api/admin/fee-structures', {
    headers: office,
    data: {
      feeType: `Live fee ${Date.now()}`,
      amountCents: 1_000,
      frequency: 'one-time',
      dueDay: 1,
      applicableGrades: ['Grade 3', 'Grade 4'],
      status: 'active',
    },
  });
  expect(structure.status(), await structure.text()).toBe(201);
  const { id: structureId } = (await structure.json()) as { id: string };
  const generated = await adminPage.request.post(
    `/api/admin/fee-structures/${structureId}/generate`,
    { headers: office },
  );
  expect(generated.status(), await generated.text()).toBe(200);

  const { session } = await signInThroughApi(page, school, 'parent');
  const auth = { authorization: `Bearer ${session.access_token}` };
  const dashboard = (await (
    await page.request.get('/api/parent/dashboard', { headers: auth })
  ).json()) as ParentDashboard;
  const index = dashboard.fees.records.findIndex((record) => record.status !== 'paid');
  const unpaid = dashboard.fees.records[index];
  expect(unpaid, `${school.code}'s parent has an unpaid fee on the dashboard`).toBeDefined();

  await page.goto('/parent/dashboard');
  const row = page.getByRole('list', { name: 'Fee records' }).getByRole('listitem').nth(index);
  await expect(row).not.toContainText('Paid:');
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The admin records the payment in full.
  const paid = await adminPage.request.post(`/api/admin/fee-records/${unpaid!.id}/payments`, {
    headers: office,
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
