import { describe, expect, it } from 'vitest';
import { noteNetworkDate } from './network-clock';
import { formatTimeAgo } from './relative-time';

const now = Date.parse('2026-03-01T12:00:00Z');

describe('time ago', () => {
  it('says how long ago in the largest whole unit, in each language', () => {
    expect(formatTimeAgo('2026-03-01T09:50:00Z', 'en', now)).toBe('2 hours ago');
    expect(formatTimeAgo('2026-03-01T09:50:00Z', 'fr', now)).toBe('il y a 2 heures');
    expect(formatTimeAgo('2026-03-01T09:50:00Z', 'zh-cn', now)).toBe('2小时前');
    // A PHP backend's wall time, in the network's zone (UTC-5 in March).
    expect(formatTimeAgo('2026-03-01 04:50:00', 'en', now, 'America/Toronto')).toBe('2 hours ago');
    expect(formatTimeAgo('2026-02-26T12:00:00Z', 'en', now)).toBe('3 days ago');
    expect(formatTimeAgo('2026-03-01T11:55:00Z', 'en', now)).toBe('5 minutes ago');
  });

  it('reads a moment ago, or one ahead of the clock, as now, and ignores what is not a date', () => {
    expect(formatTimeAgo('2026-03-01T11:59:40Z', 'en', now)).toBe('now');
    expect(formatTimeAgo('2026-03-01T12:05:00Z', 'fr', now)).toBe('maintenant');
    expect(formatTimeAgo('yesterday', 'en', now)).toBeUndefined();
  });
});

describe('time ago on the network clock', () => {
  it('counts from the date of the API answers, not from this browser', () => {
    const networkTime = Date.now() - 3 * 3_600_000;
    noteNetworkDate(new Date(networkTime).toUTCString());
    const heardAt = new Date(networkTime - 10.5 * 60_000).toISOString();
    expect(formatTimeAgo(heardAt, 'en')).toBe('10 minutes ago');
    noteNetworkDate(new Date().toUTCString());
  });
});
