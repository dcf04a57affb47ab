import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { AppError } from '@/shared/errors.ts';
import { CHAT_PROVIDERS, type LlmProvider } from '@/shared/rules/provider-choice.ts';
import type { AiConfig, AiProviderConfig } from '../../config.ts';

export type LlmMessage = ChatCompletionMessageParam;

/** No provider configured: what tests and a bare start see. */
export const NO_AI: AiConfig = {
  openai: { apiKey: undefined, baseUrl: 'http://127.0.0.1:9/v1', model: 'none' },
  perplexity: { apiKey: undefined, baseUrl: 'http://127.0.0.1:9/v1', model: 'none' },
  huggingface: { apiKey: undefined, baseUrl: 'http://127.0.0.1:9/v1', model: 'none' },
  timeoutMs: 60_000,
  maxRetries: 2,
};

/** The environment variable that holds a provider's key (the message to an operator names it). */
export const keyVariable = (provider: LlmProvider) => `${provider.toUpperCase()}_API_KEY`;

export const providerLabel = (provider: string) =>
  CHAT_PROVIDERS.find((p) => p.value === provider)?.label ?? provider;

export function isConfigured(ai: AiConfig, provider: LlmProvider): boolean {
  return Boolean(ai[provider].apiKey);
}

/**
 * The model that writes answers from the school's own material (documents, data): the first
 * configured of OpenAI, Mistral and Perplexity, or null when none is.
 */
export function answeringModel(ai: AiConfig | undefined): LlmProvider | null {
  if (!ai) return null;
  return (
    (['openai', 'huggingface', 'perplexity'] as const).find((p) => isConfigured(ai, p)) ?? null
  );
}

/** One client per provider and configuration, made on first use. */
const clients = new WeakMap<AiProviderConfig, OpenAI>();

function clientFor(ai: AiConfig, provider: LlmProvider): OpenAI {
  const settings = ai[provider];
  let client = clients.get(settings);
  if (!client) {
    // The package retries 408, 409, 429 and 5xx with exponential backoff (honouring Retry-After),
    // and gives up on a request after the time-out.
    client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl,
      timeout: ai.timeoutMs,
      maxRetries: ai.maxRetries,
    });
    clients.set(settings, client);
  }
  return client;
}

/** A provider's failure in plain words, naming what an operator can check; never the key. */
function providerError(provider: LlmProvider, ai: AiConfig, error: unknown): AppError {
  const label = providerLabel(provider);
  const status = 502;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new AppError(
      'UNAVAILABLE',
      `${label} did not answer within ${Math.round(ai.timeoutMs / 1000)} seconds. Please try again.`,
      { status: 504 },
    );
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new AppError(
      'UNAVAILABLE',
      `${label} could not be reached at ${ai[provider].baseUrl}. Please try again later.`,
      { status },
    );
  }
  if (error instanceof OpenAI.APIError) {
    if (error.status === 401 || error.status === 403) {
      return new AppError(
        'UNAVAILABLE',
        `${label} refused the configured key. Check ${keyVariable(provider)}.`,
        { status },
      );
    }
    if (error.status === 429) {
      return new AppError(
        'UNAVAILABLE',
        `${label} is busy right now (too many requests). Please try again in a minute.`,
        { status: 503 },
      );
    }
    if (error.status === 404) {
      return new AppError(
        'UNAVAILABLE',
        `${label} does not know the model '${ai[provider].model}'. Check ${provider.toUpperCase()}_MODEL.`,
        { status },
      );
    }
    if (error.status === 400) {
      return new AppError('BAD_REQUEST', `${label} could not take this request: ${error.message}`, {
        status,
      });
    }
    return new AppError(
      'UNAVAILABLE',
      `${label} had a problem answering (status ${error.status ?? 'unknown'}). Please try again.`,
      { status },
    );
  }
  return new AppError('UNAVAILABLE', `${label} had a problem answering. Please try again.`, {
    status,
  });
}

const NO_REPLY = (label: string) => `${label} answered with no text. Please try again.`;

/**
 * Asks a configured provider. With onDelta the reply is streamed: each piece is passed on as it
 * comes, and the whole reply is returned at the end. Failures become AppErrors in plain words.
 */
export async function complete(
  ai: AiConfig,
  provider: LlmProvider,
  messages: LlmMessage[],
  options: { onDelta?: (text: string) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const client = clientFor(ai, provider);
  const model = ai[provider].model;
  let reply = '';
  try {
    if (options.onDelta) {
      const stream = await client.chat.completions.create(
        { model, messages, stream: true },
        { signal: options.signal },
      );
      for await (const chunk of stream) {
        const piece = chunk.choices[0]?.delta?.content ?? '';
        if (piece) {
          reply += piece;
          options.onDelta(piece);
        }
      }
    } else {
      const completion = await client.chat.completions.create(
        { model, messages },
        { signal: options.signal },
      );
      reply = completion.choices[0]?.message?.content ?? '';
    }
  } catch (error) {
    throw providerError(provider, ai, error);
  }
  if (!reply.trim())
    throw new AppError('UNAVAILABLE', NO_REPLY(providerLabel(provider)), { status: 502 });
  return reply;
}
