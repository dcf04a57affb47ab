import { CHAT_PROVIDERS, isLlmProvider } from '@/shared/rules/provider-choice.ts';
import type { AiProviders } from '@/shared/schemas/ai-providers.ts';
import type { AiConfig } from '../../config.ts';
import { isConfigured, keyVariable } from './providers.ts';

const ALWAYS_ON: Record<'rag' | 'db', string> = {
  rag: "Always on: answers from the school's documents.",
  db: "Always on: answers from the school's data, as each person may see it.",
};

/** Which providers are set up on this server, in the dropdown's order, and what each lacks. */
export function providerStatus(ai: AiConfig): AiProviders {
  return {
    providers: CHAT_PROVIDERS.map(({ value, label }) => {
      if (!isLlmProvider(value))
        return { provider: value, label, configured: true, detail: ALWAYS_ON[value] };
      const configured = isConfigured(ai, value);
      return {
        provider: value,
        label,
        configured,
        detail: configured
          ? `Set up: model ${ai[value].model} at ${new URL(ai[value].baseUrl).host}.`
          : `Not set up: set ${keyVariable(value)} on the server (and ${value.toUpperCase()}_BASE_URL and ${value.toUpperCase()}_MODEL for another OpenAI-compatible server), then restart it.`,
      };
    }),
    documentSearch: ai.embeddings
      ? `By words and meaning (embeddings model ${ai.embeddings.model}).`
      : 'By words only (set EMBEDDINGS_MODEL on the server to search by meaning too).',
  };
}
