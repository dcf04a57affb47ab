import sharp from 'sharp';
import { LOGO_MAX_SIDE, logoTooManyPixels, type LogoType } from '@/shared/schemas/settings.ts';
import { plainFieldError } from '../platform/http/field-error.ts';

/**
 * A raster logo decoded and written anew, so that nothing but its pixels reaches the public sign-in
 * page: no metadata, no trailing bytes, no second image. Runs in a child process (runBounded, from
 * logo-content.ts); sharp decodes nothing beyond LOGO_MAX_SIDE² pixels.
 */

export const LOGO_UNREADABLE =
  'This image could not be read: it may be damaged. Export it again or choose another image.';

const fileError = (message: string) => plainFieldError('file', message);

export async function reencodeLogo(bytes: Uint8Array, type: LogoType): Promise<Uint8Array> {
  const options = { limitInputPixels: LOGO_MAX_SIDE * LOGO_MAX_SIDE, animated: false };
  // The header alone (no pixel limit: sharp's would refuse before saying the size).
  const meta = await sharp(bytes, { animated: false, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta) throw fileError(LOGO_UNREADABLE);
  const { width, height } = meta.autoOrient ?? meta;
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) {
    throw fileError(logoTooManyPixels(width, height));
  }
  const image = sharp(bytes, options).autoOrient();
  const encoded =
    type === 'image/png'
      ? image.png()
      : type === 'image/webp'
        ? image.webp({ quality: 90 })
        : image.jpeg({ quality: 90 });
  return encoded.toBuffer().catch(() => {
    throw fileError(LOGO_UNREADABLE);
  });
}
