/** Dominant colours of an image's pixels, named in plain words. Pure functions over RGB bytes. */

export interface DominantColour {
  name: string;
  hex: string;
  /** Share of the pixels, 0..1. */
  share: number;
}

type Rgb = readonly [number, number, number];

/** Basic colour names a person would use, each at a typical RGB; a pixel takes the nearest. */
const NAMED: readonly (readonly [string, Rgb])[] = [
  ['white', [255, 255, 255]],
  ['light grey', [200, 200, 200]],
  ['grey', [128, 128, 128]],
  ['dark grey', [64, 64, 64]],
  ['black', [0, 0, 0]],
  ['red', [220, 20, 20]],
  ['dark red', [128, 0, 0]],
  ['pink', [255, 170, 190]],
  ['magenta', [230, 0, 200]],
  ['orange', [255, 140, 0]],
  ['brown', [140, 80, 30]],
  ['beige', [240, 225, 190]],
  ['yellow', [255, 230, 0]],
  ['olive', [128, 128, 0]],
  ['light green', [150, 230, 140]],
  ['green', [30, 160, 40]],
  ['dark green', [0, 90, 30]],
  ['teal', [0, 128, 128]],
  ['cyan', [0, 220, 230]],
  ['light blue', [160, 200, 240]],
  ['blue', [30, 80, 230]],
  ['dark blue', [20, 30, 110]],
  ['purple', [120, 40, 160]],
  ['lavender', [200, 180, 240]],
];

/** CIELAB (D65): distances there follow how different two colours look. */
function lab([r, g, b]: Rgb): Rgb {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const NAMED_LAB = NAMED.map(([name, rgb]) => [name, lab(rgb)] as const);

/** The plain name of the nearest basic colour. */
export function colourName(rgb: Rgb): string {
  const [l, a, b] = lab(rgb);
  let best = NAMED_LAB[0]!;
  let bestDistance = Infinity;
  for (const named of NAMED_LAB) {
    const [nl, na, nb] = named[1];
    const distance = (l - nl) ** 2 + (a - na) ** 2 + (b - nb) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [named, distance];
  }
  return best[0];
}

export const hexOf = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

interface Sum {
  count: number;
  r: number;
  g: number;
  b: number;
}

const add = (sums: Map<string | number, Sum>, key: string | number, s: Sum) => {
  const sum = sums.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
  sum.count += s.count;
  sum.r += s.r;
  sum.g += s.g;
  sum.b += s.b;
  sums.set(key, sum);
};

/**
 * The most common colours of packed RGB pixels: pixels fall into buckets of 16 levels a channel,
 * each bucket's mean colour is named, and buckets of one name are counted together (so the shades
 * of a white background make one "white"). The hex is the mean of the pixels of that name.
 */
export function dominantColours(rgb: Uint8Array, { top = 5, minShare = 0.01 } = {}) {
  const pixels = Math.floor(rgb.length / 3);
  if (pixels === 0) return [];
  const buckets = new Map<number, Sum>();
  for (let i = 0; i < pixels * 3; i += 3) {
    const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
    add(buckets, ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4), { count: 1, r, g, b });
  }
  const named = new Map<string, Sum>();
  for (const sum of buckets.values()) {
    add(named, colourName([sum.r / sum.count, sum.g / sum.count, sum.b / sum.count]), sum);
  }
  return [...named]
    .map(([name, sum]): DominantColour => ({
      name,
      hex: hexOf([sum.r / sum.count, sum.g / sum.count, sum.b / sum.count]),
      share: sum.count / pixels,
    }))
    .filter((colour) => colour.share >= minShare)
    .sort((a, b) => b.share - a.share)
    .slice(0, top);
}
