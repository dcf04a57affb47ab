import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { LINK_REMOVED, describeSendError, formatEml, redactLinks } from './mail.service.ts';

describe('mail formatting', () => {
  it('removes links that carry a token, and keeps the rest of the text', () => {
    const body = [
      'Open this link: https://portal.example.org/api/auth/verify?type=recovery&token=abc_DEF-123&tenant_id=t1',
      'or http://localhost:5001/api/auth/confirm?token=xyz&tenant_id=t2.',
      'Help: https://portal.example.org/help?topic=token',
    ].join('\n');
    expect(redactLinks(body)).toBe(
      [
        `Open this link: ${LINK_REMOVED}`,
        `or ${LINK_REMOVED}`,
        'Help: https://portal.example.org/help?topic=token',
      ].join('\n'),
    );
  });

  it('describes a send error without the SMTP user name or password', () => {
    const url = 'smtp://mailer%40school.org:s3cr%2Ft@mail.example.org:587';
    const error = Object.assign(new Error('Invalid login for mailer@school.org with s3cr/t'), {
      code: 'EAUTH',
    });
    const text = describeSendError(error, url);
    expect(text).toBe('EAUTH: Invalid login for *** with ***');
    expect(describeSendError('x'.repeat(2000), undefined)).toHaveLength(500);
  });

  it('writes a plain-text .eml with To, Subject and From', () => {
    const eml = formatEml(
      { to: 'a@b.org', subject: 'Hi', body: 'Text' },
      'School Portal <no-reply@b.org>',
      new Date('2030-01-02T03:04:05Z'),
    );
    expect(eml.split('\r\n')).toEqual([
      'To: a@b.org',
      'Subject: Hi',
      'From: School Portal <no-reply@b.org>',
      'Date: Wed, 02 Jan 2030 03:04:05 GMT',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Text',
      '',
    ]);
  });

  it('writes an .eml with attachments as a multipart message a mail reader parses', async () => {
    const content = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    const eml = formatEml(
      {
        to: 'parent@school.test',
        subject: 'Conference booked',
        body: 'Hello, your conférence is booked.',
        attachments: [
          { filename: 'conference.ics', contentType: 'text/calendar; method=REQUEST', content },
        ],
      },
      'portal@school.test',
    );
    const mail = await simpleParser(eml);
    expect(mail.subject).toBe('Conference booked');
    expect(mail.text?.trim()).toBe('Hello, your conférence is booked.');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: 'conference.ics',
      contentType: 'text/calendar',
    });
    expect(mail.attachments[0]!.content.toString('utf8')).toBe(content);
  });
});
