import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatNumber } from './format';

describe('formatting', () => {
  it('writes dollars in the notation of each language', () => {
    expect(formatMoney('12.5', 'en')).toBe('$12.50');
    expect(formatMoney('-1234.5', 'en')).toBe('-$1,234.50');
    expect(formatMoney('12.50', 'fr')).toMatch(/^12,50\s\$/);
    expect(formatMoney('12.50', 'zh-cn')).toContain('12.50');
  });

  it('leaves out what is not a number', () => {
    expect(formatMoney('', 'en')).toBeUndefined();
    expect(formatMoney(null, 'en')).toBeUndefined();
    expect(formatNumber('abc', 'en')).toBeUndefined();
    expect(formatDateTime(null, 'en')).toBeUndefined();
  });

  it('groups numbers per language', () => {
    expect(formatNumber(10000, 'en')).toBe('10,000');
    expect(formatNumber(12.345, 'en')).toBe('12.35');
  });

  it('writes times per language', () => {
    expect(formatDateTime('2026-03-01T08:30:00', 'en')).toBe('03/01/2026 8:30:00 AM');
    expect(formatDateTime('2026-03-01T08:30:00', 'fr')).toBe('01/03/2026 08:30:00');
    expect(formatDateTime('2026-03-01T08:30:00', 'zh-cn')).toBe('2026/03/01 08:30:00');
  });
});
