import { describe, expect, it } from 'vitest';
import { USER_CACHE_PREFIX } from './user-cache-names';
import { clearUserCaches } from './user-caches';

function cacheStorage(names: string[]) {
  const left = new Set(names);
  return {
    left,
    storage: {
      keys: async () => [...left],
      delete: async (name: string) => left.delete(name),
    },
  };
}

describe('clearUserCaches', () => {
  const precache = 'workbox-precache-v2-http://localhost/';
  const ann = `${USER_CACHE_PREFIX}6f1d2c4e-0000-4000-8000-000000000001`;
  const bob = `${USER_CACHE_PREFIX}6f1d2c4e-0000-4000-8000-000000000002`;

  it("deletes every user's answers at sign-out, and keeps the app shell", async () => {
    const { left, storage } = cacheStorage([precache, ann, bob]);
    await clearUserCaches(undefined, storage);
    expect([...left]).toEqual([precache]);
  });

  it("keeps only the signed-in user's answers at sign-in", async () => {
    const { left, storage } = cacheStorage([precache, ann, bob]);
    await clearUserCaches('6f1d2c4e-0000-4000-8000-000000000002', storage);
    expect([...left]).toEqual([precache, bob]);
  });

  it('does nothing where there is no Cache Storage', async () => {
    await expect(clearUserCaches(undefined, undefined)).resolves.toBeUndefined();
  });
});
