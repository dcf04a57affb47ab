/** Spec 2 (Chat screen): the providers of the dropdown, in its order, with their labels. */
export const CHAT_PROVIDERS = [
  { value: 'perplexity', label: 'Perplexity AI' },
  { value: 'rag', label: 'RAG (Docs)' },
  { value: 'db', label: 'Supabase DB' },
  { value: 'openai', label: 'OpenAI' },
  { value: 'huggingface', label: 'Hugging Face (Mistral)' },
] as const;

export type ChatProvider = (typeof CHAT_PROVIDERS)[number]['value'];

export const chatProviderValues = CHAT_PROVIDERS.map((p) => p.value) as [
  ChatProvider,
  ...ChatProvider[],
];

/** Spec 9: the default chat provider. */
export const DEFAULT_PROVIDER: ChatProvider = 'perplexity';

/** The general language-model providers (OpenAI-compatible endpoints), as opposed to rag and db. */
export const LLM_PROVIDERS = ['openai', 'perplexity', 'huggingface'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

export function isLlmProvider(provider: string): provider is LlmProvider {
  return (LLM_PROVIDERS as readonly string[]).includes(provider);
}

const DOCUMENT_WORDS = [
  'doc',
  'file',
  'upload',
  'content',
  'paragraph',
  'section',
  'chapter',
  'text',
  'summar',
];
const DATA_WORDS = [
  'table',
  'row',
  'column',
  'db',
  'database',
  'sql',
  'record',
  'schema',
  'supabase',
];

const mentions = (text: string, words: readonly string[]) =>
  words.some((word) => text.includes(word));

/** Spec 4 and 9: the dropdown's default choice: rag once documents were uploaded, else perplexity. */
export const defaultProvider = (documentsUploaded: boolean): ChatProvider =>
  documentsUploaded ? 'rag' : DEFAULT_PROVIDER;

/**
 * Spec 5: the provider a message goes to. It overrides the dropdown; matching is case-insensitive
 * (substring, as the spec's word stems such as 'summar' ask) and the rules are checked in order.
 * Rules 6 and 7 are the dropdown's default choice; a provider the user picked in the dropdown
 * (`picked`) takes their place, while rules 1 to 5 still override it.
 */
export function chooseProvider(
  text: string,
  documentsUploaded: boolean,
  picked?: ChatProvider,
): ChatProvider {
  const t = text.toLowerCase();
  if (documentsUploaded && mentions(t, DOCUMENT_WORDS)) return 'rag';
  if (mentions(t, DATA_WORDS)) return 'db';
  if (mentions(t, ['openai', 'gpt', 'chatgpt'])) return 'openai';
  if (mentions(t, ['huggingface', 'mistral'])) return 'huggingface';
  if (mentions(t, ['perplexity'])) return 'perplexity';
  return picked ?? defaultProvider(documentsUploaded);
}
