import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@/shared/errors.ts';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, MAX_IMAGE_MB } from '@/shared/schemas/chat.ts';
import {
  BoundedJobError,
  runBounded,
  type BoundedLimits,
} from '../../platform/sandbox/run-bounded.ts';
import { type DominantColour } from './image-colours.ts';
import type * as ImageFacts from './image-facts.ts';
import { MAX_IMAGE_PIXELS, type PixelReading } from './image-facts.ts';
import { readText, type OcrOutcome } from './image-ocr.ts';
import { fieldError } from '../../platform/http/field-error.ts';

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
    throw fieldError('image', 'Not a PNG, JPEG, WebP or GIF image', {
      code: 'BAD_REQUEST',
      status: 415,
      summary: `Only PNG, JPEG, WebP and GIF images can be described. ${image.filename || 'This file'} is ${detected ? detected.mime : 'not an image'}.`,
    });
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

/** Where sharp reads the pixels: a child process, for at most this long and this much memory. */
export const PIXEL_LIMITS: BoundedLimits = { timeoutMs: 15_000, memoryMb: 768 };
const IMAGE_FACTS = new URL('./image-facts.ts', import.meta.url);

/** The pixels as read in their child process; what stopped it, said as a reason. */
async function readPixels(
  data: Buffer,
): Promise<PixelReading | { status: 'stopped'; why: string }> {
  try {
    return await runBounded<typeof ImageFacts, 'readPixels'>(
      IMAGE_FACTS,
      'readPixels',
      [data],
      PIXEL_LIMITS,
    );
  } catch (error) {
    if (!(error instanceof BoundedJobError)) throw error;
    const why: Record<BoundedJobError['reason'], string> = {
      'timed-out': `reading its pixels took more than ${PIXEL_LIMITS.timeoutMs / 1000} seconds`,
      'out-of-memory': `reading its pixels needs more than ${PIXEL_LIMITS.memoryMb} MB of memory`,
      failed: 'the file is damaged (its pixels could not be read)',
    };
    return { status: 'stopped', why: why[error.reason] };
  }
}

/**
 * Without a vision model: what the portal determines itself. The format (by content) and the
 * bytes from the file; the pixel size, and the dominant colours on a sample of the pixels
 * (transparency counted as white), with sharp; the text by OCR in English. Pixels and text are
 * read in child processes within limits (readPixels, readText).
 */
export async function describeOffline(image: CheckedImage): Promise<string> {
  const file = `${image.filename ? `${image.filename}: ` : ''}${formatOf(image)}`;
  const unread = (known: string, why: string) =>
    `${known}, ${kb(image.bytes)}; ${why}, so neither colours nor text are reported.`;
  const damaged = 'the file is damaged (its pixels could not be read)';
  const pixels = await readPixels(image.data);
  if (pixels.status === 'stopped') return unread(file, pixels.why);
  const known = pixels.width === undefined ? file : `${file}, ${pixels.width}×${pixels.height} px`;
  if (pixels.status === 'damaged') return unread(known, damaged);
  if (pixels.status === 'too-large') {
    return unread(
      known,
      `that is more than the ${MAX_IMAGE_PIXELS / 1e6} million pixels the portal reads`,
    );
  }
  const ocr = await readText(pixels.ocrImage);
  const transparent = pixels.transparent ? ' (transparent parts counted as white)' : '';
  return [
    `${known}, ${kb(image.bytes)}`,
    `dominant colours${transparent}: ${colourList(pixels.colours)}`,
    `${ocrSentence(ocr)}.`,
  ].join('; ');
}
