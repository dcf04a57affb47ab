import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { AUDIENCE, ISSUER, type AccessClaims } from '../platform/http/access-token.ts';

/** An access token signed with the right secret, issuer and audience, but with no `exp` claim. */
export function tokenWithoutExpiry(secret: string, claims: AccessClaims): Promise<string> {
  return new SignJWT({ tenant_id: claims.tenant_id, role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .sign(createSecretKey(Buffer.from(secret, 'utf8')));
}
