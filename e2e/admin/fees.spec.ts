import type { Page } from '@playwright/test';
import { type E2eSchool, expect, expectAccessible, openAs, test } from '../web-shell/fixtures';

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);

async function openFeesCard(page: Page, school: E2eSchool) {
  await openAs(page, school, 'admin', '/admin/dashboard');
  const card = page.locator('[data-slot="card"]', { hasText: 'Fee Structure Management' });
  await expect(card.getByTestId('estimated-revenue')).toBeVisible();
  return card;
}

async function createFee(
  page: Page,
  card: ReturnType<Page['locator']>,
  fee: { feeType: string; amount: string; dueDay: string; frequency?: string; grades: string[] },
) {
  await card.getByRole('button', { name: 'Add Fee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create fee structure' });
  await dialog.getByLabel('Fee type').fill(fee.feeType);
  await dialog.getByLabel('Amount ($)').fill(fee.amount);
  await dialog.getByLabel('Due day').fill(fee.dueDay);
  await expect(dialog.getByLabel('Frequency')).toHaveValue('monthly');
  if (fee.frequency) await dialog.getByLabel('Frequency').selectOption(fee.frequency);
  for (const grade of fee.grades) await dialog.getByLabel(grade, { exact: true }).check();
  await dialog.getByRole('button', { name: 'Create fee' }).click();
  await expect(page.getByText('Fee structure created')).toBeVisible();
  await expect(dialog).toBeHidden();
}

// Both write fee structures and payments: the worker's own school.
for (const width of [1280, 375]) {
  test(`at ${width} px an admin creates a fee structure and the revenue changes by the formula`, async ({
    page,
    school,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const card = await openFeesCard(page, school);
    const revenue = card.getByTestId('estimated-revenue');
    const before = cents(await revenue.textContent());
    const feeType = `E2E fee ${width} ${Date.now()}`;
    await createFee(page, card, {
      feeType,
      amount: '12.34',
      dueDay: '31',
      frequency: 'quarterly',
      grades: ['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4'],
    });
    // $12.34 × 4 a year × 4 grades × 30 students = $5,923.20 more.
    await expect
      .poll(async () => cents(await revenue.textContent()))
      .toBe(before + 1234 * 4 * 4 * 30);
    const row = card.getByRole('listitem').filter({ hasText: feeType });
    await expect(row).toContainText('$12.34');
    await expect(row).toContainText('Quarterly');
    await expect(row.getByText('+1 more')).toBeVisible();

    await expectAccessible(page);
  });
}

test('an admin records a payment against a fee record and opens its printable receipt', async ({
  page,
  school,
}) => {
  const card = await openFeesCard(page, school);
  const feeType = `E2E payment ${Date.now()}`;
  await createFee(page, card, {
    feeType,
    amount: '45.60',
    dueDay: '15',
    frequency: 'one-time',
    grades: ['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5', 'Grade 6'],
  });
  const row = card.getByRole('listitem').filter({ hasText: feeType });
  await row.getByRole('button', { name: `Fee records of ${feeType}` }).click();
  const records = page.getByRole('dialog', { name: `Fee records: ${feeType}` });
  // The worker's school has student records in Grades 3 and 4 (src/server/seed/seed-demo.ts), so the new
  // fee produced records to pay.
  const list = records.getByRole('list', { name: 'Fee records' });
  await expect(list).toBeVisible();
  await list
    .getByRole('button', { name: /^Record payment for / })
    .first()
    .click();
  const payment = page.getByRole('dialog', { name: 'Record payment' });
  await expect(payment.getByLabel('Amount paid ($)')).toHaveValue('45.60');
  await payment.getByLabel('Method').selectOption('card');
  await payment.getByRole('button', { name: 'Save payment' }).click();
  await expect(page.getByText('Payment recorded: paid in full')).toBeVisible();
  await expect(payment).toBeHidden();
  await list
    .getByRole('listitem')
    .filter({ hasText: 'Paid' })
    .first()
    .getByRole('link', { name: /^Receipt for / })
    .click();
  await expect(page).toHaveURL(/\/admin\/receipts\/[0-9a-f-]{36}$/);
  const receipt = page.getByRole('article', { name: 'Payment receipt' });
  await expect(receipt).toContainText(school.name);
  await expect(receipt).toContainText(feeType);
  await expect(receipt).toContainText('$45.60');
  await expect(receipt).toContainText('Card');
  await expect(receipt).toContainText(/Receipt numberR-[0-9A-F]{8}/);
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  await expectAccessible(page);
  // On paper only the receipt shows.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(receipt).toBeVisible();
});
