import { describe, expect, it } from 'vitest';
import { applyStatisticsSearch, isDay, lastDays, readStatisticsSearch } from './search';

const now = new Date('2025-03-10T22:30:00Z');

describe('statistics search params', () => {
  it("defaults to the last 30 days up to the network's today", () => {
    expect(lastDays(30, now)).toEqual({ from: '2025-02-09', to: '2025-03-10' });
    // 22:30 UTC on the 10th is already the 11th in Shanghai, still the 10th in Vancouver.
    expect(lastDays(30, now, 'Asia/Shanghai')).toEqual({ from: '2025-02-10', to: '2025-03-11' });
    expect(readStatisticsSearch(new URLSearchParams(), now, 'America/Vancouver').range).toEqual({
      from: '2025-02-09',
      to: '2025-03-10',
    });
    expect(readStatisticsSearch(new URLSearchParams(), now)).toEqual({
      range: { from: '2025-02-09', to: '2025-03-10' },
      granularity: 'day',
      sort: 'income',
      page: 1,
      size: 10,
    });
  });

  it('reads a range, station, granularity, sort and page from the URL', () => {
    const search = new URLSearchParams(
      'from=2025-01-01&to=2025-01-31&station=4&granularity=week&sort=energy&page=3&size=20',
    );
    expect(readStatisticsSearch(search, now)).toEqual({
      range: { from: '2025-01-01', to: '2025-01-31' },
      stationId: 4,
      granularity: 'week',
      sort: 'energy',
      page: 3,
      size: 20,
    });
  });

  it('ignores malformed values', () => {
    const search = new URLSearchParams(
      'from=2025-02-31&to=2025-01-31&station=-1&granularity=year&sort=name&page=0&size=7',
    );
    expect(readStatisticsSearch(search, now)).toEqual(readStatisticsSearch(new URLSearchParams(), now));
    expect(readStatisticsSearch(new URLSearchParams('from=2025-02-01&to=2025-01-01'), now).range.from).toBe(
      '2025-02-09',
    );
  });

  it('knows a calendar day', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-1-01')).toBe(false);
  });

  it('sends the table back to page 1 when a filter changes, and keeps the other params', () => {
    const current = new URLSearchParams('from=2025-01-01&to=2025-01-31&station=4&page=3&size=20');
    const next = applyStatisticsSearch(current, { range: { from: '2025-02-01', to: '2025-02-28' }, stationId: null });
    expect(next.toString()).toBe('from=2025-02-01&to=2025-02-28&size=20');
    expect(applyStatisticsSearch(next, { page: 2, size: 50 }).toString()).toBe(
      'from=2025-02-01&to=2025-02-28&size=50&page=2',
    );
  });
});
