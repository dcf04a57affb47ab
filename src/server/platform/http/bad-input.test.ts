import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { bearer, greenwood, signIn as signInDemo } from '../../test/demo.ts';

describe.each(testBackends())('bad input on %s', (kind) => {
  const t = useTestApp(kind);

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

  it.each([
    ['a NUL', 'Ada\u0000Lovelace', 'must not contain a NUL character'],
    ['a lone surrogate', 'Ada \ud800', 'lone surrogate'],
  ])(
    'text with %s gets 400 naming the field, before any route runs',
    async (_label, name, words) => {
      const admin = await signInDemo(t.app, greenwood, 'admin');
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        payload: JSON.stringify({ full_name: name }),
        headers: { ...bearer(admin), 'content-type': 'application/json' },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.details[0].path).toBe('full_name');
      expect(response.json().error.message).toContain(words);
      const search = await t.call(admin, {
        url: '/api/admin/students?search=%00',
      });
      expect(search.statusCode).toBe(400);
      expect(search.json().error.details[0].path).toBe('search');
    },
  );

  it('a NUL in a path parameter gets 400 naming it', async () => {
    const response = await t.app.inject({ url: '/api/tenants/%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('code');
  });

  it('every route with path parameters declares them, so the text check at the edge sees them', () => {
    const undeclared = t.app.apiRoutes
      .filter((route) => route.url.includes(':') && !route.inputs.includes('params'))
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('dates outside 1900 to 2200 get 400 naming the field', async () => {
    const teacher = await signInDemo(t.app, greenwood, 'teacher');
    const response = await t.call(teacher, {
      method: 'POST',
      url: '/api/teacher/assignments',
      payload: {
        title: 'T',
        dueDate: '0000-01-01',
        subjectId: greenwood.id,
        classId: greenwood.id,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: 'dueDate', message: 'Due date must be between 1900 and 2200' },
    ]);
  });

  it('multipart without a boundary, or cut short, gets 400', async () => {
    const admin = await signInDemo(t.app, greenwood, 'admin');
    const send = (type: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/imports/dry-run?kind=students',
        payload,
        headers: { ...bearer(admin), 'content-type': type },
      });
    const unbounded = await send('multipart/form-data', 'x');
    expect(unbounded.statusCode).toBe(400);
    expect(unbounded.json().error.message).toContain('boundary');
    const cut = await send(
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nhalf',
    );
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error.message).toContain('multipart body');
  });

  it('unknown API paths get a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it.each(['/api/health', '/api/nope'])('sets security headers on %s', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.headers).toMatchObject({
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    // Strict-Transport-Security only in production (behind TLS).
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
