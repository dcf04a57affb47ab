import { USER_CACHE_PREFIX } from './user-cache-names';

/**
 * Deletes the service worker's caches of users' last answers (src/web/sw/user-cache.ts): all of
 * them at sign-out, all but the signed-in user's at sign-in. Nothing of one user stays readable on
 * the device once they signed out.
 */
export async function clearUserCaches(
  keepUserId?: string,
  storage: Pick<CacheStorage, 'keys' | 'delete'> | undefined = globalThis.caches,
): Promise<void> {
  if (!storage) return;
  const keep = keepUserId ? `${USER_CACHE_PREFIX}${keepUserId}` : null;
  const names = await storage.keys().catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(USER_CACHE_PREFIX) && name !== keep)
      .map((name) => storage.delete(name)),
  );
}
