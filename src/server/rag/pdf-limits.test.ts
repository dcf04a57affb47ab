import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import { bearer } from '../test/demo.ts';
import { useTestApp } from '../test/use-test-app.ts';
import {
  INFLATES_TOO_MUCH,
  MAX_PDF_CHARACTERS,
  MAX_PDF_PAGES,
  TOO_MANY_PAGES,
  TOO_MUCH_TEXT,
} from './pdf-text.ts';
import { makeFlateBombPdf, makePdf, multipartBody } from '../test/pdf-and-multipart.ts';

/** How often, and within how long, /api/health must answer while an upload is being refused. */
const POLL_MS = 100;
const HEALTH_WITHIN_MS = 1000;

// The worst PDFs are refused while the server goes on answering others: over real HTTP, so a
// blocked event loop would show in the health answers' times.
describe('hostile PDFs are refused without stopping the server (PGlite)', () => {
  const t = useTestApp('pglite');
  let base: string;
  let parent: Session;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const school = await t.createSchool({ parents: 1, students: 1 });
    parent = await t.signInAs(school.parents[0]!);
  });

  const storedCount = async () => {
    const count = (table: 'documents' | 'document_chunks') =>
      t.inspect
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    return { documents: await count('documents'), chunks: await count('document_chunks') };
  };

  /** Uploads the file while asking /api/health every POLL_MS; the upload's answer and the health times. */
  async function uploadWhilePolling(filename: string, data: Buffer) {
    const times: number[] = [];
    let uploading = true;
    const poll = (async () => {
      while (uploading) {
        const started = performance.now();
        const health = await fetch(`${base}/api/health`, {
          signal: AbortSignal.timeout(HEALTH_WITHIN_MS * 5),
        });
        expect(health.status).toBe(200);
        await health.arrayBuffer();
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    })();
    const form = multipartBody({}, [{ filename, data, type: 'application/pdf' }]);
    try {
      const response = await fetch(`${base}/functions/v1/rag-ingest`, {
        method: 'POST',
        headers: { ...bearer(parent), ...form.headers },
        body: new Uint8Array(form.payload),
      });
      return {
        status: response.status,
        body: (await response.json()) as { error: { message: string } },
        times,
      };
    } finally {
      uploading = false;
      await poll;
    }
  }

  async function expectRefused(filename: string, data: Buffer, message: string) {
    const before = await storedCount();
    const { status, body, times } = await uploadWhilePolling(filename, data);
    expect(status, JSON.stringify(body)).toBe(413);
    expect(body.error.message).toBe(message);
    expect(times.length).toBeGreaterThan(0);
    expect(Math.max(...times)).toBeLessThan(HEALTH_WITHIN_MS);
    expect(await storedCount()).toEqual(before);
  }

  it('a small PDF whose stream inflates to 300 MB of spaces', async () => {
    const bomb = await makeFlateBombPdf(300);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectRefused('bomb.pdf', bomb, INFLATES_TOO_MUCH);
    expect(INFLATES_TOO_MUCH).toMatch(/^This PDF is too large to index: /);
  });

  it(`a PDF of 3,000 pages (more than ${MAX_PDF_PAGES})`, async () => {
    const pages = Array.from({ length: 3000 }, (_, i) => `Page ${i + 1}`);
    await expectRefused('long.pdf', makePdf(pages), TOO_MANY_PAGES);
    expect(TOO_MANY_PAGES).toContain(`more than ${MAX_PDF_PAGES} pages`);
  });

  it(`a PDF with more than ${MAX_PDF_CHARACTERS} characters of text`, async () => {
    const page = Array.from({ length: 50 }, () =>
      'The school bus leaves at seven. '.repeat(2),
    ).join('\n');
    // pdf.js reads a page of it back as about 3,200 characters.
    const pages = Array.from({ length: Math.ceil(MAX_PDF_CHARACTERS / 3000) }, () => page);
    await expectRefused('wordy.pdf', makePdf(pages), TOO_MUCH_TEXT);
  });
});
