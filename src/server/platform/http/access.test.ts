import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwnerOf } from '../../test/as-owner.ts';
import { account, bearer, greenwood, signIn } from '../../test/demo.ts';
import { createTestApp, testBackends, testConfig, type TestApp } from '../../test/test-app.ts';
import { registerAccess } from './access.ts';
import { registerErrorHandler } from './error-handler.ts';

describe.each(testBackends())('route access on %s', (kind) => {
  let t: TestApp;
  let probe: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // A small app on the same database with routes the real app does not have (yet).
    probe = Fastify();
    registerAccess(probe, t.database.db, { jwtSecret: testConfig().jwtSecret, strict: true });
    registerErrorHandler(probe);
    probe.get('/api/probe/admins', { config: { access: ['admin'] } }, async (request) =>
      request.scope.asCaller(async (_tx, me) => ({ role: me.role })),
    );
    probe.get('/api/probe/forgets-the-caller', { config: { access: 'signed-in' } }, async () => ({
      ok: true,
    }));
    await probe.ready();
  });
  afterAll(async () => {
    await probe?.close();
    await t?.close();
  });

  const setProfile = (userId: string, changes: { role?: 'admin' | 'teacher'; status?: string }) =>
    asOwnerOf(t.database.db, greenwood.id, (tx) =>
      tx
        .updateTable('profiles')
        .set(changes as never)
        .where('user_id', '=', userId)
        .execute(),
    );

  it('refuses to register an API route that does not say who may call it', async () => {
    const app = Fastify();
    registerAccess(app, t.database.db, { jwtSecret: testConfig().jwtSecret, strict: true });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(
      /GET \/api\/undeclared must declare who may call it/,
    );
    await app.close();
  });

  it('a signed-in route without a valid token answers 401', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer nonsense' },
      { authorization: 'Basic x' },
    ]) {
      const response = await t.app.inject({ url: '/api/profile', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('roles declared on the route are checked against the database, not the token', async () => {
    const admin = await signIn(t.app, greenwood, 'admin');
    const teacher = await signIn(t.app, greenwood, 'teacher');
    const asAdmin = () => probe.inject({ url: '/api/probe/admins', headers: bearer(admin) });
    expect((await asAdmin()).json()).toEqual({ role: 'admin' });
    const refused = await probe.inject({ url: '/api/probe/admins', headers: bearer(teacher) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');

    // Demoted: the very next request is refused, though the token still says admin.
    const adminId = account(greenwood, 'admin').id;
    await setProfile(adminId, { role: 'teacher' });
    try {
      expect((await asAdmin()).statusCode).toBe(403);
    } finally {
      await setProfile(adminId, { role: 'admin' });
    }
    expect((await asAdmin()).statusCode).toBe(200);
  });

  it('service rules use the current role too: a demoted admin no longer reads other profiles', async () => {
    const admin = await signIn(t.app, greenwood, 'admin');
    const url = `/api/profiles?user_id=${account(greenwood, 'teacher').id}`;
    const read = () => t.call(admin, { url });
    expect((await read()).json()).toHaveLength(1);
    const adminId = account(greenwood, 'admin').id;
    await setProfile(adminId, { role: 'teacher' });
    try {
      expect((await read()).json()).toEqual([]);
    } finally {
      await setProfile(adminId, { role: 'admin' });
    }
  });

  it('a deactivated user is refused on their very next request', async () => {
    const teacher = await signIn(t.app, greenwood, 'teacher');
    const teacherId = account(greenwood, 'teacher').id;
    const read = () => t.call(teacher, { url: '/api/profile' });
    expect((await read()).statusCode).toBe(200);
    await setProfile(teacherId, { status: 'inactive' });
    try {
      const refused = await read();
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.message).toBe(
        'This account is inactive. Please contact your school administrator.',
      );
    } finally {
      await setProfile(teacherId, { status: 'active' });
    }
    expect((await read()).statusCode).toBe(200);
  });

  it('a signed-in route that never checks its caller is a bug the server refuses to ship', async () => {
    const teacher = await signIn(t.app, greenwood, 'teacher');
    const response = await probe.inject({
      url: '/api/probe/forgets-the-caller',
      headers: bearer(teacher),
    });
    expect(response.statusCode).toBe(500);
  });
});
