import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import { DEMO_PASSWORD } from '../seed/schools/demo-schools.ts';
import { auditEntries } from '../test/audit-rows.ts';
import { createMailDirTestApp, type MailDirTestApp } from '../test/mail-dir-app.ts';
import { testBackends } from '../test/test-app.ts';
import { greenwood, riverside, signIn } from '../test/demo.ts';

describe.each(testBackends())('password recovery on %s', (kind) => {
  let t: MailDirTestApp;
  beforeAll(async () => {
    t = await createMailDirTestApp(kind);
  });
  afterAll(async () => t?.close());

  const ask = (email: string, tenant_id = greenwood.id) =>
    t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { tenant_id, email } });

  /** Asks, then runs what the route left for after its answer (the lookup and the email). */
  const recover = async (email: string, tenant_id = greenwood.id) => {
    const response = await ask(email, tenant_id);
    await t.app.afterReply.drain();
    return response;
  };

  const requested = (email: string) =>
    auditEntries(t.inspect, ['id'], { action: 'auth.recovery_requested', subject: email });

  const outbox = (to: string) =>
    t.inspect
      .selectFrom('email_outbox')
      .select('body')
      .where('to_email', '=', to)
      .orderBy('created_at')
      .execute();

  /** The emailed link opens the site root with the token in the fragment. */
  const linkOf = (body: string) => {
    const url = /(http\S+)/.exec(body)?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/portal\.test\/#type=recovery&/);
    const params = new URLSearchParams(url.split('#')[1]);
    return {
      type: params.get('type') ?? '',
      tenant_id: params.get('tenant_id') ?? '',
      token: params.get('token') ?? '',
    };
  };

  async function recoveryLink(email: string, tenantId = greenwood.id) {
    expect((await recover(email, tenantId)).statusCode).toBe(202);
    const mails = await outbox(email);
    return linkOf(mails.at(-1)?.body ?? '');
  }

  const verify = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify', payload });

  /** What an email sent before the page existed linked to. */
  const legacyUrl = (link: { type: string; tenant_id: string; token: string }) =>
    `/api/auth/verify?${new URLSearchParams(link).toString()}`;

  const fragment = (location: string | undefined) =>
    new URLSearchParams((location ?? '').replace(/^\/#/, ''));

  const expectInvalidLink = (response: Awaited<ReturnType<typeof verify>>) => {
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      error: { code: 'INVALID_LINK', message: 'Email link is invalid or has expired' },
    });
  };

  it('answers before looking the email up, so its timing cannot depend on the account', async () => {
    // The work is held until drained: a 202 that arrives meanwhile was sent before any of it.
    const email = 'parent2@greenwood.edu';
    const answered = await ask(email);
    expect(answered.statusCode).toBe(202);
    expect(answered.json()).toEqual({ sent: true });
    expect(await requested(email)).toEqual([]);
    expect(await outbox(email)).toEqual([]);
    await t.app.afterReply.drain();
    expect(await requested(email)).toHaveLength(1);
    expect(await outbox(email)).toHaveLength(1);

    // A request refused by validation starts no work at all.
    expect((await ask('not-an-email')).statusCode).toBe(400);
    await t.app.afterReply.drain();
    expect(await requested('not-an-email')).toEqual([]);
  });

  it('answers 202 the same for unknown and known emails, emailing only the known one', async () => {
    const unknown = await recover('nobody@greenwood.edu');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ sent: true });
    expect(await outbox('nobody@greenwood.edu')).toEqual([]);

    const known = await recover('teacher@greenwood.edu');
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual({ sent: true });
    const mails = await outbox('teacher@greenwood.edu');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('http://portal.test/#type=recovery&token=');

    // Asked again within a minute: still 202, but no second email.
    expect((await recover('teacher@greenwood.edu')).statusCode).toBe(202);
    expect(await outbox('teacher@greenwood.edu')).toHaveLength(1);
  });

  it('writes the email to MAIL_DIR while no SMTP is configured', async () => {
    // An account no other test here uses: sending redacts the stored link.
    await recover('student@greenwood.edu');
    await t.app.mailWorker.drainOnce();
    const mail = (await t.sentMails()).find((text) => text.startsWith('To: student@greenwood.edu'));
    expect(mail).toContain('Subject: Reset your password');
    expect(mail).toContain('http://portal.test/#type=recovery&token=');
  });

  it('opening the link, or its old API address, spends nothing', async () => {
    const link = await recoveryLink('admin@greenwood.edu');
    // A mail scanner following an old email's link gets the page, with the token moved out of the
    // query into the fragment; the link still works afterwards.
    for (let visit = 0; visit < 2; visit++) {
      const opened = await t.app.inject({ url: legacyUrl(link) });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(opened.headers['referrer-policy']).toBe('no-referrer');
      expect(opened.headers.location).toBe(
        `/#type=recovery&token=${link.token}&tenant_id=${greenwood.id}`,
      );
    }
    expect((await verify(link)).statusCode).toBe(200);
  });

  it('the POST opens a recovery session once, and can set a new password', async () => {
    const link = await recoveryLink('parent@greenwood.edu');
    const elsewhere = await signIn(t.app, greenwood, 'parent');

    const opened = await verify(link);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBeUndefined();
    const recovery = opened.json<Session & { school_code: string }>();
    expect(recovery).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      school_code: 'GREENWOOD',
      user: { tenant_id: greenwood.id, email: 'parent@greenwood.edu' },
    });
    const user = await t.call(recovery, { url: '/api/auth/user' });
    expect(user.json()).toMatchObject({
      email: 'parent@greenwood.edu',
      tenant_id: greenwood.id,
      role: 'parent',
    });

    // Used once: the same link now fails, by POST, and its old address spends nothing either.
    expectInvalidLink(await verify(link));
    expect((await t.app.inject({ url: legacyUrl(link) })).statusCode).toBe(302);

    const tooShort = await t.call(recovery, {
      method: 'PUT',
      url: '/api/auth/user',
      payload: { password: 'short' },
    });
    expect(tooShort.statusCode).toBe(400);

    const set = await t.call(recovery, {
      method: 'PUT',
      url: '/api/auth/user',
      payload: { password: 'a-brand-new-password' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ email: 'parent@greenwood.edu' });

    // The recovery session goes on as a normal one; every other session is signed out.
    expect((await t.call(recovery, { url: '/api/profile' })).statusCode).toBe(200);
    expect((await t.call(elsewhere, { url: '/api/profile' })).statusCode).toBe(401);
    const secondSet = await t.call(recovery, {
      method: 'PUT',
      url: '/api/auth/user',
      payload: { password: 'yet-another-password' },
    });
    expect(secondSet.statusCode).toBe(403);

    const post = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { tenant_id: greenwood.id, email: 'parent@greenwood.edu', password },
      });
    expect((await post(DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await post('a-brand-new-password')).statusCode).toBe(200);
  });

  it('refuses an expired link, an unknown one, and a link of another school', async () => {
    const link = await recoveryLink('teacher@riverside.edu', riverside.id);
    await sql
      .raw(
        `update users set recovery_sent_at = now() - interval '2 hours' where email = 'teacher@riverside.edu'`,
      )
      .execute(t.inspect);
    expectInvalidLink(await verify(link));

    expectInvalidLink(await verify({ ...link, token: 'A'.repeat(43) }));

    const other = await recoveryLink('admin@riverside.edu', riverside.id);
    expectInvalidLink(await verify({ ...other, tenant_id: greenwood.id }));
    // The real link still works after the crossed attempt.
    expect((await verify(other)).statusCode).toBe(200);
  });

  it('answers bad input with 400 naming the field', async () => {
    const link = { type: 'recovery', tenant_id: greenwood.id, token: 'A'.repeat(43) };
    for (const [payload, field] of [
      [{ ...link, type: 'signup' }, 'type'],
      [{ ...link, tenant_id: 'x' }, 'tenant_id'],
      [{ ...link, token: '' }, 'token'],
      [{ type: 'recovery', tenant_id: greenwood.id }, 'token'],
      [{ ...link, token: "' or 1=1 --".repeat(20) }, 'token'],
    ] as const) {
      const response = await verify(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.details.map((d: { path: string }) => d.path)).toContain(field);
    }
  });

  it('an old link with bad parameters goes to the page with the invalid-link message', async () => {
    for (const url of [
      '/api/auth/verify',
      '/api/auth/verify?type=signup&token=x&tenant_id=' + greenwood.id,
      "/api/auth/verify?type=recovery&token=' or 1=1&tenant_id=x",
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(fragment(response.headers.location).get('error_description')).toBe(
        'Email link is invalid or has expired',
      );
    }
  });

  it('a normal session cannot set a password without the current one', async () => {
    const session = await signIn(t.app, riverside, 'parent');
    const response = await t.call(session, {
      method: 'PUT',
      url: '/api/auth/user',
      payload: { password: 'whatever-password' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'To change your password, enter your current password in Settings.',
    );
  });

  it('validates the recover request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { tenant_id: greenwood.id, email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('email');
    expect(
      (await recover('someone@x.org', '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(202);
  });
});
