import type { ParentDashboard } from '../../src/shared/schemas/parent';
import {
  atWidths,
  bearer,
  cardWithHeading,
  expect,
  expectAccessible,
  expectAccessibleAndFitting,
  getJson,
  openAs,
  signInThroughApi,
  test,
} from '../web-shell/fixtures';

// The demo parent of Greenwood: Priya Shah, children Sam Shah (first) and Tara Shah. Only the
// office's payment of one of Sam's months not yet due is written (any number of runs leaves his
// $1,200 due as it is).

atWidths([1280, 375], () => {
  test("the demo parent sees Sam's dashboard and $1,200 due, pays and opens a receipt", async ({
    page,
    browser,
  }) => {
    // Two axe runs, a payment dialog and a receipt.
    test.slow();
    const { session } = await openAs(page, 'greenwood', 'parent', '/parent/dashboard');
    await expect(page.getByRole('heading', { name: 'Parent Dashboard' })).toBeVisible();
    await expect(page.getByText("Follow Sam Shah's academic progress.")).toBeVisible();

    // The spec's sample figures, from the seeded rows: Sam's attendance in the last 30 days,
    // his graded work, his pending work, and exactly one month of tuition owed ($1,200).
    const tiles = page.getByRole('list', { name: 'Summary' });
    for (const [tile, value] of [
      ['Overall Grade', 'A-'],
      ['Attendance', '87%'],
      ['Pending', '3'],
      ['Fees Due', '$1,200.00'],
    ] as const) {
      await expect(
        tiles.getByRole('listitem', { name: tile }).getByText(value, { exact: true }),
      ).toBeVisible();
    }
    const fees = cardWithHeading(page, "Sam Shah's Fees");
    await expect(fees.getByText('$1,200.00 due')).toBeVisible();
    await expect(fees.getByText('Outstanding Balance')).toBeVisible();
    for (const title of [
      "Sam Shah's Attendance",
      "Sam Shah's Homework",
      "Sam Shah's Timetable",
      'Contact School',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByText('Get in touch with teachers and school staff')).toBeVisible();
    const contacts = cardWithHeading(page, 'Contact School');
    await expect(contacts.getByRole('listitem', { name: 'Thomas Reed' })).toContainText('Teacher');
    await expect(
      cardWithHeading(page, "Sam Shah's Timetable").getByText('Thomas Reed').first(),
    ).toBeVisible();
    await expectAccessibleAndFitting(page);

    await fees.getByRole('button', { name: 'Pay Now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('$1,200.00');
    await expect(dialog).toContainText('S0001-BALANCE');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // The office records the payment of Sam's next month (Sam pays on time, so nothing of his in
    // the card is paid yet); the card then shows it paid, and it opens its printable receipt.
    const dashboard = await getJson<ParentDashboard>(
      page.request,
      '/api/parent/dashboard',
      session,
    );
    const next = dashboard.fees.records.find((record) => record.status === 'pending');
    expect(next, 'a month not yet due').toBeDefined();
    const office = await browser.newContext();
    const admin = await signInThroughApi(await office.newPage(), 'greenwood', 'admin');
    const paid = await office.request.post(`/api/admin/fee-records/${next!.id}/payments`, {
      headers: bearer(admin.session),
      data: { amountCents: next!.outstandingCents, paidOn: dashboard.today, method: 'cash' },
    });
    expect(paid.status()).toBe(201);
    await office.close();
    await page.reload();
    await expect(fees.getByText('$1,200.00 due')).toBeVisible();
    await fees
      .getByRole('link', { name: /^Receipt/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/parent\/receipts\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { name: 'Payment receipt' })).toBeVisible();
    await expect(page.getByText('Sam Shah (Roll S0001, Grade 10)')).toBeVisible();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page.getByRole('heading', { name: "Sam Shah's Fees" })).toBeVisible();
  });

  test('switching child changes every card and tile, and is remembered on the next visit', async ({
    page,
  }) => {
    const { session } = await openAs(page, 'greenwood', 'parent', '/parent/dashboard');
    await expect(page.getByRole('heading', { name: "Sam Shah's Fees" })).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Summary' });
    await page.getByLabel('Child').selectOption({ label: 'Tara Shah (Grade 12B)' });
    // Tara's own figures, as the API gives them for her.
    const sam = await getJson<ParentDashboard>(page.request, '/api/parent/dashboard', session);
    const taraId = sam.children.find((child) => child.name === 'Tara Shah')!.id;
    const tara = await getJson<ParentDashboard>(
      page.request,
      `/api/parent/dashboard?studentId=${taraId}`,
      session,
    );
    for (const [tile, value] of [
      ['Overall Grade', tara.homework.overallGrade ?? '—'],
      ['Attendance', `${tara.attendance.ratePercent}%`],
      ['Pending', String(tara.homework.pendingCount)],
    ] as const) {
      await expect(
        tiles.getByRole('listitem', { name: tile }).getByText(value, { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: "Tara Shah's Fees" })).toBeVisible();
    await expect(
      cardWithHeading(page, "Tara Shah's Fees").getByText('All fees up to date'),
    ).toBeVisible();
    await expect(tiles.getByRole('listitem', { name: 'Fees Due' })).toContainText('$0.00');
    for (const title of ['Attendance', 'Homework', 'Fees', 'Timetable']) {
      await expect(page.getByRole('heading', { name: `Tara Shah's ${title}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: `Sam Shah's ${title}` })).toHaveCount(0);
    }
    await expect(page.getByText("Follow Tara Shah's academic progress.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: "Tara Shah's Fees" })).toBeVisible();
    await expect(page.getByLabel('Child')).toHaveValue(/.+/);
  });
});

test('My Children and Schedule show both children', async ({ page }) => {
  await openAs(page, 'greenwood', 'parent', '/parent/children');
  await expect(page.getByRole('heading', { name: 'My Children' })).toBeVisible();
  const sam = cardWithHeading(page, 'Sam Shah');
  await expect(sam).toContainText('Grade 10A');
  await expect(sam).toContainText('$1,200.00 due');
  await expect(sam).toContainText('Thomas Reed');
  await expect(cardWithHeading(page, 'Tara Shah')).toContainText('All fees up to date');
  await expectAccessible(page);

  await page.goto('/parent/schedule');
  await expect(page.getByRole('heading', { name: "Sam Shah's Timetable" })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Tara Shah's Timetable" })).toBeVisible();
  await expectAccessible(page);
});
