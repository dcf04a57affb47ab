// The server Playwright starts: the built app on a fresh embedded database with the demo schools
// and one school per Playwright worker (E2E1, E2E2, ...: src/server/seed/schools/e2e-schools.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { runServer } from './run-server.mjs';

buildIfNeeded();
const port = process.env.E2E_PORT;
if (!port)
  throw new Error(
    'E2E_PORT is not set: start the E2E tests with playwright (playwright.config.ts).',
  );
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
// Tests read the emails the server sends (password recovery links) from this folder.
const mailDir = path.join(tmpdir(), `portal-e2e-mail-${port}`);
rmSync(mailDir, { recursive: true, force: true });
process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
});
runServer({
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: port,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  MAIL_DIR: mailDir,
  DATABASE_URL: '',
  SEED_DEMO: '1',
  E2E_WORKER_SCHOOLS: process.env.E2E_WORKER_SCHOOLS ?? '2',
  LOG_LEVEL: 'warn',
  SIGN_IN_LIMIT_PER_MINUTE: '10000',
});
