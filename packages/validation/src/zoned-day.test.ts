import { describe, expect, it } from 'vitest';
import { addDays, dayBoundsInZone, dayInZone, dayStartsInZone, isCalendarDay, startOfDayInZone } from './zoned-day';

const HOUR = 3_600_000;

describe('days in a time zone', () => {
  it('puts an instant on the day of the zone, not of UTC', () => {
    const lateEvening = Date.parse('2026-11-24T03:30:00Z'); // 19:30 on the 23rd in Vancouver, 11:30 on the 24th in Shanghai
    expect(dayInZone(lateEvening, 'America/Vancouver')).toBe('2026-11-23');
    expect(dayInZone(lateEvening, 'Asia/Shanghai')).toBe('2026-11-24');
    expect(dayInZone(lateEvening, 'UTC')).toBe('2026-11-24');
  });

  it('starts a day at local midnight', () => {
    expect(startOfDayInZone('2026-11-23', 'America/Toronto')).toBe(Date.parse('2026-11-23T05:00:00Z'));
    expect(startOfDayInZone('2026-11-23', 'Asia/Shanghai')).toBe(Date.parse('2026-11-22T16:00:00Z'));
    expect(startOfDayInZone('2026-11-23', 'Asia/Kolkata')).toBe(Date.parse('2026-11-22T18:30:00Z'));
  });

  it('counts the days of daylight-saving changes whole: 23 and 25 hours', () => {
    const spring = dayBoundsInZone('2026-03-08', 'America/Toronto');
    expect(spring.to + 1 - spring.from).toBe(23 * HOUR);
    const autumn = dayBoundsInZone('2026-11-01', 'America/Toronto');
    expect(autumn.to + 1 - autumn.from).toBe(25 * HOUR);
    const paris = dayBoundsInZone('2026-10-25', 'Europe/Paris');
    expect(paris.to + 1 - paris.from).toBe(25 * HOUR);
  });

  it('starts a day whose midnight a clock change skips at the first instant after it', () => {
    // Santiago moved its clocks from 00:00 to 01:00 on 2026-09-06.
    const start = startOfDayInZone('2026-09-06', 'America/Santiago');
    expect(dayInZone(start, 'America/Santiago')).toBe('2026-09-06');
    expect(dayInZone(start - 1, 'America/Santiago')).toBe('2026-09-05');
  });

  it('leaves no gap and no overlap between consecutive days', () => {
    let day = '2026-02-25';
    for (let step = 0; step < 60; step += 1) {
      const next = addDays(day, 1);
      expect(dayBoundsInZone(day, 'Europe/London').to + 1).toBe(startOfDayInZone(next, 'Europe/London'));
      day = next;
    }
  });

  it('refuses a day that is not on the calendar', () => {
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(() => startOfDayInZone('2026-02-30', 'UTC')).toThrow(RangeError);
  });

  it('lists the starts of a run of days as the search finds them, clock changes included', () => {
    const starts = [...dayStartsInZone('2026-01-01', '2026-12-31', 'America/Toronto')];
    expect(starts).toHaveLength(365);
    for (const { day, startsAt } of starts.filter((_, index) => index % 7 === 0 || index > 300)) {
      expect(startsAt).toBe(startOfDayInZone(day, 'America/Toronto'));
    }
    expect(starts.find((start) => start.day === '2026-03-09')?.startsAt).toBe(Date.parse('2026-03-09T04:00:00Z'));
  });
});
