import { fileTypeFromBuffer } from 'file-type';
import { MAX_ATTACHMENT_MB } from '@/shared/schemas/assignments.ts';
import { fileResponse } from '@/shared/schemas/responses.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fieldError } from './field-error.ts';
import { readParts } from './multipart-parts.ts';

export interface UploadedAttachment {
  filename: string;
  data: Buffer;
}

/**
 * What an upload (an assignment's attachment, a message's) may be, judged by the content (file-type reads the signature; the Office
 * formats .docx/.xlsx/.pptx are zip archives it looks inside, the older .doc/.xls/.ppt are OLE
 * compound files): PDF, images, Office and OpenDocument documents.
 */
const ALLOWED = new Set([
  'pdf',
  'png',
  'jpg',
  'gif',
  'webp',
  'docx',
  'xlsx',
  'pptx',
  'cfb',
  'odt',
  'ods',
  'odp',
]);

export const WRONG_ATTACHMENT_TYPE =
  'Attach a PDF, an image (PNG, JPEG, GIF, WebP) or an Office document (Word, Excel, PowerPoint).';
export const ATTACHMENT_TOO_LARGE = `The attachment is larger than ${MAX_ATTACHMENT_MB} MB. Attach a smaller file.`;

function attachmentError(message: string, status: number) {
  return fieldError('file', message, { status });
}

/** The stored form of an upload, or a clear refusal (415 wrong type, 413 too large, 400 empty). */
export async function checkAttachment(file: UploadedAttachment) {
  if (file.data.byteLength === 0) throw attachmentError('The attached file is empty.', 400);
  if (file.data.byteLength > MAX_ATTACHMENT_MB * 1024 * 1024) {
    throw attachmentError(ATTACHMENT_TOO_LARGE, 413);
  }
  const detected = await fileTypeFromBuffer(file.data);
  if (!detected || !ALLOWED.has(detected.ext)) {
    const found = detected ? ` This file is ${detected.mime}.` : '';
    throw attachmentError(`${WRONG_ATTACHMENT_TYPE}${found}`, 415);
  }
  const name = (file.filename || `attachment.${detected.ext}`).replace(/[\\/\r\n"]/g, '_');
  return {
    file_name: name.slice(-255),
    content_type: detected.ext === 'cfb' ? 'application/octet-stream' : detected.mime,
    content: new Uint8Array(file.data),
  };
}

const ATTACHMENT_LIMITS = {
  tooLarge: () => fieldError('file', ATTACHMENT_TOO_LARGE, { code: 'PAYLOAD_TOO_LARGE' }),
  tooManyFiles: () => fieldError('file', 'Attach one file'),
};

/**
 * A route's multipart reader (its preValidation hook): the listed fields become the request's body
 * (validated by the route's zod schema like JSON) and the optional file, in `file`, is held in
 * memory up to the multipart plugin's limit; beyond, a 413 in words. `uploadOf(request)` gives
 * the file back to the handler.
 */
export function multipartUpload(fields: readonly string[]) {
  const uploads = new WeakMap<FastifyRequest, UploadedAttachment>();
  async function readMultipart(request: FastifyRequest) {
    if (!request.isMultipart()) return;
    const body: Record<string, string> = {};
    await readParts(request, ATTACHMENT_LIMITS, async (part) => {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw fieldError(part.fieldname, 'Send the file as file');
        const data = await part.toBuffer();
        if (part.filename || data.byteLength)
          uploads.set(request, { filename: part.filename, data });
      } else if (fields.includes(part.fieldname)) {
        body[part.fieldname] = String(part.value);
      }
    });
    request.body = body;
  }
  return { readMultipart, uploadOf: (request: FastifyRequest) => uploads.get(request) ?? null };
}

/** Headers of a stored file sent back as a download (never shown inline, never sniffed). */
export function downloadHeaders(file: { file_name: string; content_type: string }) {
  const name = file.file_name;
  return {
    'content-type': file.content_type,
    'content-disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  };
}

/** The documented answer of a route that sends a stored upload back (sendDownload). */
export const uploadedFileResponse = {
  200: fileResponse(
    ['application/octet-stream'],
    'The file as it was uploaded, with its own content type',
  ),
};

/** Sends a stored file as a download, its bytes as they are (no serializer runs for a Buffer). */
export function sendDownload(
  reply: FastifyReply,
  file: { file_name: string; content_type: string; content: Uint8Array },
) {
  return reply.headers(downloadHeaders(file)).send(Buffer.from(file.content));
}
