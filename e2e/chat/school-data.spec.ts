import { expect, test } from '../web-shell/fixtures';
import { ask, expectAnswer, openNewChat } from './chat-screen';

// Questions about the school's data in everyday words, without a model (no AI key on the E2E
// server): the db provider answers from the caller's own rows. Greenwood's demo parent Priya Shah
// has two children, Sam Shah (Grade 10A) and Tara Shah (Grade 12B); its demo teacher Thomas Reed
// teaches Grade 10A Mathematics. Asking only adds the caller's own conversation.

test('a parent of two asks about each child by name and gets that child’s answer', async ({
  page,
}) => {
  const log = await openNewChat(page, 'greenwood', 'parent');

  await ask(page, 'how is Sam doing in maths?');
  await expectAnswer(
    log,
    /Sam Shah \(Grade 10A\) in Mathematics: overall [A-F][+-]? over \d+ graded/,
  );
  await expect(page.getByText('Chosen: db')).toBeVisible();

  await ask(page, 'what does Tara still have to hand in?');
  await expectAnswer(log, /Tara Shah \(Grade 12B\) has \d+ pieces? of work still to hand in/);
  await expect(log).not.toContainText('Sam Shah (Grade 10A) has');
});

test('a teacher asks who was off in 10A on Wednesday and gets their class’s day', async ({
  page,
}) => {
  const log = await openNewChat(page, 'greenwood', 'teacher');
  await ask(page, 'who was off in 10A on Wednesday?');
  await expectAnswer(
    log,
    /Attendance of Grade 10A on Wednesday \d{4}-\d{2}-\d{2}: \d+ present, \d+ absent, \d+ late, \d+ not marked\.|No attendance was marked for Grade 10A on Wednesday/,
  );
  await expect(page.getByText('Chosen: db')).toBeVisible();
});
