import type { FastifyRequest } from 'fastify';
import { AppError } from '@/shared/errors.ts';
import type { AppContext, Caller, RequestMeta } from '../context.ts';
import { withTenant, type Tx } from '../db/with-tenant.ts';
import { findActiveSession } from './auth.queries.ts';
import { verifyAccessToken } from './tokens.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Reads the caller from the Bearer token's verified claims. The session is checked by withCaller. */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const claims = await verifyAccessToken(ctx.config.jwtSecret, match[1]);
  return {
    userId: claims.sub,
    tenantId: claims.tenant_id,
    role: claims.role,
    sessionId: claims.sid,
  };
}

/**
 * The one transaction of a signed-in request: withTenant scoped to the caller, whose first statement
 * checks that the token's session is still live, so signing out or changing the password takes
 * effect at once, not when the token expires.
 */
export function withCaller<T>(
  ctx: AppContext,
  caller: Caller,
  fn: (tx: Tx, session: { kind: 'password' | 'recovery' }) => Promise<T>,
): Promise<T> {
  const scope = { tenantId: caller.tenantId, userId: caller.userId, role: caller.role };
  return withTenant(ctx.db, scope, async (tx) => {
    const session = await findActiveSession(tx, caller.sessionId);
    if (!session || session.user_id !== caller.userId) {
      throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
    }
    return fn(tx, session);
  });
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: userAgent ? userAgent.slice(0, 500) : null };
}
