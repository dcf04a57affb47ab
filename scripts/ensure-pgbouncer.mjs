// The PostgreSQL tests that run through a transaction pooler need PgBouncer (Debian's package
// pgbouncer). Run as a script, it prints the program's path as its last line (exit 1: none).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';

// Debian puts it in /usr/sbin, which is not on every user's PATH.
const KNOWN = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'];

function findPgbouncer() {
  if (process.env.PGBOUNCER_PATH) {
    return existsSync(process.env.PGBOUNCER_PATH) ? process.env.PGBOUNCER_PATH : null;
  }
  const onPath = spawnSync('sh', ['-c', 'command -v pgbouncer'], { encoding: 'utf8' });
  const found = onPath.status === 0 ? onPath.stdout.trim() : '';
  return found || KNOWN.find((candidate) => existsSync(candidate)) || null;
}

/** The pgbouncer program, installed with apt-get when missing and allowed; null: none (said loudly). */
export function ensurePgbouncer() {
  const found = findPgbouncer();
  if (found) return found;
  if (!process.env.PGBOUNCER_PATH && aptInstall('pgbouncer', 'PgBouncer is missing')) {
    const installed = findPgbouncer();
    if (installed) return installed;
  }
  console.error(
    [
      '!!! The tests of the portal behind a transaction pooler need PgBouncer, and it is not installed.',
      '!!! Install it with:  sudo apt-get install -y pgbouncer   (Debian/Ubuntu package "pgbouncer")',
      '!!! or point PGBOUNCER_PATH at the program. Without it those tests are SKIPPED (in CI: failed).',
    ].join('\n'),
  );
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = ensurePgbouncer();
  if (found) console.log(found);
  process.exit(found ? 0 : 1);
}
