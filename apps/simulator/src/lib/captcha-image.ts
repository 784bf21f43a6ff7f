import { encodePng } from '@pcharging/seeds';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphs } from './captcha-font';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

// What defeats a cheap script (one that splits the image by colour or by blank columns and matches each piece
// against the font): characters drawn as strokes through the glyph's cells, each turned, scaled and slanted on its
// own, packed so that neighbours touch; the whole warped by two waves; crossed by curves as thick and as dark as the
// strokes; every pixel of ink a slightly different colour. A person still reads four large, dark characters.

type Rgb = readonly [number, number, number];
type Point = readonly [number, number];

// The answer is drawn by crypto (sign-in.ts); the shapes around it need only be unpredictable enough to vary.
const uniform = (low: number, high: number) => low + Math.random() * (high - low);
const randomInt = (low: number, high?: number) =>
  high === undefined ? Math.floor(Math.random() * low) : low + Math.floor(Math.random() * (high - low));

function darkColor(): Rgb {
  return [randomInt(10, 90), randomInt(10, 90), randomInt(40, 120)];
}

/** Ink coverage per pixel (0–1) and its colour, drawn before the warp. */
class Canvas {
  readonly ink = new Float32Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
  readonly color = new Uint8ClampedArray(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);

  dot(x: number, y: number, radius: number, color: Rgb): void {
    for (let py = Math.floor(y - radius); py <= Math.ceil(y + radius); py += 1) {
      for (let px = Math.floor(x - radius); px <= Math.ceil(x + radius); px += 1) {
        if (px < 0 || py < 0 || px >= CAPTCHA_WIDTH || py >= CAPTCHA_HEIGHT) continue;
        const coverage = Math.min(1, Math.max(0, radius + 0.5 - Math.hypot(px - x, py - y)));
        const index = py * CAPTCHA_WIDTH + px;
        if (coverage <= (this.ink[index] ?? 0)) continue;
        this.ink[index] = coverage;
        // Each pixel of ink a shade of its own (Uint8Array clamps to 0–255).
        this.color[index * 3] = color[0] + randomInt(-18, 19);
        this.color[index * 3 + 1] = color[1] + randomInt(-18, 19);
        this.color[index * 3 + 2] = color[2] + randomInt(-18, 19);
      }
    }
  }

  stroke(from: Point, to: Point, radius: number, color: Rgb): void {
    const steps = Math.max(1, Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1]) * 2));
    for (let step = 0; step <= steps; step += 1) {
      const t = step / steps;
      this.dot(from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, radius, color);
    }
  }
}

/** The glyph's ink cells joined into strokes: each cell to its inked neighbours right, below and diagonally. */
function strokesOf(rows: readonly string[]): [Point, Point][] {
  const inked = (x: number, y: number) => rows[y]?.[x] === '#';
  const strokes: [Point, Point][] = [];
  for (let y = 0; y < GLYPH_HEIGHT; y += 1) {
    for (let x = 0; x < GLYPH_WIDTH; x += 1) {
      if (!inked(x, y)) continue;
      const neighbours: Point[] = [
        [x + 1, y],
        [x, y + 1],
      ];
      if (!inked(x + 1, y) && !inked(x, y + 1)) neighbours.push([x + 1, y + 1]);
      if (!inked(x - 1, y) && !inked(x, y + 1)) neighbours.push([x - 1, y + 1]);
      const joined = neighbours.filter(([nx, ny]) => inked(nx, ny));
      if (joined.length === 0)
        strokes.push([
          [x, y],
          [x, y],
        ]);
      for (const neighbour of joined) strokes.push([[x, y], neighbour]);
    }
  }
  return strokes;
}

function drawCharacter(canvas: Canvas, character: string, centre: Point, height: number): void {
  const rows = glyphs[character.toUpperCase()];
  if (!rows) return;
  const angle = uniform(-0.3, 0.3);
  const slant = uniform(-0.25, 0.25);
  const cellY = height / (GLYPH_HEIGHT - 1);
  const cellX = cellY * uniform(0.8, 1.2);
  const radius = uniform(1.3, 1.9);
  const color = darkColor();
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const place = ([gx, gy]: Point): Point => {
    const x = (gx - (GLYPH_WIDTH - 1) / 2) * cellX + slant * (gy - (GLYPH_HEIGHT - 1) / 2) * cellY;
    const y = (gy - (GLYPH_HEIGHT - 1) / 2) * cellY;
    return [centre[0] + x * cos - y * sin, centre[1] + x * sin + y * cos];
  };
  for (const [from, to] of strokesOf(rows)) canvas.stroke(place(from), place(to), radius, color);
}

/** Curves across the text, drawn like strokes, so that neither colour nor thickness tells them from a character. */
function drawInterference(canvas: Canvas, count: number): void {
  for (let curve = 0; curve < count; curve += 1) {
    const color = darkColor();
    const radius = uniform(0.7, 1.1);
    const [y0, amplitude, period, phase] = [uniform(10, 30), uniform(3, 8), uniform(25, 70), uniform(0, 2 * Math.PI)];
    const [start, end] = [uniform(-5, 40), uniform(80, 125)];
    let previous: Point | undefined;
    for (let x = start; x <= end; x += 2) {
      const point: Point = [x, y0 + amplitude * Math.sin((x / period) * 2 * Math.PI + phase)];
      if (previous) canvas.stroke(previous, point, radius, color);
      previous = point;
    }
  }
}

/** The canvas seen through two waves: each output pixel samples the canvas a little way off. */
function warped(canvas: Canvas): Uint8Array {
  const pixels = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
  const [ax, px, phx] = [uniform(1.5, 3), uniform(18, 30), uniform(0, 2 * Math.PI)];
  const [ay, py, phy] = [uniform(1.5, 3.5), uniform(30, 60), uniform(0, 2 * Math.PI)];
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) {
      const sx = Math.round(x + ax * Math.sin((y / px) * 2 * Math.PI + phx));
      const sy = Math.round(y + ay * Math.sin((x / py) * 2 * Math.PI + phy));
      const background: Rgb = [randomInt(215, 250), randomInt(220, 252), randomInt(225, 250)];
      const inside = sx >= 0 && sy >= 0 && sx < CAPTCHA_WIDTH && sy < CAPTCHA_HEIGHT;
      const source = sy * CAPTCHA_WIDTH + sx;
      const ink = inside ? (canvas.ink[source] ?? 0) : 0;
      for (let channel = 0; channel < 3; channel += 1) {
        const inkColor = canvas.color[source * 3 + channel] ?? 0;
        pixels[(y * CAPTCHA_WIDTH + x) * 3 + channel] = Math.round(
          inkColor * ink + (background[channel] ?? 0) * (1 - ink),
        );
      }
    }
  }
  return pixels;
}

/** The answer drawn as a PNG a person reads and a short script does not. */
export function renderCaptcha(text: string): Buffer {
  const canvas = new Canvas();
  const characters = [...text];
  const advance = (CAPTCHA_WIDTH - 24) / Math.max(1, characters.length - 1 + 0.6);
  characters.forEach((character, index) => {
    const height = uniform(19, 25);
    const centre: Point = [14 + advance * (index + 0.3) + uniform(-2.5, 2.5), CAPTCHA_HEIGHT / 2 + uniform(-3, 3)];
    drawCharacter(canvas, character, centre, height);
  });
  drawInterference(canvas, 1 + randomInt(2));
  const pixels = warped(canvas);
  for (let speck = 0; speck < 140; speck += 1) {
    const color = randomInt(2) === 0 ? darkColor() : ([randomInt(200, 255), randomInt(200, 255), 240] as const);
    pixels.set(color, (randomInt(CAPTCHA_HEIGHT) * CAPTCHA_WIDTH + randomInt(CAPTCHA_WIDTH)) * 3);
  }
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, pixels);
}
