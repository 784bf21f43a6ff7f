import { randomInt } from 'node:crypto';
import { encodePng } from '@pcharging/seeds';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphs } from './captcha-font';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
const SCALE = 4;

type Rgb = readonly [number, number, number];

function paint(pixels: Uint8Array, x: number, y: number, color: Rgb): void {
  if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
  pixels.set(color, (y * CAPTCHA_WIDTH + x) * 3);
}

function darkColor(): Rgb {
  return [randomInt(20, 110), randomInt(20, 110), randomInt(60, 140)];
}

/** Draws the text with per-glyph jitter and shear, noise lines and speckles, as a PNG. */
export function renderCaptcha(text: string): Buffer {
  const pixels = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
  for (let i = 0; i < CAPTCHA_WIDTH * CAPTCHA_HEIGHT; i += 1)
    pixels.set([randomInt(225, 250), randomInt(230, 252), 245], i * 3);

  const advance = Math.floor(CAPTCHA_WIDTH / (text.length + 1));
  [...text].forEach((character, index) => {
    const rows = glyphs[character.toUpperCase()];
    if (!rows) return;
    const color = darkColor();
    const originX = Math.floor(advance / 2) + index * advance + randomInt(-3, 4);
    const originY = Math.floor((CAPTCHA_HEIGHT - GLYPH_HEIGHT * SCALE) / 2) + randomInt(-3, 4);
    const shear = randomInt(-2, 3) / 10;
    rows.forEach((row, gy) => {
      for (let gx = 0; gx < GLYPH_WIDTH; gx += 1) {
        if (row[gx] !== '#') continue;
        for (let dy = 0; dy < SCALE; dy += 1) {
          for (let dx = 0; dx < SCALE - 1; dx += 1) {
            const y = originY + gy * SCALE + dy;
            const x = originX + gx * (SCALE - 1) + dx + Math.round((y - CAPTCHA_HEIGHT / 2) * shear);
            paint(pixels, x, y, color);
          }
        }
      }
    });
  });

  for (let line = 0; line < 4; line += 1) {
    const color = darkColor();
    const [x0, y0, x1, y1] = [
      randomInt(CAPTCHA_WIDTH),
      randomInt(CAPTCHA_HEIGHT),
      randomInt(CAPTCHA_WIDTH),
      randomInt(CAPTCHA_HEIGHT),
    ];
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let step = 0; step <= steps; step += 1) {
      paint(pixels, Math.round(x0 + ((x1 - x0) * step) / steps), Math.round(y0 + ((y1 - y0) * step) / steps), color);
    }
  }
  for (let speck = 0; speck < 120; speck += 1)
    paint(pixels, randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), darkColor());

  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, pixels);
}
