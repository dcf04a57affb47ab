import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo-schools.ts';
import { createTestApp, testBackends, type TestApp } from '../test/test-app.ts';
import { bearer, greenwood, riverside, signIn } from '../test/demo.ts';

describe.each(testBackends())('password recovery on %s', (kind) => {
  let t: TestApp;
  let mailDir: string;
  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), 'portal-mail-'));
    t = await createTestApp(kind, { mailDir });
  });
  afterAll(async () => t?.close());

  const recover = (email: string, tenant_id = greenwood.id) =>
    t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { tenant_id, email } });

  const outbox = (to: string) =>
    t.database.db
      .selectFrom('email_outbox')
      .select('body')
      .where('to_email', '=', to)
      .orderBy('created_at')
      .execute();

  const linkPath = (body: string) =>
    (/(http\S+verify\S+)/.exec(body)?.[1] ?? '').replace('http://portal.test', '');

  async function recoveryLink(email: string, tenantId = greenwood.id) {
    expect((await recover(email, tenantId)).statusCode).toBe(202);
    const mails = await outbox(email);
    return linkPath(mails.at(-1)?.body ?? '');
  }

  const fragment = (location: string | undefined) =>
    new URLSearchParams((location ?? '').replace(/^\/#/, ''));

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
    expect(mails[0]?.body).toContain('/api/auth/verify?type=recovery&token=');

    // Asked again within a minute: still 202, but no second email.
    expect((await recover('teacher@greenwood.edu')).statusCode).toBe(202);
    expect(await outbox('teacher@greenwood.edu')).toHaveLength(1);
  });

  it('writes the email to MAIL_DIR while no SMTP is configured', async () => {
    await recover('admin@greenwood.edu');
    await t.app.mailWorker.drainOnce();
    const files = await readdir(mailDir);
    const contents = await Promise.all(
      files.map((file) => readFile(path.join(mailDir, file), 'utf8')),
    );
    const mail = contents.find((text) => text.startsWith('To: admin@greenwood.edu'));
    expect(mail).toContain('Subject: Reset your password');
    expect(mail).toContain('/api/auth/verify?type=recovery&token=');
  });

  it('the link opens a recovery session once, and can set a new password', async () => {
    const link = await recoveryLink('parent@greenwood.edu');
    const elsewhere = await signIn(t.app, greenwood, 'parent');

    const opened = await t.app.inject({ url: link });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers['cache-control']).toBe('no-store');
    const params = fragment(opened.headers.location);
    expect(params.get('type')).toBe('recovery');
    expect(params.get('school_code')).toBe('GREENWOOD');
    expect(params.get('token_type')).toBe('bearer');
    expect(Number(params.get('expires_in'))).toBe(3600);
    const recovery = { access_token: params.get('access_token') ?? '' } as Parameters<
      typeof bearer
    >[0];
    const user = await t.app.inject({ url: '/api/auth/user', headers: bearer(recovery) });
    expect(user.json()).toMatchObject({
      email: 'parent@greenwood.edu',
      tenant_id: greenwood.id,
      role: 'parent',
    });

    // Used once: the same link now fails.
    const again = await t.app.inject({ url: link });
    expect(fragment(again.headers.location).get('error_description')).toBe(
      'Email link is invalid or has expired',
    );

    const tooShort = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(recovery),
      payload: { password: 'short' },
    });
    expect(tooShort.statusCode).toBe(400);

    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(recovery),
      payload: { password: 'a-brand-new-password' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ email: 'parent@greenwood.edu' });

    // The recovery session goes on as a normal one; every other session is signed out.
    expect(
      (await t.app.inject({ url: '/api/profile', headers: bearer(recovery) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/profile', headers: bearer(elsewhere) })).statusCode,
    ).toBe(401);
    const secondSet = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(recovery),
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

  it('refuses an expired link, a link of another school, and a mangled link', async () => {
    const link = await recoveryLink('teacher@riverside.edu', riverside.id);
    await t.database.exec(
      `update users set recovery_sent_at = now() - interval '2 hours' where email = 'teacher@riverside.edu'`,
    );
    expect(fragment((await t.app.inject({ url: link })).headers.location).get('error')).toBe(
      'access_denied',
    );

    const other = await recoveryLink('admin@riverside.edu', riverside.id);
    const crossed = other.replace(riverside.id, greenwood.id);
    expect(fragment((await t.app.inject({ url: crossed })).headers.location).get('error')).toBe(
      'access_denied',
    );
    // The real link still works after the crossed attempt.
    expect(fragment((await t.app.inject({ url: other })).headers.location).get('type')).toBe(
      'recovery',
    );

    for (const url of [
      '/api/auth/verify',
      '/api/auth/verify?type=signup&token=x&tenant_id=' + greenwood.id,
      "/api/auth/verify?type=recovery&token=' or 1=1&tenant_id=x",
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(302);
      expect(fragment(response.headers.location).get('error')).toBe('access_denied');
    }
  });

  it('a normal session cannot set a password without the current one', async () => {
    const session = await signIn(t.app, riverside, 'parent');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(session),
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
