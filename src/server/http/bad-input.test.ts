import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../test/test-app.ts';
import { greenwood } from '../test/demo.ts';

describe.each(testBackends())('bad input on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const signIn = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload,
      headers: { 'content-type': contentType },
    });

  it.each([
    ['missing fields', '{}', 'tenant_id'],
    ['wrong types', JSON.stringify({ tenant_id: 42, email: ['a'], password: true }), 'tenant_id'],
    [
      'a bad email',
      JSON.stringify({ tenant_id: greenwood.id, email: 'not-an-email', password: 'x' }),
      'email',
    ],
    [
      'an unknown school',
      JSON.stringify({ tenant_id: 'GREENWOOD', email: 'a@b.org', password: 'x' }),
      'tenant_id',
    ],
  ])('%s: 400 naming the field', async (_label, payload, field) => {
    const response = await signIn(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it('a school id that does not exist gets the usual invalid credentials', async () => {
    const response = await signIn(
      JSON.stringify({
        tenant_id: '00000000-0000-4000-8000-000000000000',
        email: 'a@b.org',
        password: 'x',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('SQL-looking strings are only data', async () => {
    const response = await signIn(
      JSON.stringify({
        tenant_id: greenwood.id,
        email: 'admin@greenwood.edu',
        password: "' or 1=1; drop table users; --",
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
    const sqlEmail = await signIn(
      JSON.stringify({ tenant_id: greenwood.id, email: "' or '1'='1", password: 'x' }),
    );
    expect(sqlEmail.json().error.details[0]).toEqual({
      path: 'email',
      message: 'Enter a valid email address',
    });
    expect((await t.app.inject({ url: '/api/tenants/GREENWOOD' })).statusCode).toBe(200);
  });

  it('invalid JSON gets 400 with a plain message', async () => {
    const response = await signIn('{"tenant_id": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request body is not valid JSON.',
    });
  });

  it('a 1 MB body gets 413 and the server stays up', async () => {
    const big = JSON.stringify({
      tenant_id: greenwood.id,
      email: 'a@b.org',
      password: 'x'.repeat(1024 * 1024),
    });
    const response = await signIn(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: kind,
    });
  });

  it('a password over 128 characters is refused before any hashing', async () => {
    const response = await signIn(
      JSON.stringify({ tenant_id: greenwood.id, email: 'a@b.org', password: 'x'.repeat(129) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('password');
  });

  it('unknown API paths get a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('sets security headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
