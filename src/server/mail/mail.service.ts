import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../context.ts';
import type { OutgoingEmail } from './mail.queries.ts';

/**
 * Until SMTP is configured, an email queued in the outbox is also written to the server log and,
 * with MAIL_DIR set, to a .eml file there. Call it after the transaction that queued it commits.
 */
export async function deliverWithoutSmtp(ctx: AppContext, email: OutgoingEmail): Promise<void> {
  ctx.log.info(
    { to: email.to, subject: email.subject, body: email.body },
    'Email (no SMTP configured)',
  );
  if (!ctx.config.mailDir) return;
  await mkdir(ctx.config.mailDir, { recursive: true });
  const file = path.join(
    ctx.config.mailDir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
  );
  const message = [
    `To: ${email.to}`,
    `Subject: ${email.subject}`,
    `Date: ${new Date().toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    email.body,
    '',
  ].join('\r\n');
  await writeFile(file, message, { mode: 0o600 });
}
