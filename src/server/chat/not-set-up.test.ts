import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { AiProviders } from '@/shared/schemas/ai-providers.ts';
import type { ChatReply, Conversation } from '@/shared/schemas/chat.ts';
import { NO_AI } from '../platform/ai/providers.ts';
import { bearer } from '../test/demo.ts';
import { createTestApp, testBackends, type TestApp } from '../test/test-app.ts';
import { logNotSetUp } from './not-set-up.ts';

const user = (content: string) => ({ role: 'user' as const, content });
const TERMS = [
  '# Term dates',
  '',
  'The autumn term starts on Wednesday 2 September and ends on Friday 18 December.',
  '',
  'The spring term starts on Tuesday 5 January.',
].join('\n');

it('the server log names the variable to set; the reply never does', () => {
  const log = { warn: vi.fn() };
  logNotSetUp(log, 'perplexity', 'chat');
  expect(log.warn).toHaveBeenCalledWith(
    { provider: 'perplexity', variable: 'PERPLEXITY_API_KEY', asked: 'chat' },
    'chat: Perplexity AI is not set up; set PERPLEXITY_API_KEY on the server',
  );
});

// No AI provider has a key: the E2E server's and a bare start's configuration.
describe.each(testBackends())('honest without a model on %s', (kind) => {
  let t: TestApp;
  let parent: Session;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      ai: { ...NO_AI, openai: { ...NO_AI.openai, model: 'gpt-x' } },
    });
    const school = await t.createSchool({ admins: 1, teachers: 0, parents: 1, students: 1 });
    parent = await t.signInAs(school.parents[0]!);
    admin = await t.signInAs(school.admins[0]!);
    const ingest = await t.app.inject({
      method: 'POST',
      url: '/functions/v1/rag-ingest',
      headers: bearer(admin),
      payload: { title: 'terms.md', content: TERMS, visibility: 'school' },
    });
    expect(ingest.statusCode, ingest.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const chat = async (session: Session, content: string, provider: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: bearer(session),
      payload: { messages: [user(content)], provider },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChatReply>();
  };

  it("'Hello' to Perplexity: the plain not-set-up message, no passage, no provider", async () => {
    const answer = await chat(parent, 'Hello', 'perplexity');
    expect(answer.provider).toBeNull();
    expect(answer.reply).toBe(
      "Perplexity AI is not set up at your school yet, so it cannot answer this. Your school's admin can set it up. Meanwhile you can ask about the school's documents (choose RAG (Docs)) or about its data, such as classes, attendance, homework and fees (choose Supabase DB).",
    );
    const saved = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${answer.conversationId}`,
      headers: bearer(parent),
    });
    expect(saved.json<Conversation>().messages.at(-1)).toEqual({
      role: 'assistant',
      content: answer.reply,
      provider: null,
    });
  });

  it("'a haiku about autumn' to OpenAI: OpenAI is not set up, and no term-dates passage", async () => {
    const answer = await chat(parent, 'Write a haiku about autumn', 'openai');
    expect(answer.provider).toBeNull();
    expect(answer.reply).toMatch(/^OpenAI is not set up at your school yet/);
    expect(answer.reply).not.toMatch(/autumn term|From the school's documents|\[1\]/);
  });

  it('a question the documents answer: the answering sentence, labelled, with the passage cited', async () => {
    const answer = await chat(parent, 'When does the autumn term begin?', 'perplexity');
    expect(answer.provider).toBe('rag');
    expect(answer.reply).toMatch(
      /^Perplexity AI is not set up at your school yet\. Your school's admin can set it up\. This answer comes from the school's documents:\n\nFrom the school's documents: The autumn term starts on Wednesday 2 September and ends on Friday 18 December\. \[1\]\n\n/,
    );
    expect(answer.reply).toContain('Sources:\n[1] terms.md');
  });

  it('admins see which providers are set up and what to set; nobody else does', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/ai-providers',
      headers: bearer(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { providers, documentSearch } = response.json<AiProviders>();
    expect(providers.map((p) => [p.provider, p.configured])).toEqual([
      ['perplexity', false],
      ['rag', true],
      ['db', true],
      ['openai', false],
      ['huggingface', false],
    ]);
    expect(providers[0]!.detail).toMatch(/^Not set up: set PERPLEXITY_API_KEY on the server/);
    expect(documentSearch).toMatch(/^By words only/);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/ai-providers',
      headers: bearer(parent),
    });
    expect(refused.statusCode).toBe(403);
  });
});
