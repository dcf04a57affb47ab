import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const apiPrefixes = ['/api/', '/functions/'];

export function isApiPath(url: string): boolean {
  return (
    apiPrefixes.some((prefix) => url.startsWith(prefix)) || url === '/api' || url === '/functions'
  );
}

/**
 * Serves the built single-page app. Hashed assets are cached for a year; index.html never is, so a
 * new release reaches users on their next visit. Returns false when there is no build to serve.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/**
 * A request for a file rather than a screen: anything under /assets/ or whose last segment has an
 * extension. A stale tab after a deploy asks for old hashed modules; it must get a 404, not HTML.
 */
export function isFilePath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0]!;
  return pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(pathname);
}

/** Client routes (/login, /admin/..., unknown paths for the app's own 404 page) get index.html. */
export function sendSpaIndex(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url) || isFilePath(request.url)) return false;
  void reply.header('cache-control', 'no-cache').sendFile('index.html');
  return true;
}
