import type { Config } from './config.ts';

/**
 * What services need from the running app besides the request: configuration and a logger. The
 * database is reached only through the request's scope (request.scope), never from here.
 */
export interface AppContext {
  config: Config;
  log: {
    info(obj: object | string, msg?: string): void;
    warn(obj: object | string, msg?: string): void;
  };
}

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}
