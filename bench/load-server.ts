// What the load benchmarks that drive the server process share: a database of their own, the
// server started on a database for load, and an account signed in through it.
import { randomBytes } from 'node:crypto';
import type { Session } from '@/shared/schemas/auth.ts';
import {
  postSignIn,
  startServer,
  type ServerProcess,
  type SignInAccount,
} from '../src/server/test/server-process.ts';
import { adminUrl, query } from './load-tools.ts';

/** A new database on the benchmarks' PostgreSQL server: its URL, and `drop` for the end. */
export async function createBenchDatabase() {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  await query(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => query(adminUrl, `drop database if exists ${name} with (force)`);
  return { url: url.toString(), drop };
}

/**
 * The server on `databaseUrl`, with sign-in unlimited (a run signs in many times from one
 * address) and WEB_CONCURRENCY passed on; `checkout` runs another commit's server instead.
 */
export function startLoadServer(
  databaseUrl: string,
  { seedDemo, checkout }: { seedDemo: boolean; checkout?: string },
) {
  return startServer(
    {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: seedDemo ? '1' : '0',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SIGN_IN_LIMIT_PER_MINUTE: '100000',
      ...(process.env.WEB_CONCURRENCY ? { WEB_CONCURRENCY: process.env.WEB_CONCURRENCY } : {}),
    },
    { checkout },
  );
}

export async function stopServer(server: ServerProcess) {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Signs an account in through the server: its session, and the session id its token carries. */
export async function signIn(server: ServerProcess, account: SignInAccount) {
  const response = await postSignIn(server.baseUrl, account);
  if (!response.ok) throw new Error(`${account.email} cannot sign in: ${await response.text()}`);
  const session = (await response.json()) as Session;
  const claims = JSON.parse(
    Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
  ) as { sid: string };
  return { session, sessionId: claims.sid };
}
