import type { Session } from '@/shared/schemas/auth.ts';
import type { AppContext } from '../context.ts';
import { createRequestScope, type RequestScope } from '../platform/db/request-scope.ts';
import { testConfig, type TestApp } from './test-app.ts';

/** The request scope a route of this signed-in person would have: services called as them. */
export function callerScope(t: TestApp, session: Session): RequestScope {
  const claims = JSON.parse(
    Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
  ) as { sub: string; tenant_id: string; sid: string; exp: number };
  return createRequestScope(t.database.db, {
    claims: {
      userId: claims.sub,
      tenantId: claims.tenant_id,
      sessionId: claims.sid,
      expiresAtMs: claims.exp * 1000,
    },
    roles: null,
  });
}

/** A service context that records what it was asked to send after commit. */
export function recordingContext(t: TestApp) {
  const kicked: string[] = [];
  const pushed: string[][] = [];
  const ctx: AppContext = {
    config: testConfig(),
    log: { info: () => undefined, warn: () => undefined },
    mail: { kick: (tenantId) => kicked.push(tenantId) },
    push: { send: (_tenantId, ids) => pushed.push([...ids]) },
    afterReply: t.app.afterReply,
  };
  return { ctx, kicked, pushed };
}
