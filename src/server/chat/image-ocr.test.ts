import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type * as Tesseract from 'tesseract.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { textImage } from './image-fixtures.ts';
import { closeOcr, readText } from './image-ocr.ts';

// The real tesseract.js, with its worker starts counted and their options kept.
const started = vi.hoisted(() => [] as unknown[][]);
vi.mock('tesseract.js', async (importOriginal) => {
  const real = await importOriginal<typeof Tesseract>();
  return {
    ...real,
    createWorker: (...args: Parameters<typeof real.createWorker>) => {
      started.push(args);
      return real.createWorker(...args);
    },
  };
});

describe('offline OCR', () => {
  afterAll(closeOcr);

  it('reads the text of an image with one worker, kept for the next image', async () => {
    const first = await readText(await textImage('SCHOOL TRIP FRIDAY'));
    expect(first.status).toBe('read');
    if (first.status !== 'read') return;
    expect(first.text.toUpperCase()).toContain('SCHOOL TRIP FRIDAY');

    const second = await readText(await textImage('LIBRARY CLOSED', { format: 'jpeg' }));
    expect(second.status === 'read' && second.text.toUpperCase()).toContain('LIBRARY CLOSED');
    expect(started).toHaveLength(1);
  });

  it('loads English from the installed package folder, never from the network, and caches nothing', () => {
    const [langs, , options] = started[0] as [string, number, Record<string, unknown>];
    expect(langs).toBe('eng');
    const langPath = String(options.langPath);
    expect(path.isAbsolute(langPath)).toBe(true);
    expect(langPath).not.toMatch(/^[a-z]+:\/\//i);
    expect(langPath.split(path.sep)).toContain('@tesseract.js-data');
    // gzip: true makes it read eng.traineddata.gz, which is there.
    expect(options.gzip).toBe(true);
    expect(statSync(path.join(langPath, 'eng.traineddata.gz')).size).toBeGreaterThan(1_000_000);
    expect(options.cacheMethod).toBe('none');
    expect(existsSync(path.join(process.cwd(), 'eng.traineddata'))).toBe(false);
  });

  it('a read that takes too long is reported as such, and the next image gets a new worker', async () => {
    const image = await textImage('TOO SLOW');
    const slow = await readText(image, 1);
    expect(slow).toEqual({ status: 'timed-out', seconds: 0 });
    const next = await readText(image);
    expect(next.status === 'read' && next.text.toUpperCase()).toContain('TOO SLOW');
    expect(started).toHaveLength(2);
  });

  it('a picture without text reads as no text; a file it cannot read fails plainly', async () => {
    const blank = await readText(await textImage(''));
    expect(blank.status === 'read' && blank.text.trim()).toBe('');
    expect(await readText(Buffer.from('not an image'))).toEqual({ status: 'failed' });
  });
});
