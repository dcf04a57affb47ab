import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../rag/pdf-text.ts';
import { makePdf } from './pdf-and-multipart.ts';

// The benchmarks' and tests' PDFs must read back as written: a line longer than a page is wide
// wraps as a real PDF's does (pdf.js drops text drawn past the page), and '£' or '–' are encoded
// as the standard font encodes them.
describe('makePdf', () => {
  it('reads back a long line with pounds and dashes, word for word', async () => {
    const line =
      'Blazers are sold by Hallam Schoolwear on Bridge Street – the shop by the station – and cost £38, while a house tie costs £7.50 and a grey skirt or grey trousers cost £16.';
    const [page] = await pdfPageTexts(new Uint8Array(makePdf([line])));
    expect(page!.split('\n').length).toBeGreaterThan(1);
    expect(page!.replace(/\s+/g, ' ').trim()).toBe(line);
  });
});
