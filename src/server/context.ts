import type { Config } from './config.ts';
import type { AfterReply } from './platform/http/after-reply.ts';

/**
 * What services need from the running app besides the request: configuration, a logger and the
 * mail worker. The database is reached only through the request's scope (request.scope).
 */
export interface AppContext {
  config: Config;
  log: {
    info(obj: object | string, msg?: string): void;
    warn(obj: object | string, msg?: string): void;
  };
  /** Call after committing a transaction that queued email, so it goes out now, not at the next poll. */
  mail: { kick(tenantId: string): void };
  /** Web Push (platform/workers/push-sender.ts): call after committing, as mail.kick. */
  push: { send(tenantId: string, notificationIds: readonly string[]): void };
  /** Work started after the answer is sent (see http/after-reply.ts). */
  afterReply: AfterReply;
}

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}
