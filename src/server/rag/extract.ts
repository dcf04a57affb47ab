import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@/shared/errors.ts';
import type { PageText } from '@/shared/rules/chunking.ts';
import type { DocumentKind } from '@/shared/schemas/rag.ts';
import {
  BoundedJobError,
  runBounded,
  type BoundedLimits,
} from '../platform/sandbox/run-bounded.ts';
import type * as PdfText from './pdf-text.ts';
import { tooLarge, UNREADABLE_PDF } from './pdf-text.ts';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export interface ExtractedDocument {
  kind: DocumentKind;
  pages: PageText[];
}

export const NO_TEXT_LAYER =
  'This PDF has no text layer (it looks like a scan or images of pages), so there is nothing to search in it. Upload a PDF with selectable text, or the text as a .txt or .md file.';

const WRONG_TYPE = 'Only .txt, .md and .pdf documents can be uploaded.';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text of a plain-text upload, or null when the bytes are not UTF-8 text. */
function asText(data: Buffer): string | null {
  if (data.includes(0)) return null;
  try {
    return utf8.decode(data).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

/**
 * What an uploaded file holds, judged by its content, not its name: a PDF by its signature, text by
 * being valid UTF-8 without NUL bytes (Markdown when named .md). Anything else is refused.
 */
export async function extractDocument(file: UploadedFile): Promise<ExtractedDocument> {
  const detected = await fileTypeFromBuffer(file.data);
  if (detected?.ext === 'pdf') return { kind: 'pdf', pages: await pdfPages(file.data) };
  const text = detected ? null : asText(file.data);
  if (text === null) {
    throw new AppError(
      'BAD_REQUEST',
      detected
        ? `${WRONG_TYPE} This file is ${detected.mime} (${file.filename}).`
        : `${WRONG_TYPE} This file is not text or PDF (${file.filename}).`,
      { status: 415 },
    );
  }
  const kind = /\.(md|markdown)$/i.test(file.filename) ? 'md' : 'txt';
  return { kind, pages: [{ page: null, text }] };
}

/** Where pdf.js reads a PDF: its own process, for at most this long and this much memory. */
export const PDF_LIMITS: BoundedLimits = { timeoutMs: 20_000, memoryMb: 768 };

export const PDF_TOO_SLOW = tooLarge(
  `reading it took more than ${PDF_LIMITS.timeoutMs / 1000} seconds`,
);
export const PDF_TOO_MUCH_MEMORY = tooLarge(
  `reading it needs more than ${PDF_LIMITS.memoryMb} MB of memory`,
);

async function pdfPages(data: Buffer): Promise<PageText[]> {
  let pages: string[];
  try {
    pages = await runBounded<typeof PdfText, 'pdfPageTexts'>(
      new URL('./pdf-text.ts', import.meta.url),
      'pdfPageTexts',
      [data],
      PDF_LIMITS,
    );
  } catch (error) {
    if (!(error instanceof BoundedJobError)) throw error;
    if (error.reason === 'timed-out') throw new AppError('PAYLOAD_TOO_LARGE', PDF_TOO_SLOW);
    if (error.reason === 'out-of-memory') {
      throw new AppError('PAYLOAD_TOO_LARGE', PDF_TOO_MUCH_MEMORY);
    }
    throw new AppError('BAD_REQUEST', UNREADABLE_PDF, { status: 422 });
  }
  if (!pages.some((text) => text.trim() !== '')) {
    throw new AppError('BAD_REQUEST', NO_TEXT_LAYER, { status: 422 });
  }
  return pages.map((text, index) => ({ page: index + 1, text }));
}
