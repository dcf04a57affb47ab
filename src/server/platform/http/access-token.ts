import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import { AppError } from '@/shared/errors.ts';

// Signing and verifying the access tokens every signed-in request carries: the platform's, so that
// the access hook (access.ts) needs no domain; auth issues them (auth/issue-session.ts).

export const ACCESS_TOKEN_SECONDS = 60 * 60;
const claimsSchema = z.object({
  sub: z.string().uuid(),
  tenant_id: z.string().uuid(),
  role: z.string(),
  sid: z.string().uuid(),
});
export type AccessClaims = z.infer<typeof claimsSchema>;

export const ISSUER = 'school-portal';
export const AUDIENCE = 'authenticated';

// One key object per secret: importing the key on every verification was a third of a signed-in
// request's CPU time (bench/README.md).
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/**
 * Tokens already verified, until they expire: a signed-in client sends the same token with every
 * request for an hour. What a token proves never changes before its expiry; whether its session is
 * still live is checked by the database on every request, so the cache weakens nothing.
 */
const verified = new Map<string, { secret: string; claims: AccessClaims; expiresAtMs: number }>();
const VERIFIED_CACHE_SIZE = 10_000;

function remember(token: string, secret: string, claims: AccessClaims, expiresAtMs: number) {
  if (verified.size >= VERIFIED_CACHE_SIZE) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) verified.delete(oldest);
  }
  verified.set(token, { secret, claims, expiresAtMs });
}

export async function signAccessToken(secret: string, claims: AccessClaims, nowMs = Date.now()) {
  const issuedAt = Math.floor(nowMs / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({
    tenant_id: claims.tenant_id,
    role: claims.role,
    sid: claims.sid,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
  return { token, expiresAt };
}

export async function verifyAccessToken(
  secret: string,
  token: string,
  nowMs = Date.now(),
): Promise<AccessClaims> {
  return (await verifyAccessTokenUntil(secret, token, nowMs)).claims;
}

/** The token's claims and when it expires (ms): a stream that outlives a request ends then. */
export async function verifyAccessTokenUntil(
  secret: string,
  token: string,
  nowMs = Date.now(),
): Promise<{ claims: AccessClaims; expiresAtMs: number }> {
  const known = verified.get(token);
  if (known && known.secret === secret && known.expiresAtMs > nowMs) {
    return { claims: known.claims, expiresAtMs: known.expiresAtMs };
  }
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
      // jose checks exp only when a token has one: a token without it would never expire.
      requiredClaims: ['exp', 'iat'],
    });
    const claims = claimsSchema.parse(payload);
    const expiresAtMs = (payload.exp as number) * 1000;
    remember(token, secret, claims, expiresAtMs);
    return { claims, expiresAtMs };
  } catch (error) {
    const expired = error instanceof joseErrors.JWTExpired;
    throw new AppError(
      'UNAUTHENTICATED',
      expired ? 'Your session has expired. Please sign in again.' : 'Please sign in again.',
    );
  }
}
