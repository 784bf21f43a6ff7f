import { inflateSync } from 'node:zlib';
import { encodePng } from '@pcharging/seeds';
import { describe, expect, it } from 'vitest';
import { randomCaptchaAnswer } from '../domain/auth/sign-in';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphs } from './captcha-font';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptcha } from './captcha-image';

/**
 * The script an attacker writes first, knowing the font (it ships in the source): ink is whatever is dark, the ink's
 * width is cut into four, and each piece, shrunk to 5×7, is the glyph it differs least from. It read the earlier
 * captcha; the captcha must defeat it.
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function decodePng(png: Buffer): Uint8Array {
  const data: Buffer[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'IDAT')
      data.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = CAPTCHA_WIDTH * 3;
  const rgb = new Uint8Array(CAPTCHA_HEIGHT * stride);
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    rgb.set(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)), y * stride);
  }
  return rgb;
}

function inkOf(rgb: Uint8Array): boolean[] {
  const dark = Array.from({ length: CAPTCHA_WIDTH * CAPTCHA_HEIGHT }, (_, i) => {
    const [r = 0, g = 0, b = 0] = rgb.subarray(i * 3, i * 3 + 3);
    return 0.3 * r + 0.59 * g + 0.11 * b < 150;
  });
  // Speckles go: ink with fewer than two inked neighbours.
  return dark.map((inked, i) => {
    if (!inked) return false;
    const [x, y] = [i % CAPTCHA_WIDTH, Math.floor(i / CAPTCHA_WIDTH)];
    let neighbours = 0;
    for (const [dx, dy] of [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
      [-1, -1],
      [1, 1],
      [-1, 1],
      [1, -1],
    ] as const) {
      const [nx, ny] = [x + dx, y + dy];
      if (nx >= 0 && ny >= 0 && nx < CAPTCHA_WIDTH && ny < CAPTCHA_HEIGHT && dark[ny * CAPTCHA_WIDTH + nx])
        neighbours += 1;
    }
    return neighbours >= 2;
  });
}

function readPiece(ink: boolean[], left: number, right: number): string {
  let [top, bottom, first, last] = [CAPTCHA_HEIGHT, -1, right, left - 1];
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    for (let x = left; x < right; x += 1) {
      if (!ink[y * CAPTCHA_WIDTH + x]) continue;
      [top, bottom, first, last] = [Math.min(top, y), Math.max(bottom, y), Math.min(first, x), Math.max(last, x)];
    }
  }
  if (bottom < top) return '?';
  const cells: boolean[] = [];
  for (let gy = 0; gy < GLYPH_HEIGHT; gy += 1) {
    for (let gx = 0; gx < GLYPH_WIDTH; gx += 1) {
      const [x0, x1] = [
        first + ((last + 1 - first) * gx) / GLYPH_WIDTH,
        first + ((last + 1 - first) * (gx + 1)) / GLYPH_WIDTH,
      ];
      const [y0, y1] = [
        top + ((bottom + 1 - top) * gy) / GLYPH_HEIGHT,
        top + ((bottom + 1 - top) * (gy + 1)) / GLYPH_HEIGHT,
      ];
      let [inked, all] = [0, 0];
      for (let y = Math.floor(y0); y < Math.ceil(y1); y += 1) {
        for (let x = Math.floor(x0); x < Math.ceil(x1); x += 1) {
          all += 1;
          if (ink[y * CAPTCHA_WIDTH + x]) inked += 1;
        }
      }
      cells.push(all > 0 && inked / all > 0.35);
    }
  }
  let best = { character: '?', distance: Number.POSITIVE_INFINITY };
  for (const character of ALPHABET) {
    const rows = glyphs[character] ?? [];
    const distance = cells.filter(
      (cell, i) => cell !== (rows[Math.floor(i / GLYPH_WIDTH)]?.[i % GLYPH_WIDTH] === '#'),
    ).length;
    if (distance < best.distance) best = { character, distance };
  }
  return best.character;
}

function solve(png: Buffer): string {
  const ink = inkOf(decodePng(png));
  const columns = Array.from({ length: CAPTCHA_WIDTH }, (_, x) =>
    Array.from({ length: CAPTCHA_HEIGHT }, (_, y) => ink[y * CAPTCHA_WIDTH + x]).some(Boolean),
  );
  const left = columns.indexOf(true);
  const right = columns.lastIndexOf(true) + 1;
  const width = (right - left) / 4;
  return Array.from({ length: 4 }, (_, i) =>
    readPiece(ink, Math.round(left + i * width), Math.round(left + (i + 1) * width)),
  ).join('');
}

/** The earlier captcha's kind of image: the font's cells as blocks, one flat colour, apart, with a few specks. */
function plainRendering(text: string): Buffer {
  const rgb = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3).fill(240);
  [...text].forEach((character, index) => {
    const rows = glyphs[character] ?? [];
    rows.forEach((row, gy) => {
      for (let gx = 0; gx < GLYPH_WIDTH; gx += 1) {
        if (row[gx] !== '#') continue;
        for (let dy = 0; dy < 4; dy += 1) {
          for (let dx = 0; dx < 3; dx += 1) {
            const [x, y] = [12 + index * 27 + gx * 3 + dx, 6 + gy * 4 + dy];
            rgb.set([40, 40, 120], (y * CAPTCHA_WIDTH + x) * 3);
          }
        }
      }
    });
  });
  for (let speck = 0; speck < 60; speck += 1) {
    rgb.set([60, 60, 60], Math.floor(Math.random() * CAPTCHA_WIDTH * CAPTCHA_HEIGHT) * 3);
  }
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, rgb);
}

describe("the captcha against a short script (the review's solver)", () => {
  it('the script reads the earlier kind of captcha: flat glyphs of the shipped font', () => {
    const answers = Array.from({ length: 50 }, randomCaptchaAnswer);
    const read = answers.filter((answer) => solve(plainRendering(answer)) === answer).length;
    expect(read).toBeGreaterThanOrEqual(45);
  });

  it('the script fails on at least 95 % of 200 fresh captchas', () => {
    const answers = Array.from({ length: 200 }, randomCaptchaAnswer);
    const read = answers.filter((answer) => solve(renderCaptcha(answer)) === answer).length;
    expect(read).toBeLessThanOrEqual(10);
  });
});
