import { storageKey } from '../../../lib/storage-key';

/** A place the user opened from the search, to open again in one tap. */
export interface RecentPlace {
  kind: 'station' | 'charger' | 'port';
  label: string;
  detail: string;
  href: string;
}

const KEEP = 5;
const key = () => storageKey('recent-places');

function isRecentPlace(value: unknown): value is RecentPlace {
  if (value === null || typeof value !== 'object') return false;
  const place = value as Record<string, unknown>;
  return (
    (place.kind === 'station' || place.kind === 'charger' || place.kind === 'port') &&
    typeof place.label === 'string' &&
    typeof place.detail === 'string' &&
    typeof place.href === 'string'
  );
}

/** The places opened last, newest first; what this tab's storage holds that is not one is left out. */
export function recentPlaces(): RecentPlace[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key()) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecentPlace).slice(0, KEEP) : [];
  } catch {
    return [];
  }
}

/** Puts a place first among the recent ones, once. */
export function rememberPlace(place: RecentPlace): void {
  const others = recentPlaces().filter((recent) => recent.href !== place.href);
  localStorage.setItem(key(), JSON.stringify([place, ...others].slice(0, KEEP)));
}
