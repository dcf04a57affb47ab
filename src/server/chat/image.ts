import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@/shared/errors.ts';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, MAX_IMAGE_MB } from '@/shared/schemas/chat.ts';

export interface UploadedImage {
  filename: string;
  data: Buffer;
}

export interface CheckedImage {
  filename: string;
  mime: (typeof IMAGE_MIME_TYPES)[number];
  bytes: number;
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
    dataUrl: `data:${mime};base64,${image.data.toString('base64')}`,
  };
}

/** What is known for certain without a model: the format and the size. */
export const imageFacts = (image: CheckedImage) =>
  `${image.filename ? `${image.filename}: ` : ''}a ${image.mime.replace('image/', '').toUpperCase()} image of ${kb(image.bytes)}`;
