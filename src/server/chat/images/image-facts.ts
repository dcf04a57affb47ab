import sharp from 'sharp';
import { dominantColours, type DominantColour } from './image-colours.ts';

/**
 * What sharp reads of an image's pixels. Runs in a child process (runBounded, from image.ts): a
 * small file can decode to any size, and a damaged one can make a decoder misbehave.
 */

/** What sharp can tell of an image for certain: its most common colours. */
export interface PixelFacts {
  /** Whether some (sampled) pixels are transparent: they are counted as on white. */
  transparent: boolean;
  colours: DominantColour[];
}

/** Beyond this many pixels (a 10 MB file can hold a huge plain image) nothing is decoded. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** The copy the colours are counted on: sampled (nearest pixel, so no blended shades). */
const SAMPLE_SIDE = 100;
/** The copy OCR reads: no larger than this, in shades of grey. */
const OCR_SIDE = 2500;

/** Width and height as shown (a JPEG's orientation applied), from the header alone. */
async function pixelSize(data: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(data).metadata();
  const { width, height } = meta.autoOrient ?? meta;
  return { width, height };
}

async function pixelFacts(data: Buffer): Promise<PixelFacts> {
  const rgba = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
    .autoOrient()
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside', kernel: 'nearest' })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer();
  // Onto white, as the image would show on a white page.
  const rgb = new Uint8Array((rgba.length / 4) * 3);
  let transparent = false;
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    const alpha = rgba[i + 3]! / 255;
    if (alpha < 1) transparent = true;
    for (let c = 0; c < 3; c++) rgb[j + c] = Math.round(rgba[i + c]! * alpha + 255 * (1 - alpha));
  }
  return { transparent, colours: dominantColours(rgb) };
}

/** A PNG in shades of grey that OCR reads well (and knows the format of, whatever came in). */
const ocrInput = (data: Buffer) =>
  sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(OCR_SIDE, OCR_SIDE, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();

export type PixelReading =
  | { status: 'damaged'; width?: number; height?: number }
  | { status: 'too-large'; width: number; height: number }
  | ({ status: 'read'; width: number; height: number; ocrImage: Uint8Array } & PixelFacts);

/**
 * The pixel size from the header; then, within MAX_IMAGE_PIXELS, the colours and the copy OCR
 * reads (nothing is decoded beyond).
 */
export async function readPixels(bytes: Uint8Array): Promise<PixelReading> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = await pixelSize(data).catch(() => null);
  if (!size) return { status: 'damaged' };
  if (size.width * size.height > MAX_IMAGE_PIXELS) return { status: 'too-large', ...size };
  try {
    const facts = await pixelFacts(data);
    return { status: 'read', ...size, ...facts, ocrImage: await ocrInput(data) };
  } catch {
    return { status: 'damaged', ...size };
  }
}
