// What the load benchmarks share: running wrk and pgbench, and reading their figures.
import { spawnSync } from 'node:child_process';

/** Runs a load tool to its end; its output (stdout and stderr). */
export function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} is not installed: apt-get install -y ${command}`);
  return result.stdout + result.stderr;
}

/** Throughput, p50 and p99 (ms) and non-2xx responses from wrk's output (run with --latency). */
export function wrkFigures(out: string) {
  const ms = (label: string) => {
    const match = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!match) return NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50: ms('50%'),
    p99: ms('99%'),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}

/** Transactions per second and average latency (ms) from pgbench's output. */
export function pgbenchFigures(out: string) {
  return {
    tps: Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN),
    latency: Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? NaN),
  };
}
