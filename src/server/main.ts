import { buildApp } from './app.ts';
import { isClusterWorker, runPrimary, shouldFork } from './cluster.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './open-database.ts';

/**
 * config → database → migrate → listen; graceful shutdown on SIGINT and SIGTERM. With
 * WEB_CONCURRENCY > 1 (PostgreSQL) this process prepares the database and starts that many workers.
 */
async function main() {
  const config = await loadConfig();
  const logger = {
    level: config.logLevel,
    ...(process.stdout.isTTY && config.env !== 'production'
      ? { transport: { target: 'pino-pretty' } }
      : {}),
  };
  const bootLog = {
    info: (obj: object | string, msg?: string) =>
      console.log(
        typeof obj === 'string' ? obj : (msg ?? ''),
        typeof obj === 'string' ? '' : JSON.stringify(obj),
      ),
    warn: (obj: object | string, msg?: string) =>
      console.warn(
        typeof obj === 'string' ? obj : (msg ?? ''),
        typeof obj === 'string' ? '' : JSON.stringify(obj),
      ),
  };
  if (shouldFork(config, bootLog)) return runPrimary(config, bootLog);
  const database = await openDatabase(config, bootLog, { prepare: !isClusterWorker() });
  const app = await buildApp({ config, database, logger });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'Shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('Shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('Stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `School portal on http://localhost:${config.port} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The portal could not start:', error instanceof Error ? error.message : error);
    if (error instanceof Error && error.stack && process.env.LOG_LEVEL === 'debug')
      console.error(error.stack);
  }
  process.exit(1);
});
