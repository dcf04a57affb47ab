import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  DEFAULT_PRIMARY,
  parseHexColor,
  readableForeground,
  type Rgb,
} from '@/shared/rules/colors.ts';

/** The sizes Chromium needs to call a web app installable (192 and 512 px PNG). */
export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** Logos shipped with the web app (the demo schools'), as the seed names them: /logos/<name>.svg. */
const BUNDLED_LOGO = /^\/logos\/[a-z0-9-]+\.(svg|png)$/;
const WEB_PUBLIC = path.resolve(import.meta.dirname, '../../web/public');
/** An uploaded logo's public address (settings.routes.ts): /api/logos/<tenant id>/<sha256>. */
const UPLOADED_LOGO = /^\/api\/logos\/[0-9a-f-]{36}\/([0-9a-f]{64})$/;

/** The uploaded logo's version named by its address, or null for any other address. */
export function uploadedLogoSha(logoUrl: string | null): string | null {
  return UPLOADED_LOGO.exec(logoUrl ?? '')?.[1] ?? null;
}

/** A logo the web app ships, read from its public folder; null for any other address. */
export async function readBundledLogo(logoUrl: string | null): Promise<Buffer | null> {
  if (!logoUrl || !BUNDLED_LOGO.test(logoUrl)) return null;
  return readFile(path.join(WEB_PUBLIC, logoUrl)).catch(() => null);
}

const hex = ({ r, g, b }: Rgb) =>
  `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** The school's primary colour as #rrggbb (the default pink when it is not a colour). */
export function primaryHex(value: string | null | undefined): string {
  return hex(parseHexColor(value) ?? DEFAULT_PRIMARY);
}

/** The school-code screen's building (lucide 'school'), for a school without a logo. */
function schoolGlyph(size: number, background: Rgb): string {
  const stroke = hex(readableForeground(background));
  const inset = size * 0.25;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="${hex(background)}"/>
<svg x="${inset}" y="${inset}" width="${size - 2 * inset}" height="${size - 2 * inset}" viewBox="0 0 24 24" fill="none" stroke="${stroke}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
<path d="M14 21v-3a2 2 0 0 0-4 0v3"/><path d="M18 5v16"/><path d="m4 6 7.106-3.79a2 2 0 0 1 1.788 0L20 6"/>
<path d="m18 9 3.52 2.147a1 1 0 0 1 .48.854V19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6.999a1 1 0 0 1 .48-.854L6 9"/>
<path d="M6 5v16"/><circle cx="12" cy="9" r="2"/></svg></svg>`;
}

/**
 * A square PNG icon: the logo centred on white with a margin (Android crops icons to a circle),
 * or, without a readable logo, the school building on the school's primary colour.
 */
export async function renderIcon(size: IconSize, primary: string, logo: Buffer | null) {
  if (logo) {
    const inner = Math.round(size * 0.7);
    const fitted = await sharp(logo, { limitInputPixels: 4096 * 4096, density: 300 })
      .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer()
      .catch(() => null);
    if (fitted) {
      return sharp({
        create: { width: size, height: size, channels: 4, background: '#ffffff' },
      })
        .composite([{ input: fitted, gravity: 'centre' }])
        .png()
        .toBuffer();
    }
  }
  const background = parseHexColor(primary) ?? DEFAULT_PRIMARY;
  return sharp(Buffer.from(schoolGlyph(size, background)))
    .png()
    .toBuffer();
}
