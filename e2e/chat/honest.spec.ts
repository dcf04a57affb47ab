import { expect, expectConsoleErrors, failedRequest, openAs, test } from '../web-shell/fixtures';
import { ask, expectAnswer, openNewChat } from './chat-screen';

// A test here answers a request itself (page.route), which a service worker would answer first.
test.use({ serviceWorkers: 'block' });

// Issue 19: honest without a model (the E2E server has no AI provider key), the admin's list of
// providers, and reply tables on a phone.

test("a parent says 'Hello' with no key: the plain not-set-up message, no passage, no provider", async ({
  page,
  school,
}) => {
  const log = await openNewChat(page, school, 'parent');
  await expect(page.getByLabel('Provider')).toHaveValue('perplexity');
  await ask(page, 'Hello');
  await expectAnswer(
    log,
    "Perplexity AI is not set up at your school yet, so it cannot answer this. Your school's admin can set it up.",
  );
  await expect(log).not.toContainText("From the school's documents");
  await expect(log).not.toContainText('PERPLEXITY_API_KEY');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Chosen: —')).toBeVisible();
});

test('an admin sees in Settings which AI providers are set up', async ({ page, school }) => {
  await openAs(page, school, 'admin', '/admin/settings');
  const list = page.getByRole('list', { name: 'AI providers' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  const perplexity = list.getByRole('listitem').filter({ hasText: 'Perplexity AI' });
  await expect(perplexity).toContainText('Not set up');
  await expect(perplexity).toContainText('PERPLEXITY_API_KEY');
  await expect(list.getByRole('listitem').filter({ hasText: 'RAG (Docs)' })).toContainText(
    'Set up',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a table reply scrolls within its bubble; the page does not scroll sideways', async ({
    page,
    school,
    consoleErrors,
  }) => {
    const header = '| Class | Teacher | Present | Absent | Late | Rate | Period |';
    const row = (c: string) =>
      `| ${c} maths | Mrs Katherine Worthington-Smythe | 27 students | 1 student | 2 students | 96 % | 1-20 November 2026 |`;
    const reply = [
      'Attendance by class:',
      '',
      header,
      '| --- | --- | --- | --- | --- | --- | --- |',
      row('10A'),
      row('10B'),
    ].join('\n');
    // The reply as a model would send it (the E2E server has none).
    await page.route('**/api/chat?stream=1', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/x-ndjson',
        body: `${JSON.stringify({ reply, provider: 'openai', conversationId: crypto.randomUUID() })}\n`,
      }),
    );
    await openAs(page, school, 'teacher', '/chat');
    await ask(page, 'Attendance of my classes as a table');
    const table = page.getByRole('region', { name: 'Table' });
    await expect(table.getByRole('cell', { name: '10A maths' })).toBeVisible();
    // The made-up reply names a conversation the server does not have: the screen's fetch of it
    // is answered 404.
    await expectConsoleErrors(consoleErrors, failedRequest(404));
    const sizes = await table.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    // The bubble stays within the log.
    const bubble = await table.evaluate((el) => el.closest('li')!.getBoundingClientRect().right);
    expect(bubble).toBeLessThanOrEqual(375);
  });
});
