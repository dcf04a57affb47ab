import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { AppError } from '@/shared/errors.ts';
import { ISSUER } from '../../platform/http/access-token.ts';

// The token between a password that was right and the second step of sign-in. Its audience is not
// the access tokens', so it opens no route but the second step's. Ten minutes.

const AUDIENCE = 'second-factor';
const SECONDS = 600;
const claims = z.object({
  sub: z.string().uuid(),
  tenant_id: z.string().uuid(),
  step: z.enum(['totp', 'setup']),
});
export type MfaClaims = z.infer<typeof claims>;

const keyOf = (secret: string) => createSecretKey(Buffer.from(secret, 'utf8'));

export async function signMfaToken(secret: string, value: MfaClaims): Promise<string> {
  return new SignJWT({ tenant_id: value.tenant_id, step: value.step })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(value.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${SECONDS}s`)
    .sign(keyOf(secret));
}

export async function verifyMfaToken(
  secret: string,
  token: string,
  step: MfaClaims['step'],
): Promise<MfaClaims> {
  const expired = new AppError(
    'UNAUTHENTICATED',
    'This sign-in has expired. Please sign in again.',
  );
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    const parsed = claims.safeParse(payload);
    if (!parsed.success || parsed.data.step !== step) throw expired;
    return parsed.data;
  } catch {
    throw expired;
  }
}
