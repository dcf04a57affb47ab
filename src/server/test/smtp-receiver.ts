import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Starts a test's SMTP server on a free port of 127.0.0.1: the port, and how to stop it. */
export async function listenLocally(server: SMTPServer) {
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A real SMTP server on 127.0.0.1 without authentication, keeping every email it receives. */
export async function startPlainSmtpReceiver() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  const { port, close } = await listenLocally(server);
  return { received, url: `smtp://127.0.0.1:${port}`, close };
}
