import type { Session } from '@/shared/schemas/auth';
import { SESSION_STORAGE_KEY } from '../storage-keys';
import { readStoredJson } from '../stored-json';

/**
 * Only sessions this client validated (with sessionSchema) are ever stored, so reading one back
 * checks its shape cheaply and keeps zod out of the first screen's bundle.
 */
const looksLikeSession = (session: Partial<Session>) =>
  typeof session.access_token === 'string' &&
  typeof session.refresh_token === 'string' &&
  typeof session.expires_at === 'number' &&
  typeof session.user?.id === 'string' &&
  typeof session.user.tenant_id === 'string';

export function readStoredSession(storage: Storage): Session | null {
  return readStoredJson(storage, SESSION_STORAGE_KEY, looksLikeSession);
}

export function writeStoredSession(storage: Storage, session: Session): void {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function removeStoredSession(storage: Storage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
}
