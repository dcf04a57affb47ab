import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { RagAnswerResult } from '@/shared/schemas/rag.ts';
import { embeddingsConfig, parseEnv } from '../config.ts';
import { stopBuiltinEmbedder } from '../platform/ai/builtin-embeddings.ts';
import { NO_AI } from '../platform/ai/providers.ts';
import { createTestApp, testBackends, type TestApp } from '../test/test-app.ts';
import { NOT_ANSWERED, NOTHING_FOUND } from './answer-compose.ts';

const INGEST = '/functions/v1/rag-ingest';
const ANSWER = '/functions/v1/rag-answer';

// A newsletter in which 'pics' is never written (nor is it in the school vocabulary, as 'photos'
// now is): the photographs paragraph answers it.
const NEWSLETTER = `# Newsletter

## Lunches

From January the price of a school lunch goes up to 2.60 dollars a day.

## Photographs

School photographs will be taken on Tuesday 8 December. Order forms come home the week before.

## Clubs

Chess club meets in the library on Wednesdays after school.
`;

// The server's default setting (EMBEDDINGS_MODEL unset): the built-in model, for real.
describe.each(testBackends())('document search with the built-in model on %s', (kind) => {
  let words: TestApp;
  let meaning: TestApp;
  let teacherOf: (t: TestApp) => Promise<Session>;

  beforeAll(async () => {
    const builtin = embeddingsConfig(parseEnv({}));
    expect(builtin?.builtin).toBe(true);
    words = await createTestApp(kind, { ai: NO_AI });
    meaning = await createTestApp(kind, { ai: { ...NO_AI, embeddings: builtin } });
    teacherOf = async (t) => {
      const school = await t.createSchool({ teachers: 1, parents: 0, students: 0 });
      const teacher = await t.signInAs(school.teachers[0]!);
      await t.okJson(teacher, {
        method: 'POST',
        url: INGEST,
        payload: { title: 'Newsletter', content: NEWSLETTER, visibility: 'school' },
      });
      return teacher;
    };
  }, 120_000);
  afterAll(async () => {
    await words?.close();
    await meaning?.close();
    stopBuiltinEmbedder(true);
  });

  const ask = (t: TestApp, session: Session, query: string) =>
    t.okJson<RagAnswerResult>(session, { method: 'POST', url: ANSWER, payload: { query } });

  it('answers a question put in other words, which words alone do not', async () => {
    const byWords = await ask(words, await teacherOf(words), 'When are the school pics?');
    expect(byWords.text.startsWith(NOT_ANSWERED)).toBe(true);

    const teacher = await teacherOf(meaning);
    const stored = await meaning.inspect
      .selectFrom('document_chunk_embeddings')
      .select(['model', 'embedding'])
      .execute();
    expect(stored.length).toBeGreaterThanOrEqual(3);
    expect(stored.every((row) => row.model === 'universal-sentence-encoder-lite')).toBe(true);
    expect(stored[0]!.embedding).toHaveLength(512);

    const byMeaning = await ask(meaning, teacher, 'When are the school pics?');
    expect(byMeaning.text.split('\n')[0]).toContain('Tuesday 8 December');
    expect(
      byMeaning.chunks.slice(0, 3).some((chunk) => chunk.content.includes('photographs')),
    ).toBe(true);
  }, 60_000);

  it('still says the documents do not answer what they do not', async () => {
    const teacher = await teacherOf(meaning);
    const reply = await ask(meaning, teacher, 'Write a haiku about autumn');
    expect(reply.text.startsWith(NOT_ANSWERED) || reply.text.startsWith(NOTHING_FOUND)).toBe(true);
  }, 60_000);
});
