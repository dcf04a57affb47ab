import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every response, the Content-Security-Policy for the single-page app. The
 * middleware is built once here: @fastify/helmet built it again for every request (its directives
 * parsed each time, about 13 µs a request; bench/README.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, { hsts }: { hsts: boolean }) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: hsts,
  });
  // Helmet 8 throws its errors rather than passing them on.
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, () => done()),
  );
}
