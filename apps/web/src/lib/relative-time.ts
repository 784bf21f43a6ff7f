import { intlLocale, type Locale } from '@pcharging/validation';
import { networkNow } from './network-clock';
import { wireInstant } from './wire-time';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How long ago an instant of the API was, in the reader's words ("2 hours ago", "il y a 2 heures"), in the largest
 * whole unit, counted from the network's clock; under a minute, or ahead of that clock, reads as now. A time without
 * a zone (a PHP backend's) is one of the network's zone.
 */
export function formatTimeAgo(iso: string, locale: Locale, now = networkNow(), timeZone = 'UTC'): string | undefined {
  const at = wireInstant(iso, timeZone);
  if (at === undefined) return undefined;
  const elapsed = Math.max(0, now - at);
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, 'second');
}
