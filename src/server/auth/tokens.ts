import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

export const REFRESH_TOKEN_DAYS = 30;
/** Two tabs may race to refresh with the same token; within this window that is not theft (as GoTrue). */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * A refresh token is the school's id and 32 random bytes. Only the SHA-256 of the random part is
 * stored; the school's id lets the server open that school's rows without any superuser path.
 */
export function newRefreshToken(tenantId: string) {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${tenantId}.${secret}`, hash: sha256(secret) };
}

export function parseRefreshToken(token: string): { tenantId: string; hash: string } | null {
  const [tenantId, secret, ...rest] = token.split('.');
  if (rest.length || !tenantId || !secret || !z.string().uuid().safeParse(tenantId).success)
    return null;
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  return { tenantId, hash: sha256(secret) };
}

/** A one-time token for links sent by email (confirmation); only its hash is stored. */
export function newLinkToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}
