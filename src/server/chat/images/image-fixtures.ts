import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Test images made on the spot with sharp (no binary fixtures in the repository). */

/** Large black capitals on white, one line: what OCR must read back. */
export function textImage(
  text: string,
  { width = 1200, height = 300, format = 'png' as 'png' | 'jpeg' } = {},
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <text x="50%" y="55%" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height / 4)}" font-weight="bold" fill="#000000">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

/**
 * A plain image of `background` with a band of `band` across the top covering `bandShare` of
 * its height (so the shares of the two colours are known).
 */
export function bandedImage({
  width,
  height,
  background,
  band,
  bandShare,
  format = 'png',
}: {
  width: number;
  height: number;
  background: string;
  band: string;
  bandShare: number;
  format?: 'png' | 'jpeg' | 'webp' | 'gif';
}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${background}"/>
    <rect width="100%" height="${Math.round(height * bandShare)}" fill="${band}"/>
  </svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

/** The same PNG claiming `width`×`height` pixels in its header (its CRC made right): a small file of a huge image. */
export function claimingSize(png: Buffer, width: number, height: number): Buffer {
  const claimed = Buffer.from(png);
  claimed.writeUInt32BE(width, 16);
  claimed.writeUInt32BE(height, 20);
  claimed.writeUInt32BE(crc32(claimed.subarray(12, 29)), 29);
  return claimed;
}
