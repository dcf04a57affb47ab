import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@/shared/errors.ts';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, MAX_IMAGE_MB } from '@/shared/schemas/chat.ts';
import { type DominantColour } from './image-colours.ts';
import {
  MAX_IMAGE_PIXELS,
  ocrInput,
  pixelFacts,
  pixelSize,
  type PixelFacts,
} from './image-facts.ts';
import { readText, type OcrOutcome } from './image-ocr.ts';

export interface UploadedImage {
  filename: string;
  data: Buffer;
}

export interface CheckedImage {
  filename: string;
  mime: (typeof IMAGE_MIME_TYPES)[number];
  bytes: number;
  data: Buffer;
  dataUrl: string;
}

export const IMAGE_TOO_LARGE = `The image is larger than ${MAX_IMAGE_MB} MB. Send a smaller one.`;

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** The image's format judged by its content (PNG, JPEG, WebP or GIF), as a data URL for a model. */
export async function checkImage(image: UploadedImage): Promise<CheckedImage> {
  if (image.data.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE);
  const detected = await fileTypeFromBuffer(image.data);
  const mime = IMAGE_MIME_TYPES.find((type) => type === detected?.mime);
  if (!mime) {
    throw new AppError(
      'BAD_REQUEST',
      `Only PNG, JPEG, WebP and GIF images can be described. ${image.filename || 'This file'} is ${detected ? detected.mime : 'not an image'}.`,
      { status: 415, details: [{ path: 'image', message: 'Not a PNG, JPEG, WebP or GIF image' }] },
    );
  }
  return {
    filename: image.filename,
    mime,
    bytes: image.data.length,
    data: image.data,
    dataUrl: `data:${mime};base64,${image.data.toString('base64')}`,
  };
}

const formatOf = (image: CheckedImage) => image.mime.replace('image/', '').toUpperCase();

/** What is known for certain from the file alone: the format and the size. */
export const imageFacts = (image: CheckedImage) =>
  `${image.filename ? `${image.filename}: ` : ''}a ${formatOf(image)} image of ${kb(image.bytes)}`;

/** Longest OCR text quoted back; below this confidence (0..100) the text is called uncertain. */
const OCR_QUOTED = 1000;
const OCR_SURE = 60;

const colourList = (colours: DominantColour[]) =>
  colours.map((c) => `${c.name} (${c.hex}, ${Math.max(1, Math.round(c.share * 100))}%)`).join(', ');

function ocrSentence(outcome: OcrOutcome): string {
  if (outcome.status === 'timed-out') {
    return `text: OCR did not finish within ${outcome.seconds} s, so no text is reported`;
  }
  if (outcome.status === 'failed') return 'text: OCR failed on this image, so no text is reported';
  const text = outcome.text.replace(/\s+/g, ' ').trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return 'no text found by OCR';
  const quoted = text.length > OCR_QUOTED ? `${text.slice(0, OCR_QUOTED - 1)}…` : text;
  const sure = outcome.confidence >= OCR_SURE;
  return `text found by OCR${sure ? '' : ` (uncertain: ${Math.round(outcome.confidence)}% confidence)`}: «${quoted}»`;
}

/**
 * Without a vision model: what the portal determines itself. The format (by content) and the
 * bytes from the file; the pixel size, and the dominant colours on a sample of the pixels
 * (transparency counted as white), with sharp; the text by OCR in English.
 */
export async function describeOffline(image: CheckedImage): Promise<string> {
  const file = `${image.filename ? `${image.filename}: ` : ''}${formatOf(image)}`;
  const unread = (known: string, why: string) =>
    `${known}, ${kb(image.bytes)}; ${why}, so neither colours nor text are reported.`;
  const damaged = 'the file is damaged (its pixels could not be read)';
  const size = await pixelSize(image.data).catch(() => null);
  if (!size) return unread(file, damaged);
  const known = `${file}, ${size.width}×${size.height} px`;
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    return unread(
      known,
      `that is more than the ${MAX_IMAGE_PIXELS / 1e6} million pixels the portal reads`,
    );
  }
  let pixels: PixelFacts;
  let ocr: OcrOutcome;
  try {
    pixels = await pixelFacts(image.data);
    ocr = await readText(await ocrInput(image.data));
  } catch {
    return unread(known, damaged);
  }
  const transparent = pixels.transparent ? ' (transparent parts counted as white)' : '';
  return [
    `${known}, ${kb(image.bytes)}`,
    `dominant colours${transparent}: ${colourList(pixels.colours)}`,
    `${ocrSentence(ocr)}.`,
  ].join('; ');
}
