import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { breakdownOption, feeStackOption, labelBreakdown, topStationsOption, trendOption } from './chart-data';
import { createFormatters } from './format';
import { day, incomeAnswer, overviewAnswer } from './test-fixtures';

const t = i18n.getFixedT('en');
const format = createFormatters('en', t, 'CAD');

type Series = { name?: string; type?: string; stack?: string; data?: unknown[] };
const seriesOf = (option: { series?: unknown }) => option.series as Series[];

describe('chart data', () => {
  it('draws income as columns and orders and energy as lines, one point per day', () => {
    const option = trendOption([day('2025-03-01', { orders: 3, energy_kwh: 12.5, income: '9.90' })], t, format);
    expect(option.xAxis).toMatchObject({ data: ['Mar 1'] });
    expect(seriesOf(option).map(({ name, type, data }) => ({ name, type, data }))).toEqual([
      { name: 'Gross income', type: 'bar', data: [9.9] },
      { name: 'Orders', type: 'line', data: [3] },
      { name: 'Energy (kWh)', type: 'line', data: [12.5] },
    ]);
  });

  it("writes the trend's axes in the reader's notation, with the right-hand axis titles apart", () => {
    const french = createFormatters('fr', i18n.getFixedT('fr'), 'EUR');
    const option = trendOption([day('2025-03-01', { orders: 4000, energy_kwh: 1234.5, income: '9.90' })], t, french);
    const axes = option.yAxis as { nameGap?: number; axisLabel?: { formatter?: (value: number) => string } }[];
    const label = (axis: number, value: number) => axes[axis]?.axisLabel?.formatter?.(value).replace(/\s/g, ' ');
    expect(label(1, 4000)).toBe('4 000');
    expect(label(2, 1234.5)).toBe('1 234,5');
    expect(Math.abs((axes[2]?.nameGap ?? 0) - (axes[1]?.nameGap ?? 0))).toBeGreaterThanOrEqual(16);
  });

  // A PHP backend's id "1" reaches the screen as 1: the client decodes dictionaries (packages/api-client decode.ts).
  it('names breakdown slices from the dictionary and keeps unknown ids visible', () => {
    const rows = labelBreakdown(overviewAnswer().by_station_type, [{ id: 1, name: 'Public' }], t);
    expect(rows.map((row) => row.label)).toEqual(['Public', 'Unknown (9)']);
    expect(seriesOf(breakdownOption(rows, 'orders', t, format))[0]?.data).toEqual([
      { name: 'Public', value: 25 },
      { name: 'Unknown (9)', value: 5 },
    ]);
    expect(seriesOf(breakdownOption(rows, 'income', t, format))[0]?.data).toEqual([
      { name: 'Public', value: 1100 },
      { name: 'Unknown (9)', value: 134.5 },
    ]);
  });

  it('puts the station with the most income at the top of the bars', () => {
    const option = topStationsOption(overviewAnswer().top_stations, t, format);
    expect(option.yAxis).toMatchObject({ data: ['Airport', 'Harbour'] });
    expect(seriesOf(option)[0]?.data).toEqual([334.5, 900]);
  });

  it('stacks electricity, service and idle fees per period', () => {
    const { series } = incomeAnswer();
    const option = feeStackOption(series, 'week', t, format);
    expect(option.xAxis).toMatchObject({ data: ['Week of Feb 24', 'Week of Mar 3'] });
    expect(seriesOf(option).map(({ name, stack, data }) => ({ name, stack, data }))).toEqual([
      { name: 'Electricity fees', stack: 'fees', data: [25, 35] },
      { name: 'Service fees', stack: 'fees', data: [10, 20] },
      { name: 'Idle fees', stack: 'fees', data: [5, 5] },
    ]);
  });

  it('speaks the reader language in the chart', () => {
    const fr = i18n.getFixedT('fr');
    const option = feeStackOption(incomeAnswer().series, 'month', fr, createFormatters('fr', fr, 'CAD'));
    expect(seriesOf(option).map((series) => series.name)).toEqual([
      "Frais d'électricité",
      'Frais de service',
      'Frais d’occupation',
    ]);
  });
});
