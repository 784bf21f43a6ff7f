import { describe, expect, it } from 'vitest';
import { type DayStart, downByDay, downStretches } from './outage-days';

const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);
const days: DayStart[] = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'].map((day) => ({
  day,
  startsAt: at(`${day}T00:00:00Z`),
}));

describe('down time', () => {
  it('counts a minute covered by two outages once', () => {
    const stretches = downStretches(
      [
        { start: at('2026-11-01T10:00:00Z'), end: at('2026-11-01T12:00:00Z'), excluded: false },
        { start: at('2026-11-01T11:00:00Z'), end: at('2026-11-01T13:00:00Z'), excluded: false },
      ],
      at('2026-11-01T00:00:00Z'),
      at('2026-11-02T00:00:00Z'),
    );
    expect(stretches).toEqual([
      { start: at('2026-11-01T10:00:00Z'), end: at('2026-11-01T13:00:00Z'), excluded: false },
    ]);
  });

  it('excludes a minute only when every outage covering it is excluded', () => {
    const rows = downByDay(
      [
        { start: at('2026-11-01T10:00:00Z'), end: at('2026-11-01T12:00:00Z'), excluded: true },
        { start: at('2026-11-01T11:00:00Z'), end: at('2026-11-01T11:30:00Z'), excluded: false },
      ],
      days,
      days[0]?.startsAt ?? 0,
      at('2026-11-03T00:00:00Z'),
    );
    expect(rows).toEqual([{ day: '2026-11-01', downMs: 120 * MINUTE, excludedMs: 90 * MINUTE }]);
  });

  it('splits an outage across midnight between its days, clipped to the period', () => {
    const rows = downByDay(
      [{ start: at('2026-10-31T22:00:00Z'), end: at('2026-11-01T03:00:00Z'), excluded: false }],
      days,
      at('2026-10-31T23:00:00Z'),
      at('2026-11-03T00:00:00Z'),
    );
    expect(rows).toEqual([
      { day: '2026-10-31', downMs: 60 * MINUTE, excludedMs: 0 },
      { day: '2026-11-01', downMs: 180 * MINUTE, excludedMs: 0 },
    ]);
  });
});
