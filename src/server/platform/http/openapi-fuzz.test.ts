import { describe, expect, it } from 'vitest';
import { roles, type Role, type Session } from '@/shared/schemas/auth.ts';
import { bearer, greenwood, signIn } from '../../test/demo.ts';
import { operationCases, type FuzzCase, type Operation } from '../../test/fuzz-cases.ts';
import { seeded } from '../../test/fuzz-samples.ts';
import { testBackends } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

type Caller = Role | 'anonymous';

/**
 * Every operation of /api/openapi.json gets wrong inputs (seeded, so the same on every run), as
 * each role of a demo school and anonymously: no answer may be a 5xx, a 400 says what is wrong, and
 * no value may get as far as the database refusing it (the error handler's safety net).
 */
describe.each(testBackends())('the OpenAPI document fuzzed on %s', (kind) => {
  const sessions = new Map<Caller, Session>();
  // The error handler's warnings: a value the database refused got past the edge checks.
  const warnings: string[] = [];
  const stream = { write: (line: string) => void warnings.push(line) };
  const t = useTestApp(kind, {}, { logger: { level: 'warn', stream } });

  const session = async (role: Role) => {
    if (!sessions.has(role)) sessions.set(role, await signIn(t.app, greenwood, role));
    return sessions.get(role)!;
  };

  async function send(c: FuzzCase, caller: Caller) {
    const auth = caller === 'anonymous' ? {} : bearer(await session(caller));
    const response = await t.app.inject({
      method: c.method as 'GET',
      url: c.url,
      headers: { ...c.headers, ...auth },
      payload: c.payload,
      // Streams (live events) answer their headers and go on: read the body only of errors.
      payloadAsStream: true,
    });
    const stream = response.stream();
    let body = '';
    if (response.statusCode >= 400) {
      for await (const chunk of stream) body += String(chunk);
    } else {
      stream.destroy();
    }
    // A caller whose session the case ended (sign-out) signs in again for the next case.
    if (response.statusCode === 401 && caller !== 'anonymous') sessions.delete(caller);
    return { status: response.statusCode, body };
  }

  it('answers every wrong input with a 4xx, never a 5xx', { timeout: 300_000 }, async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
    }>();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ ...op, method, path })),
    );
    expect(operations.length).toBeGreaterThan(100);
    const random = seeded(20_26);
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();
    for (const operation of operations) {
      for (const c of operationCases(operation, random, { mutations: 12 })) {
        for (const caller of [...roles, 'anonymous'] as const) {
          warnings.length = 0;
          const { status, body } = await send(c, caller);
          sent += 1;
          const where = `${c.method} ${c.url.slice(0, 120)} as ${caller}, ${c.label}`;
          if (status >= 500) failures.push(`${where}: ${status} ${body.slice(0, 200)}`);
          else if (warnings.length) {
            failures.push(`${where}: ${status}, but only the database refused it: ${warnings[0]}`);
          } else if (status === 400 && !/"message":"[^"]+"/.test(body)) {
            failures.push(`${where}: 400 without a message: ${body.slice(0, 200)}`);
          }
        }
      }
    }
    console.info(`fuzz on ${kind}: ${sent} requests in ${Date.now() - started} ms`);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
