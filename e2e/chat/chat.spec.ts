import { expect, expectAccessible, signInThroughApi, test } from '../web-shell/fixtures';
import { ask, expectAnswer, messages, openNewChat } from './chat-screen';

// Uploads a document and keeps a conversation: the worker's own school only. No AI provider key is
// set on the E2E server, so the answer comes from the school's documents (rag), as it must.
test('a teacher uploads a .md, asks about it, gets the cited rag answer, and a reload keeps the chat', async ({
  page,
  school,
}) => {
  await signInThroughApi(page, school, 'teacher');
  const marker = `Room ${Date.now() % 100000}`;
  const handbook = [
    '# Library',
    '',
    `The library closes at 16:00 on Fridays and the quiet study area is ${marker}.`,
    '',
    '# Sports day',
    '',
    'Sports day is held in June on the main field.',
  ].join('\n');

  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Chat with AI' })).toBeVisible();
  const upload = page.getByRole('button', { name: 'Upload' });
  await expect(upload).toBeDisabled();
  await page.getByLabel('Document (.txt, .md, .pdf)').setInputFiles({
    name: 'handbook.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from(handbook),
  });
  await expect(upload).toBeEnabled();
  await upload.click();
  // The server reads and indexes the document: allow a loaded machine some time.
  await expect(page.getByText(/^Document uploaded: [0-9a-f-]{36}, chunks: 2$/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByLabel('Provider')).toHaveValue('rag');
  await expect(
    page.getByRole('list', { name: 'Documents' }).getByText('handbook.md').first(),
  ).toBeVisible();

  const question = 'When does the library close on Fridays?';
  await ask(page, question);
  const log = messages(page);
  await expectAnswer(log, "From the school's documents");
  await expect(log).toContainText(`quiet study area is ${marker}`);
  await expect(log).toContainText('[1] handbook.md');
  await expect(page.getByText('Chosen: rag')).toBeVisible();

  await expectAccessible(page);

  await page.reload();
  await expect(log).toContainText(question);
  await expect(log).toContainText(`quiet study area is ${marker}`);
  await expect(page.getByText('Chosen: rag')).toBeVisible();
});

test('a teacher asks how many students are in their class and gets the number from the data', async ({
  page,
  school,
}) => {
  const log = await openNewChat(page, school, 'teacher');
  await ask(page, 'How many students are in my class?');
  await expectAnswer(
    log,
    /Your (class .* has \d+ students?|\d+ classes have \d+ students? in all)|no classes assigned/,
  );
  await expect(page.getByText('Chosen: db')).toBeVisible();
});
