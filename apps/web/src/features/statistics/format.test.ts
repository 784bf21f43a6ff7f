import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { createFormatters } from './format';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('statistics formatters', () => {
  it("writes the network's money, numbers and energy per locale", () => {
    const en = createFormatters('en', i18n.getFixedT('en'), 'USD');
    expect(en.money('1234.5')).toBe('$1,234.50');
    expect(en.count(12345)).toBe('12,345');
    expect(en.kwh(1234.56)).toBe('1,234.6 kWh');
    const fr = createFormatters('fr', i18n.getFixedT('fr'), 'CAD');
    expect(nbsp(fr.money('1234.5'))).toBe('1 234,50 $CA');
    expect(nbsp(fr.kwh(2.5))).toBe('2,5 kWh');
    const zh = createFormatters('zh-cn', i18n.getFixedT('zh-cn'), 'CAD');
    expect(zh.money(7)).toBe('CA$7.00');
  });

  it('names days, weeks and months in UTC', () => {
    const en = createFormatters('en', i18n.getFixedT('en'), 'CAD');
    expect(en.period('2025-03-01', 'day')).toBe('Mar 1, 2025');
    expect(en.period('2025-03-03', 'week')).toBe('Week of Mar 3, 2025');
    expect(en.period('2025-03', 'month')).toBe('March 2025');
    expect(en.period('2025-03-01', 'day', 'short')).toBe('Mar 1');
    const fr = createFormatters('fr', i18n.getFixedT('fr'), 'CAD');
    expect(fr.period('2025-03', 'month')).toBe('mars 2025');
  });
});
