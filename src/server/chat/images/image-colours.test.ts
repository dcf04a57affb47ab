import { describe, expect, it } from 'vitest';
import { colourName, dominantColours, hexOf } from './image-colours.ts';

/** Packed RGB pixels: `count` of each colour. */
function pixels(...runs: [number, [number, number, number]][]): Uint8Array {
  return Uint8Array.from(
    runs.flatMap(([count, rgb]) => Array.from({ length: count }, () => rgb).flat()),
  );
}

describe('image colours', () => {
  it('names a colour by the nearest basic one', () => {
    expect(colourName([255, 255, 255])).toBe('white');
    expect(colourName([250, 250, 245])).toBe('white');
    expect(colourName([0, 0, 0])).toBe('black');
    expect(colourName([255, 0, 0])).toBe('red');
    expect(colourName([0x1e, 0x3a, 0x8a])).toBe('dark blue');
    expect(colourName([0, 128, 0])).toBe('green');
    expect(colourName([255, 255, 0])).toBe('yellow');
    expect(colourName([128, 128, 128])).toBe('grey');
    expect(hexOf([30, 58, 138])).toBe('#1e3a8a');
  });

  it('counts shares, puts shades of one name together and orders by share', () => {
    const colours = dominantColours(
      pixels([600, [255, 255, 255]], [100, [248, 248, 248]], [300, [0x1e, 0x3a, 0x8a]]),
    );
    expect(colours.map((c) => c.name)).toEqual(['white', 'dark blue']);
    expect(colours[0]!.share).toBeCloseTo(0.7);
    expect(colours[1]).toEqual({ name: 'dark blue', hex: '#1e3a8a', share: 0.3 });
    // The hex of a name is the mean of its pixels.
    expect(colours[0]!.hex).toBe(
      hexOf([
        (600 * 255 + 100 * 248) / 700,
        (600 * 255 + 100 * 248) / 700,
        (600 * 255 + 100 * 248) / 700,
      ]),
    );
  });

  it('reports at most five colours and leaves out specks under 1%', () => {
    const many = dominantColours(
      pixels(
        [300, [255, 0, 0]],
        [250, [0, 0, 0]],
        [200, [255, 255, 255]],
        [150, [0, 128, 0]],
        [95, [255, 255, 0]],
        [3, [0, 0, 255]],
        [2, [128, 0, 128]],
      ),
    );
    expect(many.map((c) => c.name)).toEqual(['red', 'black', 'white', 'green', 'yellow']);
    expect(dominantColours(pixels([995, [0, 0, 0]], [5, [255, 0, 0]])).map((c) => c.name)).toEqual([
      'black',
    ]);
    expect(dominantColours(new Uint8Array())).toEqual([]);
  });
});
