import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { RagAnswerResult } from '@/shared/schemas/rag.ts';
import { EMBED_BATCH } from '../platform/ai/embeddings.ts';
import { fakeEmbedding } from '../test/fake-openai.ts';
import { NO_AI } from '../platform/ai/providers.ts';
import { embedMissing } from '../commands/embed-missing.ts';
import type { School } from '../seed/school-builder.ts';
import { riverside, signIn } from '../test/demo.ts';
import { testBackends } from '../test/test-app.ts';
import { useFakeAiApp } from '../test/use-fake-ai-app.ts';

const INGEST = '/functions/v1/rag-ingest';
const ANSWER = '/functions/v1/rag-answer';
const MODEL = 'embed-test';

// No word of the question is in the Pets section (nor a synonym of the school list); the fake
// embedding puts puppy, dogs and pets on one dimension.
const QUESTION = 'Can my puppy come along?';
const HANDBOOK = `# Handbook

## Pets

Animals are not allowed on the grounds, except guide dogs.

## Coats

Bring a coat on Fridays.
`;

describe.each(testBackends())('hybrid retrieval on %s', (kind) => {
  // Only embeddings: no language model, so answers are the retrieved passages themselves.
  const t = useFakeAiApp(kind, (baseUrl) => ({
    ...NO_AI,
    embeddings: { baseUrl, apiKey: 'sk-embed', model: MODEL },
  }));
  let school: School;
  let teacher: Session;

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 1, parents: 2, students: 2 });
    teacher = await t.signInAs(school.teachers[0]!);
  });

  const ingest = (session: Session, payload: object) =>
    t.okJson<{ document_id: string; inserted_chunks: number }>(session, {
      method: 'POST',
      url: INGEST,
      payload,
    });
  const ask = (session: Session, query: string) =>
    t.okJson<RagAnswerResult>(session, { method: 'POST', url: ANSWER, payload: { query } });
  const embeddingsOf = (documentId: string) =>
    t.inspect
      .selectFrom('document_chunk_embeddings as e')
      .innerJoin('document_chunks as c', (j) =>
        j.onRef('c.tenant_id', '=', 'e.tenant_id').onRef('c.id', '=', 'e.chunk_id'),
      )
      .select(['c.ordinal', 'e.model', 'e.embedding'])
      .where('c.document_id', '=', documentId)
      .orderBy('c.ordinal')
      .execute();

  it('stores one embedding per chunk at ingest, asked for in batches with the model', async () => {
    const before = t.fake.embeddingCalls.length;
    const sections = Array.from(
      { length: EMBED_BATCH + 6 },
      (_, i) => `## Rule ${i}\n\nRule ${i} covers item ${i}.`,
    );
    const doc = await ingest(teacher, {
      visibility: 'school',
      title: 'Rules',
      content: sections.join('\n\n'),
    });
    expect(doc.inserted_chunks).toBe(EMBED_BATCH + 6);

    const calls = t.fake.embeddingCalls.slice(before);
    expect(calls.map((c) => c.body.model)).toEqual([MODEL, MODEL]);
    expect(calls.map((c) => (c.body.input as string[]).length)).toEqual([EMBED_BATCH, 6]);
    expect(calls[0]!.headers.authorization).toBe('Bearer sk-embed');
    const inputs = calls.flatMap((c) => c.body.input as string[]);
    // The heading path gives the chunk its context.
    expect(inputs[7]).toBe('Rule 7\n\nRule 7 covers item 7.');

    const rows = await embeddingsOf(doc.document_id);
    expect(rows.map((r) => r.ordinal)).toEqual(inputs.map((_, i) => i));
    expect(rows.every((r) => r.model === MODEL)).toBe(true);
    expect(rows[7]!.embedding.map(Number)).toEqual(fakeEmbedding(inputs[7]!));
  });

  it('finds a passage by meaning only with embeddings; lexical alone misses it', async () => {
    const doc = await ingest(teacher, {
      visibility: 'school',
      title: 'Handbook',
      content: HANDBOOK,
    });
    expect((await embeddingsOf(doc.document_id)).length).toBe(2);

    const hybrid = await ask(teacher, QUESTION);
    expect(hybrid.chunks[0]).toMatchObject({
      document_id: doc.document_id,
      content: 'Animals are not allowed on the grounds, except guide dogs.',
    });
    // The question once (search and judgement), then the quoted passages' sentences.
    const [search, judgement] = t.fake.embeddingCalls.slice(-2);
    expect(search!.body).toMatchObject({ model: MODEL, input: [QUESTION] });
    expect(judgement!.body).toMatchObject({ model: MODEL });
    expect(judgement!.body.input).toContain(
      'Animals are not allowed on the grounds, except guide dogs.',
    );
    expect(judgement!.body.input).not.toContain(QUESTION);

    const saved = t.ai.embeddings;
    t.ai.embeddings = undefined;
    try {
      const lexical = await ask(teacher, QUESTION);
      expect(lexical.chunks.map((c) => c.content)).not.toContain(
        'Animals are not allowed on the grounds, except guide dogs.',
      );
    } finally {
      t.ai.embeddings = saved;
    }
  });

  it("never brings back another school's or another family's chunks by vector", async () => {
    const [parentA, parentB] = school.parents as [School['parents'][0], School['parents'][0]];
    const a = await t.signInAs(parentA);
    const b = await t.signInAs(parentB);
    const pet = 'Our puppy and our kitten are pets: the dog comes to the gate.';
    const shared = await ingest(teacher, {
      visibility: 'school',
      title: 'Class pets',
      content: 'The class hamster lives in room 4.',
    });
    const mine = await ingest(a, { title: 'Our pets', content: pet });
    const otherAdmin = await signIn(t.app, riverside, 'admin');
    const other = await ingest(otherAdmin, {
      visibility: 'school',
      title: 'Riverside pets',
      content: pet,
    });
    expect((await embeddingsOf(mine.document_id)).length).toBe(1);
    expect((await embeddingsOf(other.document_id)).length).toBe(1);

    // The owner finds her own private document by meaning (so the vector search does reach it)…
    const own = await ask(a, QUESTION);
    expect(own.chunks[0]?.document_id).toBe(mine.document_id);
    // …another family of the school does not, nor does anyone get Riverside's.
    for (const session of [b, teacher]) {
      const ids = (await ask(session, QUESTION)).chunks.map((c) => c.document_id);
      expect(ids).toContain(shared.document_id);
      expect(ids).not.toContain(mine.document_id);
      expect(ids).not.toContain(other.document_id);
    }
    expect((await ask(a, QUESTION)).chunks.map((c) => c.document_id)).not.toContain(
      other.document_id,
    );
    const riversideIds = (await ask(otherAdmin, QUESTION)).chunks.map((c) => c.document_id);
    expect(riversideIds[0]).toBe(other.document_id);
    expect(riversideIds).not.toContain(mine.document_id);
  });

  it('keeps the document when the embeddings call fails; words still find it', async () => {
    // The client tries three times (two retries) before giving up.
    t.fake.scriptEmbeddings({ status: 500 }, { status: 500 }, { status: 500 });
    const doc = await ingest(teacher, {
      visibility: 'school',
      title: 'Library',
      content: 'Library books are borrowed for three weeks.',
    });
    expect(doc.inserted_chunks).toBe(1);
    expect(await embeddingsOf(doc.document_id)).toEqual([]);

    const found = await ask(teacher, 'How long can library books be borrowed?');
    expect(found.chunks[0]?.document_id).toBe(doc.document_id);
  });

  it('embeds later what has no embedding yet, private documents too, once', async () => {
    const parent = await t.signInAs(school.parents[0]!);
    t.fake.scriptEmbeddings({ status: 400 });
    const doc = await ingest(parent, { title: 'Our pets', content: 'Our puppy is called Rex.' });
    expect(await embeddingsOf(doc.document_id)).toEqual([]);

    const first = await embedMissing(t.database.db, t.ai.embeddings!);
    expect(first.embedded).toBeGreaterThanOrEqual(1);
    const rows = await embeddingsOf(doc.document_id);
    expect(rows.map((r) => r.embedding.map(Number))).toEqual([
      fakeEmbedding('Our puppy is called Rex.'),
    ]);
    expect(await embedMissing(t.database.db, t.ai.embeddings!)).toEqual({ embedded: 0 });
  });

  it('answers by words alone when the question cannot be embedded', async () => {
    const doc = await ingest(teacher, {
      visibility: 'school',
      title: 'Lockers',
      content: 'Lockers are assigned in the first week of term.',
    });
    t.fake.scriptEmbeddings({ status: 400 });
    const found = await ask(teacher, 'When are lockers assigned?');
    expect(found.chunks[0]?.document_id).toBe(doc.document_id);
  });

  it('computes cosine similarity in SQL the same on this backend', async () => {
    const a = fakeEmbedding('puppy dogs at the gate');
    const b = fakeEmbedding('the dog and the kitten');
    const dot = a.reduce((sum, x, i) => sum + x * b[i]!, 0);
    const norm = (v: number[]) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
    const { rows } = await sql<{ similarity: number; pgvector: boolean; usesVector: boolean }>`
      select app_embedding_similarity(${`{${a.join(',')}}`}::real[], ${`{${b.join(',')}}`}::real[])
               as similarity,
             exists (select 1 from pg_extension where extname = 'vector') as pgvector,
             (select prosrc like '%vector%' from pg_proc
               where proname = 'app_embedding_similarity') as "usesVector"`.execute(t.inspect);
    expect(rows[0]!.similarity).toBeCloseTo(dot / (norm(a) * norm(b)), 5);
    // pgvector's operator where the extension is (PGlite always carries it), plain SQL elsewhere.
    expect(rows[0]!.usesVector).toBe(rows[0]!.pgvector);
    if (kind === 'pglite') expect(rows[0]!.pgvector).toBe(true);
    // The owner may run the installer again (after a DBA adds pgvector): same choice here.
    const again = await sql<{ kind: string }>`
      select app_embedding_similarity_install() as kind`.execute(t.database.db);
    expect(again.rows[0]!.kind).toBe(rows[0]!.pgvector ? 'pgvector' : 'sql');
  });
});
