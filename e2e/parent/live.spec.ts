import type { ParentDashboard } from '../../src/shared/schemas/parent';
import { bearer, expect, signInElsewhere, signInThroughApi, test } from '../web-shell/fixtures';

test('a payment recorded by an admin shows on the open parent dashboard without a reload', async ({
  page,
  browser,
  school,
}) => {
  // The school's admin, in a browser context of their own, first gives the family a fee of this
  // test's own (one-time, due at the start of the year, so unpaid and first on the card): other
  // specs on the worker's school pay fees too, and this one must find one to pay on any run.
  const {
    context: adminContext,
    page: adminPage,
    headers: office,
  } = await signInElsewhere(browser, school, 'admin');
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
  const auth = bearer(session);
  const dashboardOf = async (studentId?: string) =>
    (await (
      await page.request.get(`/api/parent/dashboard${studentId ? `?studentId=${studentId}` : ''}`, {
        headers: auth,
      })
    ).json()) as ParentDashboard;
  // The new fee went to the Grade 3 and 4 children; another spec of this worker may link a child
  // of another grade to the parent (admin/people-screens.spec.ts), who may come first.
  const { children } = await dashboardOf();
  const child = children.find((kid) => kid.gradeLevel === 3 || kid.gradeLevel === 4);
  expect(child, `${school.code}'s parent has a child in Grade 3 or 4`).toBeDefined();
  const dashboard = await dashboardOf(child!.id);
  const index = dashboard.fees.records.findIndex((record) => record.status !== 'paid');
  const unpaid = dashboard.fees.records[index];
  expect(unpaid, `${child!.name} has an unpaid fee on the dashboard`).toBeDefined();

  await page.goto('/parent/dashboard');
  if (children.length > 1) {
    await page.getByLabel('Child').selectOption({ label: `${child!.name} (${child!.className})` });
  }
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
