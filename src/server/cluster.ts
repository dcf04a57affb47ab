import cluster from 'node:cluster';
import type { Config } from './config.ts';
import { openDatabase } from './open-database.ts';

interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
}

/** Whether this process should start workers instead of serving (WEB_CONCURRENCY > 1). */
export function shouldFork(config: Config, log: Logger): boolean {
  if (!cluster.isPrimary || config.webConcurrency <= 1) return false;
  if (!config.databaseUrl) {
    log.warn(
      'WEB_CONCURRENCY is ignored on the embedded database (one process owns its folder); set DATABASE_URL to run several workers.',
    );
    return false;
  }
  return true;
}

export const isClusterWorker = () => cluster.isWorker;

/**
 * The primary prepares the database once (migrations, seed), then starts one worker per
 * WEB_CONCURRENCY; they share the port. A worker that dies unexpectedly is replaced; SIGTERM and
 * SIGINT reach every worker, which finish their requests in flight, and the primary exits after them.
 */
export async function runPrimary(config: Config, log: Logger): Promise<void> {
  const database = await openDatabase(config, log);
  await database.close();
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < config.webConcurrency; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.warn(
      { pid: worker.process.pid, code, signal },
      'A server worker stopped; starting another',
    );
    fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  log.info(`Started ${config.webConcurrency} server workers on port ${config.port}`);
}
