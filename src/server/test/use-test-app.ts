import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

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
