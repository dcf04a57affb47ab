import type { FastifyRequest, FastifyServerOptions } from 'fastify';

// code and state: an identity provider's answer (auth/oidc), one-time but not for logs.
const SECRET_PARAM = /token|password|secret|^code$|^state$/i;

/** The URL with the values of secret-looking query parameters (an old email link's token) hidden. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const secret = [...new Set(params.keys())].filter((key) => SECRET_PARAM.test(key));
  if (secret.length === 0) return url;
  for (const key of secret) params.set(key, '[redacted]');
  return `${url.slice(0, at)}?${params.toString()}`;
}

/** Fastify's request serializer, with the URL redacted; bodies are never logged. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger options, whatever the caller passed, with requests logged without secrets. */
export function withRedaction(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
