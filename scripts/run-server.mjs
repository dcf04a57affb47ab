// Runs the API server (TypeScript through tsx) as a child, passing signals on and its exit code back.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function runServer(env = process.env) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'src/server/main.ts')],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  );
  // Ctrl+C reaches the child through the terminal; SIGTERM (from a supervisor) is passed on.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
