import { describe, expect, it } from 'vitest';
import { CHUNK_TARGET, chunkDocument } from './chunking.ts';

const words = (n: number, word = 'lorem') =>
  Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');

describe('chunkDocument', () => {
  it('keeps the heading path of each chunk and leaves headings out of the content', () => {
    const chunks = chunkDocument([
      {
        page: null,
        text: '# Handbook\n\nWelcome.\n\n## Fees\n\nFees are due monthly.\n\n### Refunds\n\nRefunds within 30 days.\n\n## Uniform\n\nBlue shirts.',
      },
    ]);
    expect(chunks.map((c) => [c.headingPath, c.content])).toEqual([
      ['Handbook', 'Welcome.'],
      ['Handbook > Fees', 'Fees are due monthly.'],
      ['Handbook > Fees > Refunds', 'Refunds within 30 days.'],
      ['Handbook > Uniform', 'Blue shirts.'],
    ]);
    expect(chunks.map((c) => c.ordinal)).toEqual([0, 1, 2, 3]);
    expect(chunks.every((c) => c.page === null)).toBe(true);
  });

  it('packs paragraphs up to about the target size, with overlap between chunks of a section', () => {
    const paragraphs = Array.from({ length: 12 }, (_, i) => `${words(25, `p${i}w`)}.`);
    const chunks = chunkDocument([{ page: null, text: `# Long\n\n${paragraphs.join('\n\n')}` }]);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.content.length).toBeLessThanOrEqual(CHUNK_TARGET + 200);
      expect(chunk.headingPath).toBe('Long');
    }
    // The next chunk starts with the end of the previous one.
    const end = chunks[0]!.content.slice(-40);
    expect(chunks[1]!.content).toContain(end.slice(end.indexOf(' ') + 1));
    // Every paragraph is somewhere.
    for (const paragraph of paragraphs) {
      expect(chunks.some((c) => c.content.includes(paragraph))).toBe(true);
    }
  });

  it('cuts a paragraph longer than the target by sentences, and a huge sentence by words', () => {
    const sentence = `${words(60)}.`;
    const chunks = chunkDocument([{ page: null, text: `${sentence} ${sentence} ${words(400)}` }]);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks)
      expect(chunk.content.length).toBeLessThanOrEqual(CHUNK_TARGET * 1.3);
  });

  it('remembers the page of PDF text and carries headings across pages', () => {
    const chunks = chunkDocument([
      { page: 1, text: '# Transport\n\nBuses leave at 7:30.' },
      { page: 2, text: 'The late bus leaves at 16:45.' },
    ]);
    expect(chunks).toEqual([
      { ordinal: 0, headingPath: 'Transport', page: 1, content: 'Buses leave at 7:30.' },
      { ordinal: 1, headingPath: 'Transport', page: 2, content: 'The late bus leaves at 16:45.' },
    ]);
  });

  it('joins the lines of a paragraph and gives nothing for empty text', () => {
    expect(chunkDocument([{ page: null, text: 'one\ntwo\r\nthree' }])[0]!.content).toBe(
      'one two three',
    );
    expect(chunkDocument([{ page: null, text: ' \n\n ' }])).toEqual([]);
    expect(chunkDocument([])).toEqual([]);
  });
});
