import pg from 'pg';
import { reconnectDelayMs } from '@/shared/schemas/live.ts';

export interface ListenHandlers {
  onPayload(payload: string): void;
  /** Called after the connection came back: notifications sent while it was down are lost. */
  onReconnect?(): void;
  log?: { warn(obj: object | string, msg?: string): void };
}

/** Stops listening and closes the connection. */
export type Unlisten = () => Promise<void>;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * LISTEN on one dedicated PostgreSQL connection: a pooled one would lose it on release, and behind a
 * transaction-pooling pooler (PgBouncer in transaction mode) the server session that ran LISTEN
 * goes back to the pooler's pool, so notifications never reach us. `connectionString` is therefore
 * the direct one (DATABASE_DIRECT_URL). When the connection drops it reconnects after 1, 2, 5, then every 10 s, and says so with onReconnect.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let everConnected = false;

  const retry = () => {
    if (stopped || timer) return;
    const delay = reconnectDelayMs(failures);
    failures += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = null;
      if (!stopped)
        handlers.log?.warn(
          { err: error?.message },
          'Live updates: lost the LISTEN connection; reconnecting',
        );
      next.end().catch(() => undefined);
      retry();
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onPayload(message.payload);
    });
    next.on('error', drop);
    next.on('end', () => drop());
    try {
      await next.connect();
      await next.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      drop(error as Error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    failures = 0;
    if (everConnected) handlers.onReconnect?.();
    everConnected = true;
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
