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
  it.each([
    'doc',
    'file',
    'upload',
    'content',
    'paragraph',
    'section',
    'chapter',
    'text',
    'summar',
  ])('1. documents uploaded and the text mentions %s: rag', (word) => {
    expect(chooseProvider(`Tell me about the ${word} please`, true)).toBe('rag');
  });
  it('1. needs documents: without them a document word falls through (to perplexity)', () => {
    expect(chooseProvider('Summarize the chapter', false)).toBe('perplexity');
  });
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
  it('5. the text names perplexity: perplexity', () => {
    expect(chooseProvider('Ask Perplexity about volcanoes', true)).toBe('perplexity');
  });
  it('6. otherwise, with documents uploaded: rag', () => {
    expect(chooseProvider('When does the bus leave?', true)).toBe('rag');
  });
  it('7. otherwise: perplexity', () => {
    expect(chooseProvider('When does the bus leave?', false)).toBe('perplexity');
  });
  it('matches case-insensitively', () => {
    expect(chooseProvider('SHOW THE DATABASE', false)).toBe('db');
    expect(chooseProvider('Ask MISTRAL', false)).toBe('huggingface');
  });
});

describe('chooseProvider precedence', () => {
  it('1 before 2: documents and a data word go to rag', () => {
    expect(chooseProvider('Which table is in the document?', true)).toBe('rag');
  });
  it('2 before 3: a data word and openai go to db', () => {
    expect(chooseProvider('openai, what is in the database?', false)).toBe('db');
  });
  it('3 before 4: openai and mistral go to openai', () => {
    expect(chooseProvider('gpt or mistral?', false)).toBe('openai');
  });
  it('4 before 5: mistral and perplexity go to huggingface', () => {
    expect(chooseProvider('mistral or perplexity?', false)).toBe('huggingface');
  });
  it('5 before 6: perplexity named with documents uploaded goes to perplexity', () => {
    expect(chooseProvider('perplexity, hello', true)).toBe('perplexity');
  });
  it('2 applies with documents uploaded when no document word is present', () => {
    expect(chooseProvider('How many rows?', true)).toBe('db');
  });
});

describe('chooseProvider with a provider picked in the dropdown', () => {
  it('takes the place of rules 6 and 7', () => {
    expect(chooseProvider('When does the bus leave?', false, 'openai')).toBe('openai');
    expect(chooseProvider('When does the bus leave?', true, 'huggingface')).toBe('huggingface');
  });
  it('is still overridden by rules 1 to 5', () => {
    expect(chooseProvider('summarize the document', true, 'openai')).toBe('rag');
    expect(chooseProvider('how many rows', false, 'openai')).toBe('db');
    expect(chooseProvider('ask mistral', false, 'openai')).toBe('huggingface');
  });
});
