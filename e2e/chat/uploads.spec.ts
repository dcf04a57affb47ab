import { makePdf } from '../../src/server/test/pdf-and-multipart';
import { textImage } from '../../src/server/chat/images/image-fixtures';
import { expect, expectConsoleErrors, failedRequest, openAs, test } from '../web-shell/fixtures';
import { ask, expectAnswer, openNewChat } from './chat-screen';

// Uploads on the chat screen, in the worker's own school. The E2E server has no AI provider key:
// documents are answered from their passages (rag), images by what the portal reads itself.

test('a teacher uploads a PDF, asks about it and gets the passage cited with its page', async ({
  page,
  school,
}) => {
  const log = await openNewChat(page, school, 'teacher');
  const marker = `Hall ${Date.now() % 100000}`;
  const name = `newsletter-${Date.now()}.pdf`;
  const pdf = makePdf([
    'Welcome back to the autumn term newsletter.',
    `The science fair opens on Thursday afternoon in ${marker} for every class.`,
    'Parents evening starts at six in the library.',
  ]);

  await page.getByLabel('Document (.txt, .md, .pdf)').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  // One chunk for each page with text.
  await expect(page.getByText(/^Document uploaded: [0-9a-f-]{36}, chunks: 3$/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByLabel('Provider')).toHaveValue('rag');

  await ask(page, 'When does the science fair open?');
  await expectAnswer(log, `science fair opens on Thursday afternoon in ${marker}`);
  await expect(log).toContainText(`[1] ${name}, page 2`);
  await expect(page.getByText('Chosen: rag')).toBeVisible();
});

test('a PDF without a text layer is refused with the reason and what to upload instead', async ({
  page,
  school,
  consoleErrors,
}) => {
  await openAs(page, school, 'teacher', '/chat');
  await page.getByLabel('Document (.txt, .md, .pdf)').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf(['', '']),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This PDF has no text layer (it looks like a scan or images of pages), so there is nothing to search in it. Upload a PDF with selectable text, or the text as a .txt or .md file.',
    { timeout: 15_000 },
  );
  await expectConsoleErrors(consoleErrors, failedRequest(422));
  await expect(page.getByText(/^Document uploaded:/)).toHaveCount(0);
});

test('an image with text: it shows in the thread; without an AI model the reply says so and gives the text it read', async ({
  page,
  school,
}) => {
  const log = await openNewChat(page, school, 'parent');
  const image = await textImage('SCHOOL TRIP FRIDAY', { width: 1100, height: 260 });
  await page.getByLabel('Send an image to describe').setInputFiles({
    name: 'notice.png',
    mimeType: 'image/png',
    buffer: image,
  });
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(log).toContainText('[Image: notice.png]');
  const sent = log.getByRole('img', { name: 'Sent image: notice.png' });
  await expect(sent).toBeVisible();
  expect(await sent.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1100);
  // OCR starts its worker on first use: allow a loaded machine some time.
  await expect(log).toContainText(/text found by OCR: «[^»]*SCHOOL TRIP FRIDAY[^»]*»/i, {
    timeout: 30_000,
  });
  await expect(log).toContainText(
    'No AI model that can describe pictures is set up at your school',
  );
  await expect(log).toContainText('notice.png: PNG, 1100×260 px');
  await expect(log).toContainText(/dominant colours: white \(#ffffff, \d+%\), black/);
  // An ordinary reply, not an error; no provider answered, and the label does not claim one.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Chosen: —')).toBeVisible();

  // After a reload the conversation reopens with the image, fetched from the server.
  await page.reload();
  const again = page
    .getByRole('log', { name: 'Messages' })
    .getByRole('img', { name: 'Sent image: notice.png' });
  await expect(again).toBeVisible();
  await expect
    .poll(() => again.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1100);
});
