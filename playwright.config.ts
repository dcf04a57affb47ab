import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/**
 * A port nobody holds, asked of the system once by the runner; set in the environment so that its
 * workers, which load this file again, and the mail folder helper (e2e/web-shell/mail.ts) agree.
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
// The server seeds one school per worker (E2E1, E2E2, ...; e2e/web-shell/fixtures.ts).
const workers = 2;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers,
  reporter: process.env.CI ? [['list']] : [['list']],
  // CI machines are shared and noisy: a walk that takes 20 s alone took over 60 s on a loaded
  // machine, so the limits are for hangs, not for speed (speed is measured in bench/).
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Spinners, skeleton pulses and the page progress bar repaint without end otherwise: on two
    // cores that painting slows every other test (the app honours reduced motion; see spinner.tsx).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Builds the app if needed, then serves it on a fresh embedded database with the demo schools
    // and one school per worker.
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { E2E_PORT: String(port), E2E_WORKER_SCHOOLS: String(workers) },
  },
});
