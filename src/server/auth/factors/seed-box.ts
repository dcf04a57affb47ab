import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// TOTP seeds are kept encrypted (AES-256-GCM). The key is derived (HKDF-SHA-256) from the JWT
// secret, which is kept as the README says (JWT_SECRET, or DATA_DIR/jwt-secret): the one secret a
// deployment already keeps out of the database, so a copy of the database alone reveals no seed.
// Changing JWT_SECRET makes the stored seeds unreadable: users then set their authenticator up again
// (an admin resets it). Stored text: v1.<iv>.<ciphertext>.<tag>, base64url.

const INFO = 'school-portal totp seed v1';
const keys = new Map<string, Buffer>();

function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'school-portal', INFO, 32));
    keys.set(secret, key);
  }
  return key;
}

/** The user's id is bound in as additional data: a seed copied onto another row does not open. */
export function sealSeed(secret: string, seed: string, userId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(userId));
  const data = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final()]);
  const parts = [iv, data, cipher.getAuthTag()].map((b) => b.toString('base64url'));
  return `v1.${parts.join('.')}`;
}

export function openSeed(secret: string, sealed: string, userId: string): string | null {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
