import { AppError } from '@/shared/errors';
import type { Session } from '@/shared/schemas/auth';
import { apiFetch } from '../api-client';

/** Spec 9: check every 30 s, refresh when fewer than 3 ticks remain, retry backing off from 200 ms. */
export const AUTO_REFRESH_TICK_MS = 30_000;
export const AUTO_REFRESH_TICK_THRESHOLD = 3;
export const REFRESH_RETRY_BASE_MS = 200;

/** Tabs take turns refreshing, so one refresh token is never spent twice by the same browser. */
export const REFRESH_LOCK = 'school-portal.auth.refresh';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Network failures and server errors may pass; a refused refresh token will not. */
export function isRetryable(error: unknown): boolean {
  return error instanceof AppError && (error.status === 0 || error.status >= 500);
}

/** The schemas (and zod) load with the first auth call, not with the first screen. */
export async function parseSession(value: unknown): Promise<Session> {
  const { sessionSchema } = await import('@/shared/schemas/auth');
  const parsed = sessionSchema.safeParse(value);
  if (!parsed.success)
    throw new AppError('INTERNAL', 'The server sent a session it could not read');
  return parsed.data;
}

export function ticksRemaining(session: Session): number {
  return Math.floor((session.expires_at * 1000 - Date.now()) / AUTO_REFRESH_TICK_MS);
}

/** A new session for the refresh token, retrying failures that may pass with a backoff for a tick. */
export async function fetchRefreshedSession(refreshToken: string): Promise<Session> {
  const startedAt = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await parseSession(
        await apiFetch('/api/auth/refresh', {
          method: 'POST',
          body: { refresh_token: refreshToken },
        }),
      );
    } catch (error) {
      const wait = REFRESH_RETRY_BASE_MS * 2 ** attempt;
      if (isRetryable(error) && Date.now() + wait - startedAt < AUTO_REFRESH_TICK_MS) {
        await sleep(wait);
        continue;
      }
      throw error;
    }
  }
}
