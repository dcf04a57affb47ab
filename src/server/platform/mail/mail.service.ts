/** A file sent with an email (a booking's .ics); the content is text. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  attachments?: readonly MailAttachment[];
}

export const LINK_REMOVED = '[link removed after sending]';

/**
 * Links carrying a token are live credentials (sign-up confirmation, password recovery): once the
 * email has gone, the copy kept in the outbox loses them.
 */
export function redactLinks(body: string): string {
  return body.replace(/\bhttps?:\/\/[^\s<>"']*[?&]token=[^\s<>"']*/gi, LINK_REMOVED);
}

/**
 * The .eml file written to MAIL_DIR when no SMTP server is configured: plain text, or with
 * attachments a multipart/mixed message (each attachment base64).
 */
export function formatEml(message: MailMessage, from: string, date = new Date()): string {
  const head = [
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    `From: ${from}`,
    `Date: ${date.toUTCString()}`,
  ];
  const text = 'Content-Type: text/plain; charset=utf-8';
  if (!message.attachments?.length) return [...head, text, '', message.body, ''].join('\r\n');
  const boundary = `portal-${date.getTime().toString(36)}`;
  const parts = message.attachments.map((file) =>
    [
      `--${boundary}`,
      `Content-Type: ${file.contentType}; charset=utf-8; name="${file.filename}"`,
      `Content-Disposition: attachment; filename="${file.filename}"`,
      'Content-Transfer-Encoding: base64',
      '',
      (
        Buffer.from(file.content, 'utf8')
          .toString('base64')
          .match(/.{1,76}/g) ?? []
      ).join('\r\n'),
    ].join('\r\n'),
  );
  return [
    ...head,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    text,
    '',
    message.body,
    ...parts,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/**
 * What is stored and logged about a failed send: the error's code and message, without the SMTP
 * user name or password even if a server echoed them, and short.
 */
export function describeSendError(error: unknown, smtpUrl: string | undefined): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  let text = typeof message === 'string' && message ? message : String(error);
  if (typeof code === 'string' && !text.includes(code)) text = `${code}: ${text}`;
  for (const secret of credentialsOf(smtpUrl)) text = text.split(secret).join('***');
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}

function credentialsOf(smtpUrl: string | undefined): string[] {
  if (!smtpUrl) return [];
  const url = new URL(smtpUrl);
  const values = [url.password, url.username].flatMap((raw) => [raw, safeDecode(raw)]);
  // Longest first, so a password holding the user name is replaced whole.
  return [...new Set(values)]
    .filter((value) => value.length >= 3)
    .sort((a, b) => b.length - a.length);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
