import { readFile, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where scripts/e2e-server.mjs has the server write each email it sends (MAIL_DIR). */
export const mailDir = path.join(tmpdir(), `portal-e2e-mail-${process.env.E2E_PORT}`);

interface Email {
  to: string;
  subject: string;
  body: string;
  writtenAt: number;
}

function header(head: string, name: string): string {
  const line = head.split(/\r?\n/).find((text) => text.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

async function readEmails(): Promise<Email[]> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const emails: Email[] = [];
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const file = path.join(mailDir, name);
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    const [head = '', ...rest] = text.split(/\r?\n\r?\n/);
    emails.push({
      to: header(head, 'to'),
      subject: header(head, 'subject'),
      body: rest.join('\n\n'),
      writtenAt: info.mtimeMs,
    });
  }
  return emails.sort((a, b) => b.writtenAt - a.writtenAt);
}

/**
 * The link (matching `pattern`) in the newest email to `to` with this subject, written at or after
 * `since` (ms); waits for the server to write it (it may send mail after answering the request).
 */
export async function linkFromEmail(
  to: string,
  subject: string,
  pattern: RegExp,
  since = 0,
): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const email = (await readEmails()).find(
          (candidate) =>
            candidate.to.toLowerCase() === to.toLowerCase() &&
            candidate.subject === subject &&
            candidate.writtenAt >= since,
        );
        link = email?.body.match(pattern)?.[0] ?? '';
        return link;
      },
      { message: `an email "${subject}" to ${to} in ${mailDir}`, timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

/** The newest email to `to` with this subject, of any age; null when there is none. */
export async function newestEmail(to: string, subject: string): Promise<Email | null> {
  const emails = await readEmails();
  return (
    emails.find(
      (email) => email.to.toLowerCase() === to.toLowerCase() && email.subject === subject,
    ) ?? null
  );
}

/** Emailed links open the site root; the token is in the fragment, which reaches no server. */
export const RECOVERY_LINK = /https?:\/\/\S+\/#type=recovery&\S+/;
export const CONFIRM_LINK = /https?:\/\/\S+\/#type=signup&\S+/;
/** An invitation's link opens the join page, the token in the fragment likewise. */
export const JOIN_LINK = /https?:\/\/\S+\/join#\S+/;

/** What the forgot-password dialog says once asked for a link, whether or not the account exists. */
export const recoverySentText = (email: string) =>
  `If an account exists for ${email}, we have sent a link to reset your password. The link works for one hour.`;

/** Emails that arrived since `since` (ms) for `to`; to check that none was sent. */
export async function emailsTo(to: string, since: number): Promise<Email[]> {
  return (await readEmails()).filter(
    (email) => email.to.toLowerCase() === to.toLowerCase() && email.writtenAt >= since,
  );
}
