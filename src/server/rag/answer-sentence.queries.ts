import { sql } from 'kysely';
import type { Tx } from '../platform/db/tx.ts';

/** The words of texts as the search sees them: each text's lexemes (english stemming, no stop words). */
export async function lexemesOf(tx: Tx, texts: string[]): Promise<string[][]> {
  if (texts.length === 0) return [];
  const { rows } = await sql<{ i: number; lexemes: string[] }>`
    select t.i::int as i, tsvector_to_array(to_tsvector('english', t.text)) as lexemes
      from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as t(text, i)
     order by t.i
  `.execute(tx);
  return rows.map((row) => row.lexemes);
}

/**
 * How many of the caller's chunks hold each lexeme (row-level security applies), and how many
 * chunks they may see in all: what makes a rare word of the question weigh more than a common one.
 */
export async function documentFrequencies(
  tx: Tx,
  lexemes: string[],
): Promise<{ chunks: number; df: Map<string, number> }> {
  const { rows } = await sql<{ lexeme: string | null; n: number }>`
    with wanted as (
      select jsonb_array_elements_text(${JSON.stringify(lexemes)}::jsonb) as lexeme
    )
    select null as lexeme, count(*)::int as n from document_chunks
    union all
    select w.lexeme, count(c.id)::int as n
      from wanted w
      left join document_chunks c on c.search @@ quote_literal(w.lexeme)::tsquery
     group by w.lexeme
  `.execute(tx);
  const df = new Map<string, number>();
  let chunks = 0;
  for (const row of rows) {
    if (row.lexeme === null) chunks = row.n;
    else df.set(row.lexeme, row.n);
  }
  return { chunks, df };
}
