import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../../context.ts';

export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: userAgent ? userAgent.slice(0, 500) : null };
}
