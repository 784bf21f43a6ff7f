import { describe, expect, it } from 'vitest';
import { dayRangeBounds } from './day-range';

describe("a filter's days as times", () => {
  it("covers whole days of the network's zone", () => {
    expect(dayRangeBounds('2026-03-01', '2026-03-01', 'America/Vancouver')).toEqual({
      from: '2026-03-01T08:00:00.000Z',
      to: '2026-03-02T07:59:59.999Z',
    });
    expect(dayRangeBounds('2026-03-01', undefined, 'Asia/Shanghai')).toEqual({ from: '2026-02-28T16:00:00.000Z' });
  });

  it('counts the 25-hour day when the clocks go back whole', () => {
    const { from, to } = dayRangeBounds('2026-11-01', '2026-11-01', 'America/Toronto');
    expect(from).toBe('2026-11-01T04:00:00.000Z');
    expect(to).toBe('2026-11-02T04:59:59.999Z');
  });

  it('drops a day that is not on the calendar', () => {
    expect(dayRangeBounds('2026-02-30', undefined, 'UTC')).toEqual({});
  });
});
