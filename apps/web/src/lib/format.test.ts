import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDateTime, formatDay, formatMoney, formatNumber } from './format';

describe('formatting', () => {
  it("writes money in the network's currency, in the notation of each language", () => {
    expect(formatMoney('12.5', 'en', 'USD')).toBe('$12.50');
    expect(formatMoney('-1234.5', 'en', 'USD')).toBe('-$1,234.50');
    expect(formatMoney('12.5', 'en', 'CAD')).toBe('CA$12.50');
    expect(formatMoney('37190.86', 'fr', 'CAD')).toMatch(/^37\s190,86\s\$CA$/);
    expect(formatMoney('12.50', 'zh-cn', 'CAD')).toBe('CA$12.50');
    expect(formatMoney('12.50', 'fr', 'EUR')).toMatch(/^12,50\s€$/);
  });

  it('writes the sign of a change both ways when asked, and none on zero', () => {
    expect(formatMoney('3.2', 'en', 'USD', true)).toBe('+$3.20');
    expect(formatMoney('-3.20', 'en', 'USD', true)).toBe('-$3.20');
    expect(formatMoney('0.00', 'en', 'USD', true)).toBe('$0.00');
    expect(formatMoney('3.2', 'en', 'USD')).toBe('$3.20');
  });

  it('writes a calendar day as that day, whatever the zone of the reader', () => {
    expect(formatDay('2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(formatDay('2026-03-01', 'fr')).toBe('1 mars 2026');
    expect(formatDay('', 'en')).toBeUndefined();
  });

  it('never says US dollars for a Canadian network', () => {
    for (const locale of ['en', 'fr', 'zh-cn'] as const) {
      expect(formatMoney('37190.86', locale, 'CAD')).not.toMatch(/US/);
    }
  });

  it('leaves out what is not a number', () => {
    expect(formatMoney('', 'en', 'CAD')).toBeUndefined();
    expect(formatMoney(null, 'en', 'CAD')).toBeUndefined();
    expect(formatNumber('abc', 'en')).toBeUndefined();
    expect(formatDateTime(null, 'en', 'UTC')).toBeUndefined();
    expect(formatDateTime('not a time', 'en', 'UTC')).toBeUndefined();
  });

  it('groups numbers per language', () => {
    expect(formatNumber(10000, 'en')).toBe('10,000');
    expect(formatNumber(12.345, 'en')).toBe('12.35');
    expect(formatNumber(4000, 'fr')).toMatch(/^4\s000$/);
  });

  it("writes times in the network's zone, one way per language", () => {
    const instant = '2026-03-01T13:30:00Z';
    expect(formatDateTime(instant, 'en', 'America/Toronto')).toBe('Mar 1, 2026, 8:30:00 AM');
    expect(formatDateTime(instant, 'fr', 'America/Toronto')).toBe('1 mars 2026, 08:30:00');
    expect(formatDateTime(instant, 'zh-cn', 'America/Toronto')).toBe('2026年3月1日 08:30:00');
    expect(formatDateTime(instant, 'en', 'Asia/Shanghai')).toBe('Mar 1, 2026, 9:30:00 PM');
  });

  it("writes a chart's time of day with its hour, in the network's zone", () => {
    const instant = '2026-03-01T23:58:00Z';
    expect(formatClockTime(instant, 'en', 'America/Toronto')).toBe('6:58 PM');
    expect(formatClockTime(instant, 'fr', 'America/Toronto')).toBe('18:58');
    expect(formatClockTime(instant, 'zh-cn', 'America/Toronto')).toBe('18:58');
    expect(formatClockTime(instant, 'fr', 'Asia/Shanghai')).toBe('7:58');
  });
});
