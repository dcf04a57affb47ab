/**
 * Markdown tables in a reply (GitHub's pipe tables: a header row, a delimiter row such as
 * `| --- | :-: |`, then rows), cut out of the text so they can be shown as tables: react-markdown
 * alone reads them as paragraphs. Lines inside code fences are left alone.
 */
export type ReplySegment =
  { kind: 'text'; text: string } | { kind: 'table'; header: string[]; rows: string[][] };

const DELIMITER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const FENCE = /^\s*(```|~~~)/;

/** A row's cells: the outer pipes dropped, split at pipes that are not escaped. */
export function cellsOf(line: string): string[] {
  const inner = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

export function splitTables(markdown: string): ReplySegment[] {
  const lines = markdown.split('\n');
  const segments: ReplySegment[] = [];
  let text: string[] = [];
  let fenced = false;
  const flush = () => {
    if (text.join('').trim()) segments.push({ kind: 'text', text: text.join('\n') });
    text = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (FENCE.test(line)) fenced = !fenced;
    const next = lines[i + 1];
    const header = cellsOf(line);
    const isTable =
      !fenced &&
      line.includes('|') &&
      next !== undefined &&
      DELIMITER.test(next) &&
      cellsOf(next).length === header.length;
    if (isTable) {
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && lines[i]!.includes('|') && lines[i]!.trim()) {
        const cells = cellsOf(lines[i]!);
        rows.push(header.map((_, c) => cells[c] ?? ''));
        i++;
      }
      i--;
      flush();
      segments.push({ kind: 'table', header, rows });
    } else {
      text.push(line);
    }
  }
  flush();
  return segments;
}
