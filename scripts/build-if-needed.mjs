// Builds the web app (then precompresses it) when dist/web is missing or older than its sources;
// `--force` always builds (npm run build).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { precompress } from './precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];
const builtIndex = path.join(root, 'dist/web/index.html');

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile() && !/\.test\.tsx?$/.test(dirent.name))
    .reduce(
      (newest, dirent) =>
        Math.max(newest, statSync(path.join(dirent.parentPath, dirent.name)).mtimeMs),
      0,
    );
}

export function buildIfNeeded({ force = false } = {}) {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const stale = force || sources.some((entry) => newestMtime(entry) > builtAt);
  if (!stale) return;
  console.log(
    builtAt
      ? 'Sources changed since the last build: rebuilding the web app…'
      : 'Building the web app…',
  );
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error('The web app did not build; see the errors above.');
    process.exit(result.status ?? 1);
  }
  precompress(path.join(root, 'dist/web'));
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildIfNeeded({ force: process.argv.includes('--force') });
