import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { SMTPServer } from 'smtp-server';

/** Starts a test's SMTP server on a free port of 127.0.0.1: the port, and how to stop it. */
export async function listenLocally(server: SMTPServer) {
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
