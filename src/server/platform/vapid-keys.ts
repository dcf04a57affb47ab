import { createECDH } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The server's Web Push (VAPID) identity: a P-256 key pair, base64url, and a contact address. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const isKeys = (value: unknown): value is Omit<VapidKeys, 'subject'> =>
  typeof (value as VapidKeys | null)?.publicKey === 'string' &&
  typeof (value as VapidKeys | null)?.privateKey === 'string';

/** A new key pair: the public key uncompressed (65 bytes), the private key 32 bytes. */
export function generateVapidKeys(): Omit<VapidKeys, 'subject'> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

/**
 * VAPID keys as the JWT secret is kept (config.ts): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY from
 * the environment (every server process the same), else made once and kept in the data folder
 * (vapid-keys.json), so browsers' subscriptions survive a restart. A production server on
 * PostgreSQL without them has no Web Push (undefined): several processes would make different keys.
 */
export async function resolveVapidKeys(
  env: {
    VAPID_PUBLIC_KEY?: string | undefined;
    VAPID_PRIVATE_KEY?: string | undefined;
    NODE_ENV: string;
    DATABASE_URL?: string | undefined;
  },
  dataDir: string,
  subject: string,
): Promise<VapidKeys | undefined> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  if (env.DATABASE_URL && env.NODE_ENV === 'production') return undefined;
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const saved: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isKeys(saved)) return { ...saved, subject };
  } catch {
    // None saved yet: make them below.
  }
  await mkdir(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  await writeFile(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return { ...keys, subject };
}
