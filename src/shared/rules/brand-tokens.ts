import {
  DEFAULT_PRIMARY,
  DEFAULT_SECONDARY,
  type InvalidColorLogger,
  colorOrDefault,
  ensureContrast,
  readableForeground,
  toChannels,
} from './colors';

/**
 * The darkest light surface and the lightest dark surface that school-coloured text sits on (the
 * muted and accent backgrounds of styles.css), so the text contrasts on every surface.
 */
const LIGHT_SURFACE = { r: 241, g: 245, b: 249 };
const DARK_SURFACE = { r: 30, g: 41, b: 59 };

export interface BrandColors {
  primary_color?: string | null;
  secondary_color?: string | null;
}

/**
 * CSS custom properties (RGB channels) for a school's colours. Fills and buttons use the colour
 * as given; text, links and focus rings use a shade that keeps 4.5:1 contrast on the page.
 */
export function brandTokens(
  colors: BrandColors | null,
  dark: boolean,
  log?: InvalidColorLogger,
): Record<string, string> {
  const primary = colors
    ? colorOrDefault(colors.primary_color, DEFAULT_PRIMARY, log)
    : DEFAULT_PRIMARY;
  const secondary = colors
    ? colorOrDefault(colors.secondary_color, DEFAULT_SECONDARY, log)
    : DEFAULT_SECONDARY;
  const surface = dark ? DARK_SURFACE : LIGHT_SURFACE;
  return {
    '--brand-primary': toChannels(primary),
    '--brand-primary-foreground': toChannels(readableForeground(primary)),
    '--brand-primary-text': toChannels(ensureContrast(primary, surface)),
    '--brand-secondary': toChannels(secondary),
    '--brand-secondary-foreground': toChannels(readableForeground(secondary)),
    '--brand-secondary-text': toChannels(ensureContrast(secondary, surface)),
  };
}
