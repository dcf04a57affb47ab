import type { FastifySchema } from 'fastify';
import type { Access } from './access.ts';

/**
 * The options every route of one group shares: who may call it (config.access) and its OpenAPI
 * tags. The returned function adds one route's own schema (params, querystring, body, response).
 */
export function routeOptions<const A extends Access>(access: A, tags: string[]) {
  const config = { access };
  return <const S extends FastifySchema>(schema: S) => ({ config, schema: { tags, ...schema } });
}
