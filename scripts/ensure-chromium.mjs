// E2E runs in Debian's Chromium; Playwright never downloads a browser of its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromium)) return true;
  const canApt =
    process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (canApt && !process.env.CHROMIUM_PATH) {
    console.log(
      "Chromium is missing: installing Debian's chromium package (apt-get install -y chromium)…",
    );
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    if (install && install.status === 0 && existsSync(chromium)) return true;
  }
  console.error(
    [
      `The end-to-end tests need Chromium at ${chromium}, and it is not there.`,
      'Install it with:  sudo apt-get install -y chromium   (Debian/Ubuntu package "chromium")',
      'or point CHROMIUM_PATH at an installed Chromium. Playwright never downloads a browser here.',
    ].join('\n'),
  );
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
