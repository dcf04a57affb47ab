import type { FastifyReply, FastifyRequest } from 'fastify';
import { secretBox } from '../../platform/crypto/secret-box.ts';
import type { PendingSignIn } from './oidc-client.ts';

const NAME = 'portal_oidc';
const PATH = '/api/auth/oidc';
const CONTEXT = 'oidc pending sign-in';
export const PENDING_SECONDS = 10 * 60;

/**
 * The attempt (state, nonce, PKCE verifier) is kept in the browser that started it, sealed
 * (AES-256-GCM) so it can be neither read nor forged, and HttpOnly with SameSite=Lax: the
 * provider's redirect back is a top-level GET, so the cookie comes with it, and only with it.
 */
export function setPendingCookie(
  reply: FastifyReply,
  jwtSecret: string,
  publicUrl: string,
  pending: PendingSignIn,
) {
  const value = secretBox(jwtSecret).seal(JSON.stringify(pending), CONTEXT);
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${NAME}=${value}; Path=${PATH}; Max-Age=${PENDING_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
}

export function clearPendingCookie(reply: FastifyReply) {
  void reply.header('set-cookie', `${NAME}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Lax`);
}

/** The attempt this browser started, if its cookie is there, unforged and not expired. */
export function readPendingCookie(
  request: FastifyRequest,
  jwtSecret: string,
): PendingSignIn | null {
  const header = request.headers.cookie ?? '';
  const value = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${NAME}=`))
    ?.slice(NAME.length + 1);
  if (!value) return null;
  const opened = secretBox(jwtSecret).open(value, CONTEXT);
  if (!opened) return null;
  try {
    const pending = JSON.parse(opened) as PendingSignIn;
    return pending.expiresAt > Date.now() ? pending : null;
  } catch {
    return null;
  }
}
