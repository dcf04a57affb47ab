import type { AiConfig } from '../config.ts';
import type { DatabaseKind } from '../platform/db/database.ts';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { useForDescribe } from './use-test-app.ts';

/** A test app whose AI providers are a fake OpenAI server, with the fake and the configuration. */
export interface FakeAiApp extends TestApp {
  fake: FakeOpenAi;
  /** The app's own configuration object: a test may change a key for a while, and put it back. */
  ai: AiConfig;
}

/**
 * The app of one `describe` block (see useTestApp) with a fake OpenAI server started for it;
 * `aiAt(baseUrl)` gives the AI configuration, the fake's address given. Both are closed after the
 * block's last test.
 */
export function useFakeAiApp(kind: DatabaseKind, aiAt: (baseUrl: string) => AiConfig): FakeAiApp {
  return useForDescribe(
    async () => {
      const fake = await startFakeOpenAi();
      const ai = aiAt(fake.baseUrl);
      return Object.assign(await createTestApp(kind, { ai }), { fake, ai });
    },
    async (t) => {
      await t.close?.();
      await t.fake?.close();
    },
  );
}
