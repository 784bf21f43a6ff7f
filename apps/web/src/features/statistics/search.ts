import type { IncomeGranularity } from '@pcharging/api-client';
import { addDays, dayInZone, isCalendarDay } from '@pcharging/validation';

export const GRANULARITIES = ['day', 'week', 'month'] as const satisfies readonly IncomeGranularity[];
export const STATION_SORTS = ['income', 'energy', 'orders'] as const;
export type StationSort = (typeof STATION_SORTS)[number];

export interface DateRange {
  from: string;
  to: string;
}

/** What the statistics screens read from the URL, so that a reload or a shared link shows the same figures. */
export interface StatisticsSearch {
  range: DateRange;
  stationId?: number;
  granularity: IncomeGranularity;
  sort: StationSort;
  page: number;
  size: number;
}

export interface StatisticsSearchChanges {
  range?: DateRange;
  stationId?: number | null;
  granularity?: IncomeGranularity;
  sort?: StationSort;
  page?: number;
  size?: number;
}

export const DEFAULT_RANGE_DAYS = 30;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100];

/** The last `count` days up to and including today, days of the network's zone. */
export function lastDays(count: number, now: Date = new Date(), timeZone = 'UTC'): DateRange {
  const to = dayInZone(now.getTime(), timeZone);
  return { from: addDays(to, 1 - count), to };
}

export function isDay(value: string | null | undefined): value is string {
  return typeof value === 'string' && isCalendarDay(value);
}

function positiveInteger(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && Number.isSafeInteger(number) ? number : undefined;
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/** Reads the search params; anything missing or malformed falls back to the default (the last 30 days, page 1). */
export function readStatisticsSearch(
  search: URLSearchParams,
  now: Date = new Date(),
  timeZone = 'UTC',
): StatisticsSearch {
  const from = search.get('from');
  const to = search.get('to');
  const range = isDay(from) && isDay(to) && from <= to ? { from, to } : lastDays(DEFAULT_RANGE_DAYS, now, timeZone);
  const size = positiveInteger(search.get('size'));
  const stationId = positiveInteger(search.get('station'));
  return {
    range,
    ...(stationId ? { stationId } : {}),
    granularity: oneOf(GRANULARITIES, search.get('granularity'), 'day'),
    sort: oneOf(STATION_SORTS, search.get('sort'), 'income'),
    page: positiveInteger(search.get('page')) ?? 1,
    size: size && PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The search params after a change; any change but paging sends the station table back to its first page. */
export function applyStatisticsSearch(current: URLSearchParams, changes: StatisticsSearchChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  if (changes.range) {
    next.set('from', changes.range.from);
    next.set('to', changes.range.to);
  }
  if (changes.stationId === null) next.delete('station');
  else if (changes.stationId !== undefined) next.set('station', String(changes.stationId));
  if (changes.granularity) next.set('granularity', changes.granularity);
  if (changes.sort) next.set('sort', changes.sort);
  if (changes.size !== undefined) next.set('size', String(changes.size));
  if (changes.page !== undefined) next.set('page', String(changes.page));
  else next.delete('page');
  return next;
}
