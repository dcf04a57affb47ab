import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '@/shared/errors.ts';
import type { Role } from '@/shared/schemas/auth.ts';
import { verifyAccessTokenUntil } from './access-token.ts';
import { createRequestScope, type RequestScope, type TokenClaims } from '../db/request-scope.ts';
import type { Database } from '../db/schema.ts';

/** Who may call a route: anyone, any signed-in user, or signed-in users of these roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];

/** An API route as registered: what the isolation matrix and the OpenAPI test walk. */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** Which inputs its schema declares (params, querystring, body). */
  inputs: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
  }
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The request's way to the database, scoped to the caller (see db/request-scope.ts). */
    scope: RequestScope;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The paths of the API; everything else is the web app's static files. */
export const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/functions/');

export function accessOf(config: unknown): Access | undefined {
  return (config as { access?: Access } | undefined)?.access;
}

async function verifiedClaims(secret: string, request: FastifyRequest): Promise<TokenClaims> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const { claims, expiresAtMs } = await verifyAccessTokenUntil(secret, match[1]);
  return { userId: claims.sub, tenantId: claims.tenant_id, sessionId: claims.sid, expiresAtMs };
}

/**
 * Every API route declares who may call it in its options (`config: { access }`); a route that does
 * not is refused when it is registered. One hook enforces it: a signed-in route needs a valid access
 * token, and its transaction (request.scope.asCaller) checks session, status and role against the
 * database in the statement that opens it.
 */
export function registerAccess(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: { jwtSecret: string; strict: boolean },
): void {
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const access = accessOf(route.config);
    if (!access) {
      throw new Error(
        `${String(route.method)} ${route.url} must declare who may call it: config.access`,
      );
    }
    const inputs = ['params', 'querystring', 'body'].filter(
      (key) => (route.schema as Record<string, unknown> | undefined)?.[key],
    );
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access, inputs });
    }
    if (access === 'public') return;
    route.schema = {
      ...route.schema,
      security: [{ bearerAuth: [] }],
      description: [
        route.schema?.description,
        access === 'signed-in'
          ? 'Any signed-in user.'
          : `Signed-in users with the role ${access.join(' or ')}.`,
      ]
        .filter(Boolean)
        .join(' '),
    };
  });

  app.decorateRequest('scope', null as unknown as RequestScope);
  app.addHook('onRequest', async (request) => {
    const access = accessOf(request.routeOptions.config) ?? 'public';
    const claims = access === 'public' ? null : await verifiedClaims(options.jwtSecret, request);
    const roles = access === 'public' || access === 'signed-in' ? null : access;
    request.scope = createRequestScope(db, { claims, roles });
  });

  // A signed-in route that answered without opening the caller's transaction never checked the
  // session or the role: a bug, caught in development and tests before it ships.
  if (options.strict) {
    app.addHook('onSend', async (request, reply) => {
      const access = accessOf(request.routeOptions.config);
      if (!access || access === 'public' || reply.statusCode >= 400) return;
      if (!request.scope.callerChecked) {
        throw new Error(
          `${request.method} ${request.routeOptions.url} is for signed-in users but never called request.scope.asCaller`,
        );
      }
    });
  }
}
