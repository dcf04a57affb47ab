import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { DatabaseKind } from './db/database.ts';

/** What services need from the running app: the database, the configuration, the mail worker. */
export interface AppContext {
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  config: Config;
  log: {
    info(obj: object | string, msg?: string): void;
    warn(obj: object | string, msg?: string): void;
  };
  /** Call after committing a transaction that queued email, so it goes out now, not at the next poll. */
  mail: { kick(): void };
}

/** Who made the request, as proven by a valid access token of a live session. */
export interface Caller {
  userId: string;
  tenantId: string;
  role: string;
  sessionId: string;
}

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}
