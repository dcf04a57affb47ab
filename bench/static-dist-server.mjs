// Serves the web build (dist/web) the way the portal's server does for the first screen: index.html
// for screens, the precompressed .br or .gz of a file when the browser accepts it
// (scripts/precompress.mjs, @fastify/static preCompressed), hashed assets cached for a year.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

export const dist = path.resolve(import.meta.dirname, '../dist/web');
const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.html': 'text/html',
};

/** Starts the server on a free port of 127.0.0.1; resolves to its origin and a close function. */
export async function serveDist() {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.join(dist, path.extname(url) ? url : 'index.html');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = [
      ['br', '.br'],
      ['gzip', '.gz'],
    ].find(([name, ext]) => accepts.includes(name) && existsSync(file + ext));
    try {
      const body = readFileSync(encoding ? file + encoding[1] : file);
      response.writeHead(200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': url.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        ...(encoding ? { 'content-encoding': encoding[0] } : {}),
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
