import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, type Rgb } from '@/shared/rules/colors.ts';

/** The surface tokens of a block of styles.css (`--surface-x: r g b;`). */
function tokens(css: string, selector: string): Record<string, Rgb> {
  const block = css.slice(
    css.indexOf(`${selector} {`),
    css.indexOf('}', css.indexOf(`${selector} {`)),
  );
  const found: Record<string, Rgb> = {};
  for (const [, name, r, g, b] of block.matchAll(/--surface-([a-z-]+):\s*(\d+) (\d+) (\d+);/g)) {
    found[name!] = { r: Number(r), g: Number(g), b: Number(b) };
  }
  return found;
}

// The suite runs from the repository's root (jsdom gives no file URL of this module).
const css = readFileSync(path.join(process.cwd(), 'src/web/styles.css'), 'utf8');

// Text pairs the components use, each at least WCAG AA for normal text (4.5:1) in both themes.
describe.each([
  ['light', tokens(css, ':root')],
  ['dark', tokens(css, '.dark')],
])('the %s theme', (_, theme) => {
  it.each([
    ['foreground', 'background'],
    ['muted-foreground', 'background'],
    ['foreground', 'card'],
    ['destructive-foreground', 'destructive'],
  ])('%s on %s reads at 4.5:1 or more', (text, background) => {
    expect(theme[text], text).toBeDefined();
    expect(theme[background], background).toBeDefined();
    expect(contrastRatio(theme[text]!, theme[background]!)).toBeGreaterThanOrEqual(4.5);
  });
});
