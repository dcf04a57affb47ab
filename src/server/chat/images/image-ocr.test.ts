import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textImage } from './image-fixtures.ts';
import { readText } from './image-ocr.ts';
import { ocrWorkerOptions } from './ocr-job.ts';

describe('offline OCR', () => {
  it('reads the text of an image (PNG or JPEG), each in a child process of its own', async () => {
    const first = await readText(await textImage('SCHOOL TRIP FRIDAY'));
    expect(first.status).toBe('read');
    if (first.status !== 'read') return;
    expect(first.text.toUpperCase()).toContain('SCHOOL TRIP FRIDAY');
    const second = await readText(await textImage('LIBRARY CLOSED', { format: 'jpeg' }));
    expect(second.status === 'read' && second.text.toUpperCase()).toContain('LIBRARY CLOSED');
  });

  it('loads English from the installed package folder, never from the network, and caches nothing', () => {
    const options = ocrWorkerOptions();
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

  it('a read that takes too long is stopped and reported as such; the next one reads', async () => {
    const image = await textImage('TOO SLOW');
    const slow = await readText(image, 1);
    expect(slow).toEqual({ status: 'timed-out', seconds: 0 });
    const next = await readText(image);
    expect(next.status === 'read' && next.text.toUpperCase()).toContain('TOO SLOW');
  });

  it('a picture without text reads as no text; a file it cannot read fails plainly', async () => {
    const blank = await readText(await textImage(''));
    expect(blank.status === 'read' && blank.text.trim()).toBe('');
    expect(await readText(Buffer.from('not an image'))).toEqual({ status: 'failed' });
  });
});
