// Retrieval quality of the school's documents (chat issue, RAG): a handbook-like document and
// paraphrased questions, each with the passage that answers it (bench/rag-eval/). Ingests the
// handbook through POST /functions/v1/rag-ingest into a fresh in-memory database (PGlite, demo
// schools), asks every question through POST /functions/v1/rag-answer, and reports hit@1 and hit@3
// (the answering passage in the first, or the first three, chunks), beside in the same run:
//   - the baseline: a plain websearch_to_tsquery AND query ranked by ts_rank_cd;
//   - the OR-matching BM25-style ranking without the synonym list (what the synonyms add);
//   - hybrid search (db/routines/45_embedding-similarity.sql) with the FAKE embedder of the tests (src/server/test/fake-openai.ts:
//     a hashed bag of stemmed words plus a six-group concept table, no language model): the vector
//     ranking alone, fused by reciprocal rank and by weighted scores (rag-answer with
//     EMBEDDINGS_MODEL set: LEXICAL_WEIGHT). It measures the plumbing and the fusion, not what a
//     real embedding model would add: none is reachable offline. With EMBEDDINGS_MODEL (and
//     EMBEDDINGS_BASE_URL / EMBEDDINGS_API_KEY, as for the server) in the environment, that
//     endpoint is used instead of the fake.
// Usage: npx tsx bench/rag-eval.ts   (RAG_EVAL_VERBOSE=1 lists the questions each method misses)
import { readFileSync } from 'node:fs';
import type { RagAnswerResult } from '@/shared/schemas/rag.ts';
import { QUERY_EMBED, embed } from '../src/server/platform/ai/embeddings.ts';
import { startFakeOpenAi } from '../src/server/test/fake-openai.ts';
import { NO_AI } from '../src/server/platform/ai/providers.ts';
import { embeddingsConfig, parseEnv, type AiConfig } from '../src/server/config.ts';
import { withTenant } from '../src/server/platform/db/with-tenant.ts';
import { reciprocalRankFusion, weightedFusion } from '../src/server/rag/fusion.ts';
import { searchTerms } from '../src/server/rag/query-expansion.ts';
import {
  searchChunks,
  searchChunksBaseline,
  searchChunksByVector,
} from '../src/server/rag/rag.queries.ts';
import { FUSION_DEPTH, LEXICAL_WEIGHT } from '../src/server/rag/rag.service.ts';
import { bearer, greenwood, signIn } from '../src/server/test/demo.ts';
import { createTestApp } from '../src/server/test/test-app.ts';

interface Question {
  question: string;
  passage: string;
}

const dir = new URL('./rag-eval/', import.meta.url);
const handbook = readFileSync(new URL('handbook.md', dir), 'utf8');
const load = (name: string) => JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as Question[];
/**
 * questions.json: the set the synonym list was tuned on (its misses were looked at);
 * held-out.json: written after the list and the weights were frozen, never tuned on.
 */
const sets: Record<string, Question[]> = {
  'tuning set (questions.json)': load('questions.json'),
  'held-out set (held-out.json)': load('held-out.json'),
};
const verbose = process.env.RAG_EVAL_VERBOSE === '1';

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Rank (1-based) of the first chunk holding the passage, or null. */
function rankOf(contents: string[], passage: string): number | null {
  const index = contents.findIndex((content) => normal(content).includes(normal(passage)));
  return index < 0 ? null : index + 1;
}

const fake = await startFakeOpenAi();
const real = embeddingsConfig(parseEnv(process.env));
const embeddings = real ?? { baseUrl: fake.baseUrl, apiKey: 'fake', model: 'fake-bag-of-words' };
const embedder = real ? `embedder ${real.model}` : 'FAKE embedder';
// Embeddings on at ingest (every chunk embedded); each method below turns them on or off.
const ai: AiConfig = { ...NO_AI, embeddings };
const t = await createTestApp((process.env.RAG_EVAL_DB as 'pglite' | 'postgres') ?? 'pglite', {
  ai,
});
try {
  const session = await signIn(t.app, greenwood, 'admin');
  const ingest = await t.app.inject({
    method: 'POST',
    url: '/functions/v1/rag-ingest',
    headers: bearer(session),
    payload: {
      tenantId: greenwood.id,
      title: 'Family handbook',
      content: handbook,
      visibility: 'school',
    },
  });
  if (ingest.statusCode !== 200) throw new Error(`ingest failed: ${ingest.body}`);
  const { inserted_chunks: chunkCount } = ingest.json<{ inserted_chunks: number }>();
  const words = handbook.split(/\s+/).filter(Boolean).length;

  const admin = greenwood.accounts.find((a) => a.role === 'admin')!;
  const asAdmin = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(t.database.db, { tenantId: greenwood.id, userId: admin.id, role: 'admin' }, fn);

  const answerChunks = async (query: string, hybrid: boolean) => {
    ai.embeddings = hybrid ? embeddings : undefined;
    const response = await t.app.inject({
      method: 'POST',
      url: '/functions/v1/rag-answer',
      headers: bearer(session),
      payload: { query },
    });
    if (response.statusCode !== 200) throw new Error(`answer failed: ${response.body}`);
    return response.json<RagAnswerResult>().chunks.map((c) => c.content);
  };
  const rankings = async (query: string) => {
    const [vector] = await embed(embeddings, [query], QUERY_EMBED);
    return asAdmin(async (tx) => ({
      lexical: await searchChunks(tx, { terms: searchTerms(query), limit: FUSION_DEPTH }),
      semantic: await searchChunksByVector(tx, {
        model: embeddings.model,
        vector: vector!,
        limit: FUSION_DEPTH,
      }),
    }));
  };
  const weighted = (lexicalWeight: number) => async (query: string) => {
    const { lexical, semantic } = await rankings(query);
    return weightedFusion([lexical, semantic], [lexicalWeight, 1 - lexicalWeight]).map(
      (c) => c.content,
    );
  };

  const methods: Record<string, (q: string) => Promise<string[]>> = {
    'Baseline: websearch_to_tsquery (AND), ts_rank_cd': async (query) =>
      (await asAdmin((tx) => searchChunksBaseline(tx, { query, limit: 3 }))).map((c) => c.content),
    'OR-matching, BM25-style, heading boost (no synonyms)': async (query) =>
      (
        await asAdmin((tx) =>
          searchChunks(tx, { terms: searchTerms(query, { synonyms: false }), limit: 3 }),
        )
      ).map((c) => c.content),
    'rag-answer, lexical (no embeddings): OR-matching, BM25-style, heading boost, school synonyms':
      (query) => answerChunks(query, false),
    [`${embedder}: vector ranking alone`]: async (query) =>
      (await rankings(query)).semantic.map((c) => c.content),
    [`hybrid, ${embedder}: reciprocal rank fusion (k 60)`]: async (query) => {
      const { lexical, semantic } = await rankings(query);
      return reciprocalRankFusion([lexical, semantic]).map((c) => c.content);
    },
    [`hybrid, ${embedder}: weighted fusion, 0.5 lexical + 0.5 vector`]: weighted(0.5),
    [`rag-answer, hybrid, ${embedder}: weighted fusion, ${LEXICAL_WEIGHT} lexical + ${(1 - LEXICAL_WEIGHT).toFixed(1)} vector`]:
      (query) => answerChunks(query, true),
  };

  const total = Object.values(sets).reduce((n, set) => n + set.length, 0);
  console.log(`Handbook: ${words} words, ${chunkCount} chunks; ${total} paraphrased questions.\n`);
  console.log('| Question set | Method | hit@1 | hit@3 |');
  console.log('| --- | --- | --- | --- |');
  const misses: string[] = [];
  for (const [setName, questions] of Object.entries(sets)) {
    for (const [name, search] of Object.entries(methods)) {
      let hit1 = 0;
      let hit3 = 0;
      for (const { question, passage } of questions) {
        const rank = rankOf((await search(question)).slice(0, 3), passage);
        if (rank === 1) hit1++;
        if (rank !== null && rank <= 3) hit3++;
        else misses.push(`${setName}, ${name}: ${question}`);
      }
      const pct = (n: number) =>
        `${n}/${questions.length} (${Math.round((100 * n) / questions.length)}%)`;
      console.log(`| ${setName} | ${name} | ${pct(hit1)} | ${pct(hit3)} |`);
    }
  }
  if (verbose) console.log(`\nMissed in the top 3:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
} finally {
  await t.close();
  await fake.close();
}
