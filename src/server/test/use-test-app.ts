import { afterAll, beforeAll } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from './test-app.ts';

/**
 * The app of one `describe` block (see createTestApp): made before the block's first test and
 * closed after its last. Its fields are filled in by the first `beforeAll`, so call this before
 * any `beforeAll` that uses them.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(...args));
  });
  afterAll(async () => t.close?.());
  return t;
}

/**
 * The database of one `describe` block (see createTestDatabase), without the app: made before the
 * block's first test and dropped after its last. Like useTestApp, call it before any `beforeAll`
 * that uses it.
 */
export function useTestDatabase(...args: Parameters<typeof createTestDatabase>): TestDatabase {
  const test = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(test, await createTestDatabase(...args));
  });
  afterAll(async () => test.drop?.());
  return test;
}
