import { describe, expect, it } from 'vitest';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { greenwood, riverside } from '../test/demo.ts';

describe.each(testBackends())('tenant lookup on %s', (kind) => {
  const t = useTestApp(kind);

  it('finds a school by its code, trimmed and upper-cased', async () => {
    const response = await t.app.inject({
      url: `/api/tenants/${encodeURIComponent('  greenWood ')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: greenwood.id,
      school_code: 'GREENWOOD',
      school_name: 'Greenwood High School',
      logo_url: '/logos/greenwood.svg',
      theme_mode: 'light',
      primary_color: '#ec4899',
      secondary_color: '#3b82f6',
    });
  });

  it('returns the second demo school with its own branding and no logo', async () => {
    const response = await t.app.inject({ url: '/api/tenants/riverside' });
    expect(response.json()).toMatchObject({
      id: riverside.id,
      school_name: 'Riverside Academy',
      theme_mode: 'dark',
      logo_url: null,
    });
  });

  it('answers 404 NOT_FOUND for an unknown code, and for SQL-looking input', async () => {
    for (const code of ['NOPE', "' or 1=1 --", 'GREENWOOD; drop table tenants']) {
      const response = await t.app.inject({ url: `/api/tenants/${encodeURIComponent(code)}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await t.app.inject({ url: '/api/tenants/greenwood' })).statusCode).toBe(200);
  });

  it('refuses a blank or over-long code with 400', async () => {
    for (const code of ['%20%20', 'X'.repeat(33)]) {
      const response = await t.app.inject({ url: `/api/tenants/${code}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});
