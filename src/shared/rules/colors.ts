export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Spec 9: default branding. */
export const DEFAULT_PRIMARY: Rgb = { r: 236, g: 72, b: 153 };
export const DEFAULT_SECONDARY: Rgb = { r: 59, g: 130, b: 246 };

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Spec 3: a hex string of 3 or 6 digits, with or without a leading '#'; anything else is null. */
export function parseHexColor(value: string | null | undefined): Rgb | null {
  const match = HEX_COLOR.exec((value ?? '').trim());
  if (!match?.[1]) return null;
  const digits = match[1];
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits;
  return {
    r: parseInt(full.slice(0, 2), 16),
    g: parseInt(full.slice(2, 4), 16),
    b: parseInt(full.slice(4, 6), 16),
  };
}

export type InvalidColorLogger = (value: unknown, fallback: Rgb) => void;

const warnInvalidColor: InvalidColorLogger = (value, fallback) => {
  console.warn(
    `Invalid school colour ${JSON.stringify(value)}; using the default ${toChannels(fallback)}`,
  );
};

/** Parses a tenant colour; an invalid value falls back to the default and is logged. */
export function colorOrDefault(
  value: string | null | undefined,
  fallback: Rgb,
  log: InvalidColorLogger = warnInvalidColor,
): Rgb {
  const parsed = parseHexColor(value);
  if (parsed) return parsed;
  log(value, fallback);
  return fallback;
}

/** "236 72 153": the channel form CSS custom properties use inside rgb(). */
export function toChannels({ r, g, b }: Rgb): string {
  return `${r} ${g} ${b}`;
}

function linearChannel(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG 2 contrast ratio, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** Black or white, whichever reads better on the given colour (text on a primary button). */
export function readableForeground(background: Rgb): Rgb {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const channel = (a: number, b: number) => Math.round(a + (b - a) * amount);
  return { r: channel(from.r, to.r), g: channel(from.g, to.g), b: channel(from.b, to.b) };
}

/**
 * The school colour, darkened (on light backgrounds) or lightened (on dark ones) just enough to
 * reach the contrast ratio, so links and focus rings in the school colour stay readable.
 */
export function ensureContrast(color: Rgb, background: Rgb, minRatio = 4.5): Rgb {
  if (contrastRatio(color, background) >= minRatio) return color;
  const target = relativeLuminance(background) > 0.5 ? BLACK : WHITE;
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mix(color, target, step / 20);
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return target;
}
