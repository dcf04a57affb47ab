import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { sha256 } from '../../auth/tokens.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../../seed/seed-demo.ts';
import { greenwood } from '../../test/demo.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides the values of token-like query parameters only', () => {
    expect(redactUrl('/api/auth/verify?type=recovery&token=abc&tenant_id=t1')).toBe(
      '/api/auth/verify?type=recovery&token=%5Bredacted%5D&tenant_id=t1',
    );
    expect(redactUrl('/x?access_token=a&refresh_token=b&password=c')).not.toMatch(/=[abc](&|$)/);
    expect(redactUrl('/api/profiles?user_id=eq.1')).toBe('/api/profiles?user_id=eq.1');
    expect(redactUrl('/api/profile')).toBe('/api/profile');
  });
});

describe('request logs at info level', () => {
  const lines: string[] = [];
  const logs = () => lines.join('\n');
  let t: { app: Awaited<ReturnType<typeof buildApp>>; close(): Promise<void> };
  const recovery = 'R'.repeat(43);
  const confirmation = 'C'.repeat(43);
  const tenant_id = greenwood.id;

  beforeAll(async () => {
    const { database, drop } = await createTestDatabase('pglite');
    await migrate(database);
    await seedDemo(database);
    // Live links for a demo account, as if emailed (the email itself is not under test here).
    await database.exec(
      `update users set recovery_token_hash = '${sha256(recovery)}', recovery_sent_at = now(),
         confirmation_token_hash = '${sha256(confirmation)}'
       where email = 'teacher@greenwood.edu'`,
    );
    const app = await buildApp({
      config: testConfig(),
      database,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    t = {
      app,
      async close() {
        await app.close();
        await drop();
      },
    };
  });
  afterAll(async () => t?.close());

  it('never show an email link token, in an old link URL or in a POST body', async () => {
    for (const url of [
      `/api/auth/verify?type=recovery&token=${recovery}&tenant_id=${tenant_id}`,
      `/api/auth/confirm?token=${confirmation}&tenant_id=${tenant_id}`,
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(302);
      expect(logs()).toContain(url.split('?')[0]);
    }
    const verify = { type: 'recovery', tenant_id, token: recovery };
    const confirm = { tenant_id, token: confirmation };
    for (const [url, payload, status] of [
      ['/api/auth/verify', verify, 200],
      ['/api/auth/confirm', confirm, 200],
      ['/api/auth/verify', verify, 410],
      ['/api/auth/confirm', confirm, 410],
    ] as const) {
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(status);
    }
    expect(logs()).toContain('incoming request');
    expect(logs()).not.toContain(recovery);
    expect(logs()).not.toContain(confirmation);
  });
});
