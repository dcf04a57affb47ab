import type { Locator, Page } from '@playwright/test';
import type { Role } from '../../src/shared/schemas/auth';
import { expect, openAs, type School } from '../web-shell/fixtures';

/** The conversation's messages on the chat screen. */
export const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** Signs `role` in, opens the chat screen and starts a new chat: its messages. */
export async function openNewChat(page: Page, school: School, role: Role) {
  await openAs(page, school, role, '/chat');
  await page.getByRole('button', { name: 'New chat' }).click();
  return messages(page);
}

/** Types a question into the chat box and sends it with Enter. */
export async function ask(page: Page, question: string) {
  const box = page.getByPlaceholder('Type your message...');
  await box.fill(question);
  await box.press('Enter');
}

/** Expects the conversation to hold `text` once the answer has come (a loaded machine is given time). */
export async function expectAnswer(log: Locator, text: string | RegExp) {
  await expect(log).toContainText(text, { timeout: 15_000 });
}
