import type { Session } from '@/shared/schemas/auth.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../platform/db/tx.ts';
import { insertRefreshToken } from './auth.queries.ts';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from '../platform/http/access-token.ts';
import { REFRESH_TOKEN_DAYS, newRefreshToken } from './tokens.ts';

/** A new access token and refresh token for a session: the spec's Session. */
export async function issueSession(
  ctx: AppContext,
  tx: Tx,
  user: { id: string; tenant_id: string; email: string; role: string },
  sessionId: string,
): Promise<Session> {
  const refresh = newRefreshToken(user.tenant_id);
  await insertRefreshToken(tx, {
    tenantId: user.tenant_id,
    sessionId,
    hash: refresh.hash,
    days: REFRESH_TOKEN_DAYS,
  });
  const access = await signAccessToken(ctx.config.jwtSecret, {
    sub: user.id,
    tenant_id: user.tenant_id,
    role: user.role,
    sid: sessionId,
  });
  return {
    access_token: access.token,
    refresh_token: refresh.token,
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: access.expiresAt,
    token_type: 'bearer',
    user: { id: user.id, tenant_id: user.tenant_id, email: user.email },
  };
}
