// Adds the platform-specific optional packages that `npm install` left out of package-lock.json.
//
// npm writes a lock entry only for the optional platform packages (@tailwindcss/oxide-darwin-arm64
// and the like) that the registry it installed from could serve. The registry mirror of our build
// machines serves only some platforms, so the lock file misses the others and `npm ci` refuses it
// ("Missing: … from lock file"). Each missing entry is written with its os and cpu, so `npm ci`
// skips it on other platforms and fetches it on its own. Run after `npm install` changes the lock:
//   node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'sunos', 'aix'];
const CPU = { arm64: 'arm64', x64: 'x64', arm: 'arm', ia32: 'ia32', wasm32: 'wasm32' };

/** os, cpu and libc from a name such as oxide-linux-arm-gnueabihf or oxide-wasm32-wasi. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  if (!cpu) return null;
  const libc = parts.includes('musl') ? ['musl'] : parts.includes('gnu') ? ['glibc'] : undefined;
  return { os: os ? [os] : undefined, cpu: [cpu], libc };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[base] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[base] = {
      version,
      ...(platform.cpu && { cpu: platform.cpu }),
      ...(entry.dev && { dev: true }),
      ...(platform.libc && { libc: platform.libc }),
      optional: true,
      ...(platform.os && { os: platform.os }),
    };
    added += 1;
  }
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added ? `Added ${added} optional platform packages to package-lock.json.` : 'Nothing to add.',
);
