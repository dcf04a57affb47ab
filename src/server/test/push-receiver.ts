import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A browser's push subscription made here: its keys, as the browser would keep them. */
export function makeSubscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authText: auth.toString('base64url'),
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Decrypts an aes128gcm Web Push body (RFC 8188 framing, RFC 8291 keys) with the subscription's keys. */
export function decryptPush(body: Buffer, keys: ReturnType<typeof makeSubscriptionKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const prkKey = hmac(keys.auth, shared);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.ecdh.getPublicKey(),
    serverPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([
    decipher.update(cipher.subarray(0, cipher.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('not a final record');
  return plain.subarray(0, end).toString('utf8');
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 (HTTPS, a certificate made for the test): it keeps what it is sent
 * and answers `status(path)` (201 by default). `agent` trusts it.
 */
export async function startPushReceiver(status: (path: string) => number = () => 201) {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-receiver-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const received: ReceivedPush[] = [];
  const server: Server = createServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const at = request.url ?? '/';
        received.push({ path: at, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(status(at)).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `https://127.0.0.1:${port}`,
    received,
    agent: new Agent({ ca: readFileSync(cert) }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
