import { fileTypeFromBuffer } from 'file-type';
import { MAX_ATTACHMENT_MB } from '@/shared/schemas/assignments.ts';
import { fieldError } from '../platform/http/field-error.ts';

export interface UploadedAttachment {
  filename: string;
  data: Buffer;
}

/**
 * What an assignment may carry, judged by the content (file-type reads the signature; the Office
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
