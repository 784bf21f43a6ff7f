/**
 * Calendar days in a time zone: the network's books count its days in its own zone, whatever zone the reader or
 * the server is in. Days are written YYYY-MM-DD; instants are epoch milliseconds. A day is counted whole even when
 * a daylight-saving change makes it 23 or 25 hours long.
 */

const HOUR_MS = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day an instant falls on in a zone. */
export function dayInZone(epochMs: number, timeZone: string): string {
  return formatterFor(timeZone).format(epochMs);
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a YYYY-MM-DD day exists on the calendar (2026-02-30 does not). */
export function isCalendarDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** The day after (or `days` after) a calendar day. */
export function addDays(day: string, days: number): string {
  const epoch = Date.parse(`${day}T00:00:00Z`);
  return new Date(epoch + days * 24 * HOUR_MS).toISOString().slice(0, 10);
}

/**
 * The first instant of a calendar day in a zone: local midnight, or the first instant after it when a clock change
 * skips midnight. Offsets lie between -12 and +14 hours, so the start is searched in that window around UTC midnight.
 */
export function startOfDayInZone(day: string, timeZone: string): number {
  if (!isCalendarDay(day)) throw new RangeError(`not a calendar day: ${day}`);
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  let low = utcMidnight - 14 * HOUR_MS - 1; // still the day before, in every zone
  let high = utcMidnight + 12 * HOUR_MS; // already this day, in every zone
  // Zone changes fall on whole minutes: search minutes, then the instant is the minute itself.
  low = Math.floor(low / 60_000);
  high = Math.ceil(high / 60_000);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (dayInZone(middle * 60_000, timeZone) >= day) high = middle;
    else low = middle;
  }
  return high * 60_000;
}

/** A day's instants in a zone: from its first instant to the last millisecond before the next day starts. */
export function dayBoundsInZone(day: string, timeZone: string): { from: number; to: number } {
  return { from: startOfDayInZone(day, timeZone), to: startOfDayInZone(addDays(day, 1), timeZone) - 1 };
}

/**
 * The first instant of every day from `fromDay` to `toDay` in a zone, in order. Each start is guessed 24 hours after
 * the previous one and checked; only the days of a clock change fall back on the search.
 */
export function* dayStartsInZone(
  fromDay: string,
  toDay: string,
  timeZone: string,
): Generator<{ day: string; startsAt: number }> {
  let day = fromDay;
  let startsAt = startOfDayInZone(day, timeZone);
  while (day <= toDay) {
    yield { day, startsAt };
    const next = addDays(day, 1);
    const guess = startsAt + 24 * HOUR_MS;
    const guessed = dayInZone(guess, timeZone) === next && dayInZone(guess - 1, timeZone) === day;
    startsAt = guessed ? guess : startOfDayInZone(next, timeZone);
    day = next;
  }
}
