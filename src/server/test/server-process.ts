import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** An account to sign in with: its school, email and password. */
export interface SignInAccount {
  tenantId: string;
  email: string;
  password: string;
}

/** POST /api/auth/sign-in on a running server: the response, for the caller to judge. */
export function postSignIn(baseUrl: string, { tenantId, email, password }: SignInAccount) {
  return fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenant_id: tenantId, email, password }),
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Starts `src/server/main.ts` (of this checkout, or of `checkout`: another commit's, for a
 * benchmark's baseline) as a real process and waits until /api/health answers (a first start
 * on a new data folder creates, migrates and seeds it: slow on a loaded machine).
 */
export async function startServer(
  env: Record<string, string>,
  options: { startTimeoutMs?: number; checkout?: string } = {},
): Promise<ServerProcess> {
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  const cwd = options.checkout ?? root;
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(cwd, 'src/server/main.ts')], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok)
        return { child, baseUrl, output: () => output, exited };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer within ${startTimeoutMs / 1000} s:\n${output}`);
}
