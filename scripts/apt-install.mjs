// Installs a Debian package when this process may: as root, on a machine with apt-get (CI images).
import { spawnSync } from 'node:child_process';

/** Whether `apt-get install -y <name>` ran and succeeded; false when not root or no apt-get. */
export function aptInstall(name, why) {
  const canApt =
    process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!canApt) return false;
  console.log(`${why}: installing Debian's ${name} package (apt-get install -y ${name})…`);
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  if (update.status !== 0) return false;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', name], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return install.status === 0;
}
