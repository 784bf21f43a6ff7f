type Rgba = readonly [red: number, green: number, blue: number, alpha: number];

function parse(colour: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (start: number) => Number.parseInt(full.slice(start, start + 2), 16);
    return [channel(0), channel(2), channel(4), 1];
  }
  const channels = /^rgba?\(([^)]+)\)$/i.exec(colour.trim())?.[1]?.split(',').map(Number);
  if (channels && channels.length >= 3 && channels.every(Number.isFinite)) {
    const [red = 0, green = 0, blue = 0, alpha = 1] = channels;
    return [red, green, blue, alpha];
  }
  throw new Error(`Not a colour: ${colour}`);
}

function luminance([red, green, blue]: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG's contrast ratio of a text colour (which may be translucent) on an opaque ground. */
export function contrastRatio(foreground: string, background: string): number {
  const ground = parse(background);
  const [red, green, blue, alpha] = parse(foreground);
  const over = (channel: number, index: 0 | 1 | 2) => channel * alpha + ground[index] * (1 - alpha);
  const text: Rgba = [over(red, 0), over(green, 1), over(blue, 2), 1];
  const [lighter, darker] = [luminance(text), luminance(ground)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
