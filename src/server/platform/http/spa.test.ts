import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A built web app in miniature: the index, one hashed module and the robots file.
const webDist = mkdtempSync(path.join(tmpdir(), 'portal-spa-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'export {};');
writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');

describe('the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers screens with the index page', async () => {
    for (const url of ['/', '/login', '/parent/reports', '/no-such-screen']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
  });

  it('serves existing files as themselves', async () => {
    const module = await get('/assets/index-abc123.js');
    expect(module.statusCode).toBe(200);
    expect(module.headers['content-type']).toContain('javascript');
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('User-agent');
  });

  it('answers 404, not the index page, for files that are not there', async () => {
    for (const url of [
      '/assets/index-old999.js',
      '/assets/style.css',
      '/favicon.ico',
      '/x/y.png',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toContain('text/html');
    }
  });
});
