import { fileTypeFromBuffer } from 'file-type';
import {
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE,
  LOGO_WRONG_TYPE,
  type LogoType,
} from '@/shared/schemas/settings.ts';
import { BoundedJobError, runBounded } from '../platform/sandbox/run-bounded.ts';
import type * as LogoPixels from './logo-pixels.ts';
import { LOGO_UNREADABLE } from './logo-pixels.ts';
import { plainFieldError } from '../platform/http/field-error.ts';

export interface CheckedLogo {
  contentType: LogoType;
  content: Buffer;
}

const RASTER: Record<string, LogoType> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/webp': 'image/webp',
};

const SVG_NS = 'http://www.w3.org/2000/svg';
const NOT_AN_SVG =
  'This SVG file could not be read as an SVG image. Export it again or choose a PNG instead.';

export const logoError = (message: string, code?: 'PAYLOAD_TOO_LARGE') =>
  plainFieldError('file', message, { code });

/** A url(...) that points anywhere but inside the image itself (url(#gradient) is fine). */
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)/i;

let purifier: Promise<{ sanitize: (svg: string) => string | null }> | null = null;

/**
 * DOMPurify on jsdom with the SVG profile: no scripts, no event handlers, no foreignObject, no
 * style sheets or embedded images, and no reference out of the image (href or url() not starting
 * with '#'). Loaded on the first SVG only: jsdom is large.
 */
function svgPurifier() {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      const value = data.attrValue.trim();
      if ((name === 'href' || name.endsWith(':href')) && !value.startsWith('#')) {
        data.keepAttr = false;
      }
      if (EXTERNAL_URL.test(value)) data.keepAttr = false;
    });
    const serializer = new window.XMLSerializer();
    return {
      sanitize(svg: string) {
        const parsed = new window.DOMParser().parseFromString(svg, 'image/svg+xml');
        const root = parsed.documentElement;
        if (
          parsed.getElementsByTagName('parsererror').length > 0 ||
          root.localName !== 'svg' ||
          root.namespaceURI !== SVG_NS
        ) {
          return null;
        }
        const body = purify.sanitize(serializer.serializeToString(root), {
          USE_PROFILES: { svg: true, svgFilters: true },
          FORBID_TAGS: ['foreignObject', 'style', 'image', 'use', 'script'],
          RETURN_DOM: true,
        });
        const clean = (body as unknown as Element).firstElementChild;
        if (!clean || clean.localName !== 'svg') return null;
        return serializer.serializeToString(clean);
      },
    };
  })();
  return purifier;
}

const LOGO_PIXELS = new URL('./logo-pixels.ts', import.meta.url);

/** The raster logo decoded and encoded again in a child process (logo-pixels.ts), within limits. */
async function reencoded(data: Buffer, type: LogoType): Promise<Buffer> {
  try {
    const bytes = await runBounded<typeof LogoPixels, 'reencodeLogo'>(
      LOGO_PIXELS,
      'reencodeLogo',
      [data, type],
      { timeoutMs: 10_000, memoryMb: 512 },
    );
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if (error instanceof BoundedJobError) throw logoError(LOGO_UNREADABLE);
    throw error;
  }
}

/** The text of an upload that may be an SVG: UTF-8 (BOM allowed) starting with markup. */
function svgText(data: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
  text = text.replace(/^\uFEFF/, '').trimStart();
  return text.startsWith('<') && /<svg[\s>]/i.test(text) ? text : null;
}

/**
 * The logo's type read from its bytes (never from its name): PNG, JPEG or WebP by signature; an
 * SVG is XML whose root is <svg>, sanitised before it is stored. Anything else is refused.
 */
export async function checkLogo(data: Buffer): Promise<CheckedLogo> {
  if (data.length === 0) throw logoError('The chosen file is empty. Choose an image file.');
  if (data.length > LOGO_MAX_BYTES) {
    throw logoError(LOGO_TOO_LARGE, 'PAYLOAD_TOO_LARGE');
  }
  const detected = await fileTypeFromBuffer(data);
  const raster = detected ? RASTER[detected.mime] : undefined;
  if (raster) return { contentType: raster, content: await reencoded(data, raster) };
  if (detected && detected.mime !== 'application/xml') throw logoError(LOGO_WRONG_TYPE);
  const text = svgText(data);
  if (text === null) throw logoError(LOGO_WRONG_TYPE);
  const clean = (await svgPurifier()).sanitize(text);
  if (clean === null) throw logoError(NOT_AN_SVG);
  return { contentType: 'image/svg+xml', content: Buffer.from(clean, 'utf8') };
}
