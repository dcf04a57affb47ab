// E2E runs in Debian's Chromium; Playwright never downloads a browser of its own.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromium)) return true;
  if (!process.env.CHROMIUM_PATH && aptInstall('chromium', 'Chromium is missing')) {
    if (existsSync(chromium)) return true;
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
