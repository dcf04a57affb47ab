import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAIL_FROM, loadConfig, parseEnv } from './config.ts';

describe('config', () => {
  it('has defaults for a fresh machine', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-config-'));
    const config = await loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 5001,
      dataDir: dir,
      databaseUrl: undefined,
      seedDemo: true,
      publicUrl: 'http://localhost:5001',
    });
  });

  it('generates a JWT secret in the data folder once and keeps it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-config-'));
    const first = await loadConfig({ DATA_DIR: dir });
    const second = await loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect((await readFile(path.join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first.jwtSecret);
  });

  it('stops a production start on PostgreSQL without JWT_SECRET, with a clear message', async () => {
    await expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/x', NODE_ENV: 'production' }),
    ).rejects.toThrow(/JWT_SECRET is required when DATABASE_URL is set and NODE_ENV=production/);
  });

  it('gives LISTEN and the migration lock DATABASE_DIRECT_URL, else DATABASE_URL', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-config-'));
    const pooled = 'postgres://app@pooler:6543/portal';
    const direct = 'postgres://app@db:5432/portal';
    expect((await loadConfig({ DATA_DIR: dir })).databaseDirectUrl).toBeUndefined();
    expect((await loadConfig({ DATA_DIR: dir, DATABASE_URL: pooled })).databaseDirectUrl).toBe(
      pooled,
    );
    expect(
      await loadConfig({ DATA_DIR: dir, DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct }),
    ).toMatchObject({ databaseUrl: pooled, databaseDirectUrl: direct });
    await expect(loadConfig({ DATA_DIR: dir, DATABASE_DIRECT_URL: direct })).rejects.toThrow(
      /DATABASE_DIRECT_URL is set but DATABASE_URL is not/,
    );
    expect(() => parseEnv({ DATABASE_DIRECT_URL: 'mysql://db/portal' })).toThrow(
      /DATABASE_DIRECT_URL must be a postgres:\/\/ or postgresql:\/\/ connection string/,
    );
  });

  it('loads demo data on PostgreSQL only with SEED_DEMO=1', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-config-'));
    expect(
      (await loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://localhost/x' })).seedDemo,
    ).toBe(false);
    expect(
      (await loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://localhost/x', SEED_DEMO: '1' }))
        .seedDemo,
    ).toBe(true);
    expect((await loadConfig({ DATA_DIR: dir, SEED_DEMO: '0' })).seedDemo).toBe(false);
  });

  it('seeds E2E worker schools only in NODE_ENV=test', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-config-'));
    expect((await loadConfig({ DATA_DIR: dir })).e2eWorkerSchools).toBe(0);
    expect(
      (await loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', E2E_WORKER_SCHOOLS: '2' }))
        .e2eWorkerSchools,
    ).toBe(2);
    await expect(loadConfig({ DATA_DIR: dir, E2E_WORKER_SCHOOLS: '2' })).rejects.toThrow(
      /E2E_WORKER_SCHOOLS is for end-to-end tests only: it needs NODE_ENV=test/,
    );
  });

  it('takes RAG_ADMIN_TOKEN only when long enough, and never repeats it in the message', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-config-'));
    expect((await loadConfig({ DATA_DIR: dir })).ragAdminToken).toBeUndefined();
    const token = 'x'.repeat(40);
    expect((await loadConfig({ DATA_DIR: dir, RAG_ADMIN_TOKEN: token })).ragAdminToken).toBe(token);
    const short = loadConfig({ DATA_DIR: dir, RAG_ADMIN_TOKEN: 'short-secret' });
    await expect(short).rejects.toThrow(/RAG_ADMIN_TOKEN must be at least 32 characters/);
    await expect(short).rejects.not.toThrow(/short-secret/);
  });

  it('treats an empty variable as unset', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-config-'));
    const config = await loadConfig({ DATA_DIR: dir, DATABASE_URL: '', PORT: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(5001);
  });

  it('reads SMTP_URL and MAIL_FROM, with a default sender and no SMTP when unset', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-config-'));
    expect(await loadConfig({ DATA_DIR: dir })).toMatchObject({
      smtpUrl: undefined,
      mailFrom: DEFAULT_MAIL_FROM,
    });
    const config = await loadConfig({
      DATA_DIR: dir,
      SMTP_URL: 'smtps://portal:p%40ss@mail.example.org:465',
      MAIL_FROM: 'Greenwood Office <office@greenwood.edu>',
    });
    expect(config.smtpUrl).toBe('smtps://portal:p%40ss@mail.example.org:465');
    expect(config.mailFrom).toBe('Greenwood Office <office@greenwood.edu>');
    expect((await loadConfig({ DATA_DIR: dir, MAIL_FROM: 'office@greenwood.edu' })).mailFrom).toBe(
      'office@greenwood.edu',
    );
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://, without repeating its password', () => {
    for (const value of [
      'http://user:secret-pw@mail.example.org',
      'smtp://',
      'mail.example.org:587',
      'smtp:user:secret-pw@x',
    ]) {
      let message = '';
      try {
        parseEnv({ SMTP_URL: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, value).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
      expect(message).not.toContain('secret-pw');
    }
  });

  it('refuses a MAIL_FROM that is not an address', () => {
    for (const value of ['School Portal', 'no-reply', 'a@b <c>', 'Portal <a@b>\r\nBcc: x@y']) {
      expect(() => parseEnv({ MAIL_FROM: value }), value).toThrow(
        /MAIL_FROM must be an email address/,
      );
    }
  });

  it('reports every wrong variable at once', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain(
      'DATABASE_URL must be a postgres:// or postgresql:// connection string',
    );
    expect(message).toContain('JWT_SECRET must be at least 32 characters');
  });
});
