import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { formatEml, type MailMessage } from './mail.service.ts';

export type MailSenderKind = 'smtp' | 'mail-dir' | 'none';

/** Hands one email to whatever delivers it; throws when it could not. */
export interface MailSender {
  readonly kind: MailSenderKind;
  /** Where it went: the SMTP server's reply or the .eml file; never the body. */
  send(message: MailMessage): Promise<string>;
  close(): void;
}

// Bounded, so one stuck server cannot hold the worker (and a clean shutdown) for minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP when SMTP_URL is set; otherwise .eml files in MAIL_DIR (development, E2E), or nowhere. */
export function createMailSender(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailDir'>,
): MailSender {
  if (config.smtpUrl) return smtpSender(config.smtpUrl, config.mailFrom);
  if (config.mailDir) return mailDirSender(config.mailDir, config.mailFrom);
  return { kind: 'none', send: async () => 'nowhere (no SMTP_URL or MAIL_DIR)', close() {} };
}

function smtpSender(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        attachments: message.attachments?.map((file) => ({ ...file })),
      });
      if (info.rejected.length) throw new Error(`Recipient refused: ${info.response}`);
      return info.response;
    },
    close: () => transport.close(),
  };
}

function mailDirSender(dir: string, from: string): MailSender {
  return {
    kind: 'mail-dir',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomUUID()}.eml`);
      await writeFile(file, formatEml(message, from), { mode: 0o600 });
      return file;
    },
    close() {},
  };
}
