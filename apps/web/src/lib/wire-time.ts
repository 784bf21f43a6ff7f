/**
 * An instant of an answer, in any of the forms the document allows (openapi/pcharging.yaml's description): ISO 8601
 * with its offset (`2026-11-23T19:05:00Z`), a PHP backend's wall time without a zone (`2026-11-23 14:05:00`, read in
 * the network's zone), or Unix seconds (`1763924700`, as a number or a numeric string).
 */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const UNIX_SECONDS = /^\d{9,11}$/;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall clock at an instant, read as if it were UTC: its difference from the instant is the offset. */
function wallClockAsUtc(epochMs: number, timeZone: string): number {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  const part = (type: string) => Number(format.formatToParts(epochMs).find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

function zonedWallTime(match: RegExpExecArray, timeZone: string): number {
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second || 0);
  // Twice: the offset at the first guess may differ from the one at the answer across a clock change.
  let instant = wall - (wallClockAsUtc(wall, timeZone) - wall);
  instant = wall - (wallClockAsUtc(instant, timeZone) - instant);
  return instant;
}

export function wireInstant(value: string | number, timeZone: string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value * 1000 : undefined;
  if (UNIX_SECONDS.test(value)) return Number(value) * 1000;
  const wall = WALL_TIME.exec(value);
  if (wall) return zonedWallTime(wall, timeZone);
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}
