import { afterAll, beforeAll } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from './test-app.ts';

/**
 * What `create` makes, for one `describe` block: made before the block's first test and ended by
 * `end` after its last. Its fields are filled in by the first `beforeAll`, so call this before any
 * `beforeAll` that uses them; `end` gets an empty object when `create` failed.
 */
export function useForDescribe<T extends object>(
  create: () => Promise<T>,
  end: (made: Partial<T>) => Promise<unknown> | undefined,
): T {
  const made = {} as T;
  beforeAll(async () => {
    Object.assign(made, await create());
  });
  afterAll(async () => end(made));
  return made;
}

/** The app of one `describe` block (see createTestApp and useForDescribe). */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  return useForDescribe(
    () => createTestApp(...args),
    (t) => t.close?.(),
  );
}

/** The database of one `describe` block, without the app (see createTestDatabase and useForDescribe). */
export function useTestDatabase(...args: Parameters<typeof createTestDatabase>): TestDatabase {
  return useForDescribe(
    () => createTestDatabase(...args),
    (test) => test.drop?.(),
  );
}
