import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/errors.ts';
import { MAX_IMAGE_BYTES } from '@/shared/schemas/chat.ts';
import { bandedImage, claimingSize, textImage } from './image-fixtures.ts';
import { checkImage, describeOffline } from './image.ts';

const describeFile = async (filename: string, data: Buffer) =>
  describeOffline(await checkImage({ filename, data }));

const kb = (data: Buffer) => `${Math.ceil(data.length / 1024)} KB`;

/** The colours part of a description as [name, hex, percent]. */
function coloursOf(text: string): [string, string, number][] {
  const list = /dominant colours[^:]*: ([^;]*);/.exec(text)?.[1] ?? '';
  return [...list.matchAll(/([a-z ]+) \((#[0-9a-f]{6}), (\d+)%\)/g)].map((m) => [
    m[1]!.trim(),
    m[2]!,
    Number(m[3]),
  ]);
}

describe('image check and offline description', () => {
  it('refuses a file that is not an image by its content, whatever its name', async () => {
    const refused = await checkImage({
      filename: 'fake.png',
      data: Buffer.from('just text'),
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(415);
    expect((refused as AppError).message).toMatch(/fake\.png is not an image/);
  });

  it('refuses an image over 10 MB', async () => {
    const png = await textImage('BIG');
    const huge = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);
    const refused = await checkImage({ filename: 'big.png', data: huge }).catch((e: unknown) => e);
    expect((refused as AppError).status).toBe(413);
    expect((refused as AppError).message).toMatch(/larger than 10 MB/);
    // At exactly the limit it is accepted.
    const atLimit = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES - png.length)]);
    expect((await checkImage({ filename: 'big.png', data: atLimit })).bytes).toBe(MAX_IMAGE_BYTES);
  });

  it('a mostly red PNG: format, pixel size, bytes, red first with its share, no text', async () => {
    const png = await bandedImage({
      width: 640,
      height: 480,
      background: '#ffffff',
      band: '#dd1111',
      bandShare: 0.8,
    });
    const text = await describeFile('poster.png', png);
    expect(text).toMatch(new RegExp(`^poster\\.png: PNG, 640×480 px, ${kb(png)}; `));
    const colours = coloursOf(text);
    expect(colours[0]![0]).toBe('red');
    expect(colours[0]![1]).toBe('#dd1111');
    expect(colours[0]![2]).toBeGreaterThanOrEqual(78);
    expect(colours[0]![2]).toBeLessThanOrEqual(82);
    expect(colours[1]!.slice(0, 2)).toEqual(['white', '#ffffff']);
    expect(colours[0]![2] + colours[1]![2]).toBe(100);
    expect(text).toMatch(/; no text found by OCR\.$/);
  });

  it('a JPEG with text: its format and size, white and black, and the text read by OCR', async () => {
    const jpeg = await textImage('SCHOOL TRIP FRIDAY', {
      width: 1000,
      height: 250,
      format: 'jpeg',
    });
    const text = await describeFile('', jpeg);
    expect(text).toMatch(new RegExp(`^JPEG, 1000×250 px, ${kb(jpeg)}; `));
    expect(coloursOf(text)[0]![0]).toBe('white');
    expect(coloursOf(text).map((c) => c[0])).toContain('black');
    expect(text).toMatch(/text found by OCR: «[^»]*SCHOOL TRIP FRIDAY[^»]*»\.$/i);
  });

  it('WebP and transparent PNG: the format, and transparency said to count as white', async () => {
    const webp = await bandedImage({
      width: 200,
      height: 100,
      background: '#1e3a8a',
      band: '#ffff00',
      bandShare: 0.25,
      format: 'webp',
    });
    const described = await describeFile('flag.webp', webp);
    expect(described).toMatch(/^flag\.webp: WEBP, 200×100 px, /);
    // Lossy WebP blurs the edge a little: the two colours lead, at about their shares.
    const [blue, yellow] = coloursOf(described);
    expect([blue![0], yellow![0]]).toEqual(['dark blue', 'yellow']);
    expect(blue![2]).toBeGreaterThanOrEqual(70);
    expect(yellow![2]).toBeGreaterThanOrEqual(20);

    const clear = await sharp({
      create: { width: 120, height: 90, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const see = await describeFile('clear.png', clear);
    expect(see).toMatch(
      /^clear\.png: PNG, 120×90 px, .*dominant colours \(transparent parts counted as white\): white \(#ffffff, 100%\)/,
    );
  });

  it('a damaged or too large image keeps what is known and says why the rest is not', async () => {
    const png = await textImage('CUT', { width: 900, height: 200 });
    expect(await describeFile('cut.png', png.subarray(0, 20))).toBe(
      'cut.png: PNG, 1 KB; the file is damaged (its pixels could not be read), so neither colours nor text are reported.',
    );
    expect(await describeFile('cut.png', png.subarray(0, 200))).toBe(
      'cut.png: PNG, 900×200 px, 1 KB; the file is damaged (its pixels could not be read), so neither colours nor text are reported.',
    );
    // The same small file claiming 10000×6000 pixels in its header: nothing is decoded.
    const claimed = claimingSize(png, 10_000, 6_000);
    expect(await describeFile('wide.png', claimed)).toBe(
      `wide.png: PNG, 10000×6000 px, ${kb(png)}; that is more than the 50 million pixels the portal reads, so neither colours nor text are reported.`,
    );
  });
});
