import type { Page } from '@playwright/test';
import { expect, expectAccessibleAndFitting } from '../web-shell/fixtures';

/** A conference session as the Publish dialog asks for it. */
export interface ConferenceSessionForm {
  title: string;
  date: string;
  from: string;
  until: string;
  /** As the Slot length menu names it: '15 minutes'. */
  slotLength: string;
  place: string;
  /** The classes whose families may book, as their boxes are labelled: 'Grade 3A · Mathematics'. */
  classes: string[];
  /** The office publishes for a teacher, whom it chooses first; a teacher publishes their own. */
  teacherId?: string;
}

/**
 * Publishes a session from the Conferences screen open on `page`, the filled dialog checked with
 * axe (`message` names it): the session's row in the list.
 */
export async function publishConferenceSession(
  page: Page,
  session: ConferenceSessionForm,
  message: string,
) {
  await page.getByRole('button', { name: 'Publish Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish a conference session' });
  const choices = dialog.getByRole('group', { name: 'Classes whose families may book' });
  if (session.teacherId) {
    await expect(choices).toContainText('Choose a teacher to see their classes.');
    await dialog.getByLabel('Teacher').selectOption(session.teacherId);
  }
  await dialog.getByLabel('Title').fill(session.title);
  await dialog.getByLabel('Date').fill(session.date);
  await dialog.getByLabel('From').fill(session.from);
  await dialog.getByLabel('Until').fill(session.until);
  await dialog.getByLabel('Slot length').selectOption({ label: session.slotLength });
  await dialog.getByLabel('Place or video link').fill(session.place);
  for (const name of session.classes) await choices.getByLabel(name).check();
  await expectAccessibleAndFitting(page, message);
  await dialog.getByRole('button', { name: 'Publish Session' }).click();
  await expect(dialog).toBeHidden();
  return page.getByRole('listitem').filter({ hasText: session.title });
}
