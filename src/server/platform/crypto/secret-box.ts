import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the portal keeps for a school (an identity provider's client secret) are encrypted at
 * rest with AES-256-GCM. The key is derived (HKDF-SHA-256) from the server's JWT secret, which is
 * kept as config.ts keeps it (JWT_SECRET, or the data folder's jwt-secret file), so there is one
 * secret to keep and to give every server process. Changing JWT_SECRET makes the stored secrets
 * unreadable: an admin enters them again. The stored form is `v1.<iv>.<tag>.<ciphertext>`
 * (base64url), bound to its purpose and row by the associated data.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** null when the text was not sealed with this key and context (key changed, tampered). */
  open(sealed: string, context: string): string | null;
}

export function secretBox(jwtSecret: string): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', jwtSecret, 'school-portal', 'secret-box v1 aes-256-gcm', 32),
  );
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    open(sealed, context) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
