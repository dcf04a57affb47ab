import { describe, expect, it } from 'vitest';
import { CHAT_PROVIDERS, chooseProvider } from './provider-choice';

describe('chat providers (spec 2)', () => {
  it('lists the five providers with their labels in order', () => {
    expect(CHAT_PROVIDERS.map((p) => [p.value, p.label])).toEqual([
      ['perplexity', 'Perplexity AI'],
      ['rag', 'RAG (Docs)'],
      ['db', 'Supabase DB'],
      ['openai', 'OpenAI'],
      ['huggingface', 'Hugging Face (Mistral)'],
    ]);
  });
});

describe('chooseProvider (spec 5), rule by rule', () => {
  it.each('doc file upload content paragraph section chapter text summar'.split(' '))(
    '1. documents uploaded and the text mentions %s: rag',
    (word) => {
      expect(chooseProvider(`Tell me about the ${word} please`, true)).toBe('rag');
    },
  );
  it.each(['table', 'row', 'column', 'db', 'database', 'sql', 'record', 'schema', 'supabase'])(
    '2. the text mentions %s: db',
    (word) => {
      expect(chooseProvider(`What is in the ${word}?`, false)).toBe('db');
    },
  );
  it.each(['openai', 'gpt', 'chatgpt'])('3. the text names %s: openai', (word) => {
    expect(chooseProvider(`Ask ${word} about volcanoes`, false)).toBe('openai');
  });
  it.each(['huggingface', 'mistral'])('4. the text names %s: huggingface', (word) => {
    expect(chooseProvider(`Ask ${word} about volcanoes`, false)).toBe('huggingface');
  });
  it.each([
    [
      '1. needs documents: without them a document word falls through (to perplexity)',
      'Summarize the chapter',
      false,
      'perplexity',
    ],
    [
      '5. the text names perplexity: perplexity',
      'Ask Perplexity about volcanoes',
      true,
      'perplexity',
    ],
    ['6. otherwise, with documents uploaded: rag', 'When does the bus leave?', true, 'rag'],
    ['7. otherwise: perplexity', 'When does the bus leave?', false, 'perplexity'],
    ['matches case-insensitively', 'SHOW THE DATABASE', false, 'db'],
    ['matches case-insensitively', 'Ask MISTRAL', false, 'huggingface'],
  ] as const)('%s (%j, documents: %s)', (_case, text, documents, provider) => {
    expect(chooseProvider(text, documents)).toBe(provider);
  });
});

describe('chooseProvider precedence', () => {
  it.each([
    [
      '1 before 2: documents and a data word go to rag',
      'Which table is in the document?',
      true,
      'rag',
    ],
    [
      '2 before 3: a data word and openai go to db',
      'openai, what is in the database?',
      false,
      'db',
    ],
    ['3 before 4: openai and mistral go to openai', 'gpt or mistral?', false, 'openai'],
    [
      '4 before 5: mistral and perplexity go to huggingface',
      'mistral or perplexity?',
      false,
      'huggingface',
    ],
    [
      '5 before 6: perplexity named with documents uploaded goes to perplexity',
      'perplexity, hello',
      true,
      'perplexity',
    ],
    [
      '2 applies with documents uploaded when no document word is present',
      'How many rows?',
      true,
      'db',
    ],
  ] as const)('%s', (_case, text, documents, provider) => {
    expect(chooseProvider(text, documents)).toBe(provider);
  });
});

describe('chooseProvider with a provider picked in the dropdown', () => {
  it.each([
    ['takes the place of rules 6 and 7', 'When does the bus leave?', false, 'openai', 'openai'],
    [
      'takes the place of rules 6 and 7',
      'When does the bus leave?',
      true,
      'huggingface',
      'huggingface',
    ],
    ['is still overridden by rules 1 to 5', 'summarize the document', true, 'openai', 'rag'],
    ['is still overridden by rules 1 to 5', 'how many rows', false, 'openai', 'db'],
    ['is still overridden by rules 1 to 5', 'ask mistral', false, 'openai', 'huggingface'],
  ] as const)('%s: %j with %s picked', (_case, text, documents, picked, provider) => {
    expect(chooseProvider(text, documents, picked)).toBe(provider);
  });
});
