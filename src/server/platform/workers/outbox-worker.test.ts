import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { Config } from '../../config.ts';
import { LINK_REMOVED } from '../mail/mail.service.ts';
import { greenwood, riverside } from '../../test/demo.ts';
import { demoInvitationToken } from '../../test/invitations.ts';
import { createTestApp, testBackends, testConfig, type TestApp } from '../../test/test-app.ts';
import { listenLocally } from '../../test/smtp-receiver.ts';
import { createOutboxWorker, NO_SMTP_IN_PRODUCTION, type WorkerLog } from './outbox-worker.ts';

const SMTP_USER = 'portal';
const SMTP_PASSWORD = 'smtp-secret-9';

/** A real SMTP server on 127.0.0.1 that checks the password and keeps what it receives. */
async function startReceiver() {
  const received: ParsedMail[] = [];
  const state = { refuse: false, dataDelayMs: 0, dataStarted: 0 };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onMailFrom(_address, _session, callback) {
      if (!state.refuse) return callback();
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      state.dataStarted++;
      simpleParser(stream).then(async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, state.dataDelayMs));
        received.push(mail);
        callback();
      }, callback);
    },
  });
  const { port, close } = await listenLocally(server);
  return {
    received,
    state,
    url: (password = SMTP_PASSWORD) => `smtp://${SMTP_USER}:${password}@127.0.0.1:${port}`,
    close,
  };
}

/** Every log line of the app, parsed, from debug up. */
function captureLog() {
  const lines: Array<Record<string, unknown> & { level: number; msg?: string }> = [];
  return {
    lines,
    logger: { level: 'debug', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    atInfoOrAbove: () =>
      lines.filter((line) => line.level >= 30).map((line) => JSON.stringify(line)),
  };
}

const silent: WorkerLog = { debug() {}, info() {}, warn() {} };

const linkIn = (mail: ParsedMail) => /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
/** An emailed link opens the site root with its parameters in the fragment. */
const linkParams = (link: string) =>
  Object.fromEntries(new URLSearchParams(new URL(link).hash.slice(1)));
const tokenOf = (link: string) => linkParams(link).token ?? '';

describe.each(testBackends())('the email outbox worker on %s', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let log: ReturnType<typeof captureLog>;
  let config: Config;

  beforeAll(async () => {
    receiver = await startReceiver();
    log = captureLog();
    config = testConfig({ smtpUrl: receiver.url() });
    t = await createTestApp(kind, { smtpUrl: receiver.url() }, { logger: log.logger });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.state.refuse = false;
  });

  /** Asks for a recovery email, and runs the work the route leaves for after its answer. */
  const recover = async (email: string, tenant_id = greenwood.id) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { tenant_id, email },
    });
    await t.app.afterReply.drain();
    return response;
  };

  const outboxRow = (to: string) =>
    t.inspect
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_email', '=', to)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();

  /** Makes every pending email due now, as if its retry time had come. */
  const makeDue = () =>
    t.inspect
      .updateTable('email_outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where('sent_at', 'is', null)
      .execute();

  it('sends a recovery email over SMTP from MAIL_FROM, whose link works, then redacts it', async () => {
    expect((await recover('parent@greenwood.edu')).statusCode).toBe(202);
    // Queued, not sent: the request does not wait for the mail server.
    expect(receiver.received).toHaveLength(0);
    expect((await outboxRow('parent@greenwood.edu')).body).toContain('token=');

    expect(await t.app.mailWorker.drainOnce()).toEqual({ sent: 1, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    const mail = receiver.received[0] as ParsedMail;
    expect(mail.from?.value).toEqual([{ name: 'School Portal', address: 'no-reply@portal.test' }]);
    expect(mail.to).toMatchObject({ value: [{ address: 'parent@greenwood.edu' }] });
    expect(mail.subject).toBe('Reset your password');
    const link = linkIn(mail);
    expect(link).toMatch(/^http:\/\/portal\.test\/#type=recovery&token=/);

    const row = await outboxRow('parent@greenwood.edu');
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBeNull();
    expect(row.body).toContain(LINK_REMOVED);
    expect(row.body).not.toContain('token=');
    expect(row.body).toContain('Someone asked to reset the password');

    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: linkParams(link),
    });
    expect(opened.statusCode).toBe(200);

    // Sent once: another drain finds nothing.
    expect(await t.app.mailWorker.drainOnce()).toEqual({ sent: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);

    const token = tokenOf(link);
    expect(token.length).toBeGreaterThan(20);
    const sent = log.lines.find((line) => line.msg === 'Email sent');
    expect(sent).toMatchObject({
      level: 30,
      to: 'parent@greenwood.edu',
      subject: 'Reset your password',
      via: 'smtp',
    });
    expect(sent).not.toHaveProperty('body');
    // Neither the worker nor the request log shows the token.
    expect(log.atInfoOrAbove().filter((line) => line.includes(token))).toEqual([]);
  });

  it('sends the sign-up confirmation, whose link confirms the account', async () => {
    const invitation = await demoInvitationToken(t, greenwood, 'newteacher@greenwood.edu');
    await t.app.mailWorker.drainOnce(); // the invitation email itself
    receiver.received.length = 0;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        email: 'newteacher@greenwood.edu',
        password: 'a-good-password',
        data: { tenant_id: greenwood.id, role: 'teacher', full_name: 'newteacher@greenwood.edu' },
        invitation_token: invitation,
      },
    });
    expect(signUp.statusCode).toBe(201);
    expect(await t.app.mailWorker.drainOnce()).toEqual({ sent: 1, failed: 0 });
    const mail = receiver.received[0] as ParsedMail;
    expect(mail.to).toMatchObject({ value: [{ address: 'newteacher@greenwood.edu' }] });
    expect(mail.subject).toBe('Confirm your email address');

    const { tenant_id, token } = linkParams(linkIn(mail));
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { tenant_id, token },
    });
    expect(confirm.json()).toEqual({ confirmed: true });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: {
        tenant_id: greenwood.id,
        email: 'newteacher@greenwood.edu',
        password: 'a-good-password',
      },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json<Session>().user.tenant_id).toBe(greenwood.id);
    expect((await outboxRow('newteacher@greenwood.edu')).body).not.toContain('token=');
  });

  it('retries a refused email later with backoff, then sends it once', async () => {
    receiver.state.refuse = true;
    await recover('teacher@riverside.edu', riverside.id);
    const before = Date.now();
    expect(await t.app.mailWorker.drainOnce()).toEqual({ sent: 0, failed: 1 });

    const failed = await outboxRow('teacher@riverside.edu');
    expect(failed.sent_at).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toContain('451');
    expect(failed.last_error).not.toContain(SMTP_PASSWORD);
    const wait = new Date(failed.next_attempt_at).getTime() - before;
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThan(40_000);
    expect(log.lines.find((line) => line.msg === 'Email not sent; will retry')).toMatchObject({
      level: 40,
      to: 'teacher@riverside.edu',
      retryInSeconds: 30,
    });

    // Not due yet, so the mail server is not asked again, even once it accepts.
    receiver.state.refuse = false;
    expect(await t.app.mailWorker.drainOnce()).toEqual({ sent: 0, failed: 0 });

    await makeDue();
    expect(await t.app.mailWorker.drainOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await t.app.mailWorker.drainOnce()).toEqual({ sent: 0, failed: 0 });
    expect(receiver.received.map((mail) => mail.subject)).toEqual(['Reset your password']);
    const sent = await outboxRow('teacher@riverside.edu');
    expect(sent.sent_at).not.toBeNull();
    expect(sent.attempts).toBe(2);
    expect(sent.last_error).toBeNull();
  });

  it('stores an SMTP sign-in failure without the credentials, and gives up after 10 attempts', async () => {
    const wrong = createOutboxWorker({
      db: t.database.db,
      config: testConfig({ smtpUrl: receiver.url('wrong-password-77') }),
      log: silent,
      background: false,
    });
    await recover('admin@riverside.edu', riverside.id);
    expect(await wrong.drainOnce()).toEqual({ sent: 0, failed: 1 });
    await wrong.stop();
    const failed = await outboxRow('admin@riverside.edu');
    expect(failed.last_error).toMatch(/auth|login|535/i);
    expect(failed.last_error).not.toContain('wrong-password-77');
    expect(failed.last_error).not.toContain(SMTP_USER + ':');

    await t.inspect
      .updateTable('email_outbox')
      .set({ attempts: 9 })
      .where('id', '=', failed.id)
      .execute();
    receiver.state.refuse = true;
    await makeDue();
    expect(await t.app.mailWorker.drainOnce()).toEqual({ sent: 0, failed: 1 });
    expect(log.lines.some((line) => line.msg?.includes('giving up'))).toBe(true);
    receiver.state.refuse = false;
    await makeDue();
    expect(await t.app.mailWorker.drainOnce()).toEqual({ sent: 0, failed: 0 });
    const abandoned = await outboxRow('admin@riverside.edu');
    expect(abandoned).toMatchObject({ attempts: 10, sent_at: null });
    expect(abandoned.last_error).toContain('451');
    expect(receiver.received).toHaveLength(0);
    await t.inspect.deleteFrom('email_outbox').where('id', '=', failed.id).execute();
  });

  it('sends each email once when several workers drain at the same time', async () => {
    const emails = Array.from({ length: 14 }, (_, i) => ({
      tenant_id: i % 2 ? greenwood.id : riverside.id,
      to_email: `bulk-${i}@example.org`,
      subject: `Bulk ${i}`,
      body: `Message ${i}`,
    }));
    await t.inspect.insertInto('email_outbox').values(emails).execute();
    // A second worker stands for a second server process on the same database.
    const other = createOutboxWorker({ db: t.database.db, config, log: silent, background: false });
    const results = await Promise.all([
      t.app.mailWorker.drainOnce(),
      other.drainOnce(),
      t.app.mailWorker.drainOnce(),
    ]);
    await other.stop();
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(14);
    const subjects = receiver.received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(emails.map((email) => email.subject).sort());
  });

  it('without SMTP writes a .eml file to MAIL_DIR and marks the email sent', async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), 'portal-outbox-'));
    const files = createOutboxWorker({
      db: t.database.db,
      config: testConfig({ mailDir }),
      log: silent,
      background: false,
    });
    await recover('student@greenwood.edu');
    expect(await files.drainOnce()).toEqual({ sent: 1, failed: 0 });
    await files.stop();
    const [name] = await readdir(mailDir);
    const eml = await readFile(path.join(mailDir, name ?? ''), 'utf8');
    expect(eml).toContain('To: student@greenwood.edu');
    expect(eml).toContain('From: School Portal <no-reply@portal.test>');
    expect(eml).toContain('http://portal.test/#type=recovery&token=');
    const row = await outboxRow('student@greenwood.edu');
    expect(row.sent_at).not.toBeNull();
    expect(row.body).toContain(LINK_REMOVED);
    expect(receiver.received).toHaveLength(0);
  });
});

describe('the email outbox worker in the running app', () => {
  it('sends a queued email at once, and closing the app finishes the send in flight', async () => {
    const receiver = await startReceiver();
    receiver.state.dataDelayMs = 500;
    // Polling so rarely that only the request's kick can explain a prompt send.
    const t = await createTestApp(
      'pglite',
      { smtpUrl: receiver.url() },
      { backgroundMail: true, backgroundAfterReply: true, mailPollMs: 60_000 },
    );
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/recover',
        payload: { tenant_id: greenwood.id, email: 'teacher@greenwood.edu' },
      });
      await expect.poll(() => receiver.state.dataStarted, { timeout: 5000 }).toBe(1);
      expect(receiver.received).toHaveLength(0);
      await t.app.close();
      expect(receiver.received).toHaveLength(1);
      const row = await t.inspect
        .selectFrom('email_outbox')
        .select(['sent_at', 'body'])
        .where('to_email', '=', 'teacher@greenwood.edu')
        .executeTakeFirstOrThrow();
      expect(row.sent_at).not.toBeNull();
      expect(row.body).toContain(LINK_REMOVED);
    } finally {
      await t.close();
      await receiver.close();
    }
  });

  it('warns once at a production start without SMTP_URL', async () => {
    const log = captureLog();
    const t = await createTestApp('pglite', { env: 'production' }, { logger: log.logger });
    await t.close();
    const warnings = log.lines.filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toEqual([NO_SMTP_IN_PRODUCTION]);
  });
});
