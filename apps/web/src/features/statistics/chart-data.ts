import type { components, DictionaryEntry, IncomeGranularity } from '@pcharging/api-client';
import type { ChartOption } from '../../components/chart/chart';
import type { TextKey, Translate } from '../../lib/catalogue-types';
import type { Formatters } from './format';

type Schemas = components['schemas'];
export type OrderFigures = Schemas['OrderFigures'];
export type PeriodFigures = Schemas['PeriodFigures'];
export type KeyedFigures = Schemas['KeyedFigures'];
export type StationIncomeFigures = Schemas['StationIncomeFigures'];

export const METRICS = ['orders', 'energy', 'income'] as const;
export type Metric = (typeof METRICS)[number];

export const metricTitleKeys: Readonly<Record<Metric, TextKey>> = {
  orders: 'statistics.figure.orders',
  energy: 'statistics.figure.energy',
  income: 'statistics.figure.income',
};

export function metricValue(figures: OrderFigures, metric: Metric): number {
  if (metric === 'orders') return figures.orders;
  if (metric === 'energy') return figures.energy_kwh;
  return Number(figures.income) || 0;
}

export function formatMetric(value: number, metric: Metric, format: Formatters): string {
  if (metric === 'orders') return format.count(value);
  if (metric === 'energy') return format.kwh(value);
  return format.money(value);
}

export type LabelledFigures = KeyedFigures & { label: string };

/** Names each breakdown row from its dictionary; an id the dictionary does not know still shows, as such. */
export function labelBreakdown(
  rows: readonly KeyedFigures[],
  dictionary: readonly DictionaryEntry[] | undefined,
  t: Translate,
): LabelledFigures[] {
  const names = new Map<number | string, string>((dictionary ?? []).map((entry) => [entry.id, entry.name]));
  return rows.map((row) => ({ ...row, label: names.get(row.key) ?? t('statistics.unknownKey', { key: row.key }) }));
}

const valueAs = (write: (value: number) => string) => (value: unknown) => write(Number(value));

/** Income as columns on the left axis, orders and energy as lines on their own right axes. */
export function trendOption(days: readonly PeriodFigures[], t: Translate, format: Formatters): ChartOption {
  const income = t('statistics.figure.income');
  const orders = t('statistics.figure.orders');
  const energy = t('statistics.figure.energy');
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { top: 72, left: 16, right: 24, bottom: 8 },
    xAxis: { type: 'category', data: days.map((day) => format.period(day.period, 'day', 'short')) },
    // The two right-hand axes stand 64 px apart, less than their titles' width: the titles are stacked instead.
    yAxis: [
      { type: 'value', name: income, axisLabel: { formatter: (value: number) => format.moneyCompact(value) } },
      {
        type: 'value',
        name: orders,
        position: 'right',
        nameGap: 12,
        nameTextStyle: { align: 'right' },
        axisLabel: { formatter: (value: number) => format.count(value) },
        splitLine: { show: false },
      },
      {
        type: 'value',
        name: energy,
        position: 'right',
        offset: 64,
        nameGap: 32,
        nameTextStyle: { align: 'right' },
        axisLabel: { formatter: (value: number) => format.decimal(value) },
        splitLine: { show: false },
      },
    ],
    series: [
      {
        name: income,
        type: 'bar',
        yAxisIndex: 0,
        data: days.map((day) => metricValue(day, 'income')),
        tooltip: { valueFormatter: valueAs(format.money) },
      },
      {
        name: orders,
        type: 'line',
        yAxisIndex: 1,
        data: days.map((day) => day.orders),
        tooltip: { valueFormatter: valueAs(format.count) },
      },
      {
        name: energy,
        type: 'line',
        yAxisIndex: 2,
        data: days.map((day) => day.energy_kwh),
        tooltip: { valueFormatter: valueAs(format.kwh) },
      },
    ],
  };
}

export function breakdownOption(
  rows: readonly LabelledFigures[],
  metric: Metric,
  t: Translate,
  format: Formatters,
): ChartOption {
  return {
    tooltip: { trigger: 'item', valueFormatter: valueAs((value) => formatMetric(value, metric, format)) },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        name: t(metricTitleKeys[metric]),
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        data: rows.map((row) => ({ name: row.label, value: metricValue(row, metric) })),
      },
    ],
  };
}

/** Horizontal bars, the largest at the top. */
export function topStationsOption(
  stations: readonly StationIncomeFigures[],
  t: Translate,
  format: Formatters,
): ChartOption {
  const ranked = [...stations].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { top: 8, left: 8, right: 24, bottom: 8 },
    xAxis: { type: 'value', axisLabel: { formatter: (value: number) => format.moneyCompact(value) } },
    yAxis: { type: 'category', data: ranked.map((station) => station.station_name) },
    series: [
      {
        name: t('statistics.figure.income'),
        type: 'bar',
        data: ranked.map((station) => metricValue(station, 'income')),
        tooltip: { valueFormatter: valueAs(format.money) },
      },
    ],
  };
}

export const FEES = ['elect_fee', 'service_fee', 'park_fee'] as const;
export type Fee = (typeof FEES)[number];
export const feeTitleKeys: Readonly<Record<Fee, TextKey>> = {
  elect_fee: 'statistics.figure.electFee',
  service_fee: 'statistics.figure.serviceFee',
  park_fee: 'statistics.figure.parkFee',
};

/** What is left of the income once refunds are counted (refunds count on the day their order started). */
export const NET_FIGURES = ['refunds', 'net_income'] as const;
export type NetFigure = (typeof NET_FIGURES)[number];
export const netTitleKeys: Readonly<Record<NetFigure, TextKey>> = {
  refunds: 'statistics.figure.refunds',
  net_income: 'statistics.figure.netIncome',
};

/** Electricity, service and idle fees stacked per period. */
export function feeStackOption(
  series: readonly PeriodFigures[],
  granularity: IncomeGranularity,
  t: Translate,
  format: Formatters,
): ChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: valueAs(format.money) },
    legend: { top: 0 },
    grid: { top: 40, left: 16, right: 16, bottom: 8 },
    xAxis: { type: 'category', data: series.map((row) => format.period(row.period, granularity, 'short')) },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => format.moneyCompact(value) } },
    series: FEES.map((fee) => ({
      name: t(feeTitleKeys[fee]),
      type: 'bar' as const,
      stack: 'fees',
      data: series.map((row) => Number(row[fee]) || 0),
    })),
  };
}
