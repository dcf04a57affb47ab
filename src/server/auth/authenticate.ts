import type { FastifyRequest } from 'fastify';
import { AppError } from '@/shared/errors.ts';
import type { AppContext, Caller, RequestMeta } from '../context.ts';
import { withTenant } from '../db/with-tenant.ts';
import { findActiveSession } from './auth.queries.ts';
import { verifyAccessToken } from './tokens.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Resolves the caller from the Bearer token: a valid signature is not enough, the session it
 * names must still be live, so signing out or changing the password takes effect at once.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const claims = await verifyAccessToken(ctx.config.jwtSecret, match[1]);
  const caller: Caller = {
    userId: claims.sub,
    tenantId: claims.tenant_id,
    role: claims.role,
    sessionId: claims.sid,
  };
  const session = await withTenant(
    ctx.db,
    { tenantId: caller.tenantId, userId: caller.userId, role: caller.role },
    (tx) => findActiveSession(tx, caller.sessionId),
  );
  if (!session || session.user_id !== caller.userId) {
    throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
  }
  return caller;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: userAgent ? userAgent.slice(0, 500) : null };
}
