import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './test-app.ts';

export interface MailDirTestApp extends TestApp {
  /** The text of every .eml file written so far (send with `app.mailWorker.drainOnce()` first). */
  sentMails(): Promise<string[]>;
}

/**
 * The test app (createTestApp) without SMTP: the mail worker writes each email as a .eml file into
 * a temporary folder of its own (MAIL_DIR), removed by `close`.
 */
export async function createMailDirTestApp(
  ...[kind, overrides, options]: Parameters<typeof createTestApp>
): Promise<MailDirTestApp> {
  const mailDir = await mkdtemp(path.join(tmpdir(), 'portal-mail-'));
  const t = await createTestApp(kind, { ...overrides, mailDir }, options);
  return {
    ...t,
    async sentMails() {
      const files = await readdir(mailDir);
      return Promise.all(files.map((file) => readFile(path.join(mailDir, file), 'utf8')));
    },
    async close() {
      await t.close();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}
