import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/test-app.ts';

/** A route that answers a shape it did not declare is a bug: the app refuses to send it. */
describe('declared response schemas', () => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  const logged: unknown[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase('pglite');
    app = await buildApp({
      config: testConfig(),
      database: testDatabase.database,
      backgroundMail: false,
      backgroundAfterReply: false,
      logger: {
        level: 'error',
        stream: { write: (line: string) => logged.push(JSON.parse(line)) },
      },
    });
    const declared = z.object({ id: z.string(), name: z.string() });
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/test/declared',
      { config: { access: 'public' }, schema: { response: { 200: declared } } },
      async () => ({ id: 'a', name: 'Ada', password_hash: 'secret' }),
    );
    routes.get(
      '/test/undeclared',
      { config: { access: 'public' }, schema: { response: { 200: declared } } },
      // The handler's type would refuse this too; the cast stands for a service that drifted.
      async () => ({ id: 'a', title: 'Ada' }) as unknown as z.infer<typeof declared>,
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDatabase?.drop();
  });

  it('sends only the declared fields of a matching answer', async () => {
    const response = await app.inject({ url: '/test/declared' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'a', name: 'Ada' });
  });

  it('refuses an answer that does not match its schema: a 500 in words, logged as a bug', async () => {
    logged.length = 0;
    const response = await app.inject({ url: '/test/undeclared' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on the server. Please try again.' },
    });
    expect(response.body).not.toContain('Ada');
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, msg: expect.stringMatching(/response schema/i) }),
    );
  });
});
