// npm test: format, lint, typecheck, unit + component + API integration (Vitest), then E2E (Playwright).
// Every step runs; the last line sums up the tests as "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePgbouncer } from './ensure-pgbouncer.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
// Not test-results/: Playwright empties that folder when it starts.
const results = path.join(root, 'test-reports');
mkdirSync(results, { recursive: true });
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const failures = [];
function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`✔ ${name} (${seconds} s)`);
  else {
    console.log(`✘ ${name} failed (${seconds} s)`);
    failures.push(name);
  }
}

step('format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
step('lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']);
step('typecheck (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
// The PostgreSQL tests behind PgBouncer: installed here, outside any test's time limit.
if (process.env.TEST_DATABASE_URL) ensurePgbouncer();
step('unit, component and API integration tests (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(results, 'vitest.json')}`,
]);

const e2eArgs = ['test', '--reporter=list,json'];
if (ensureChromium()) {
  buildIfNeeded();
  step('end-to-end tests (playwright, Chromium)', bin('playwright'), e2eArgs, {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright.json'),
  });
} else {
  failures.push('end-to-end tests (Chromium missing)');
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}
const vitest = readJson(path.join(results, 'vitest.json'));
const playwright = readJson(path.join(results, 'playwright.json'));
const passed =
  (vitest?.numPassedTests ?? 0) +
  (playwright?.stats?.expected ?? 0) +
  (playwright?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped =
  (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length ? 1 : 0);
