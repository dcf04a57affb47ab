import sharp from 'sharp';
import { dominantColours, type DominantColour } from './image-colours.ts';

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
export async function pixelSize(data: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(data).metadata();
  const { width, height } = meta.autoOrient ?? meta;
  return { width, height };
}

export async function pixelFacts(data: Buffer): Promise<PixelFacts> {
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
export const ocrInput = (data: Buffer) =>
  sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(OCR_SIDE, OCR_SIDE, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
