// The AI providers' settings as the server holds them (parsed from the environment in config.ts).

/** Where each AI provider is reached and which model answers, unless the environment says otherwise. */
export const AI_DEFAULTS = {
  openai: { baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' },
  perplexity: { baseUrl: 'https://api.perplexity.ai', model: 'sonar' },
  huggingface: {
    baseUrl: 'https://router.huggingface.co/v1',
    model: 'mistralai/Mistral-7B-Instruct-v0.2',
  },
} as const;

/** One OpenAI-compatible provider: no apiKey means it is not configured. */
export interface AiProviderConfig {
  apiKey: string | undefined;
  baseUrl: string;
  model: string;
}

/**
 * The embeddings model of hybrid document search: the built-in one (EMBEDDINGS_MODEL unset or
 * 'builtin': no network, no key), or an OpenAI-compatible endpoint (any other model name; base
 * URL and key fall back to OpenAI's, OPENAI_BASE_URL and OPENAI_API_KEY). 'off': words only.
 */
export interface EmbeddingsConfig {
  /** The built-in model (platform/ai/builtin-embeddings.ts): baseUrl and apiKey are unused. */
  builtin?: boolean;
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Asked of models that can shorten their vectors (OpenAI's text-embedding-3); unset: theirs. */
  dimensions?: number | undefined;
}

export interface AiConfig {
  /** Unset: document search is lexical only. */
  embeddings?: EmbeddingsConfig | undefined;
  openai: AiProviderConfig;
  perplexity: AiProviderConfig;
  huggingface: AiProviderConfig;
  /** Per request to a provider, in milliseconds. */
  timeoutMs: number;
  /** Retries on 408, 429 and 5xx, with exponential backoff (Retry-After honoured). */
  maxRetries: number;
}
