import type { Locale } from '@pcharging/validation';
import type { StatementSums } from '../../data/journal/statement-queries';
import type { NetworkSettings } from '../../lib/env';
import { sheetHeadings, sheetMoney } from '../../lib/export-file';
import type { Cell, SheetContent } from '../../lib/spreadsheet';

const sheetNames: Record<Locale, { days: string; stations: string }> = {
  en: { days: 'By day', stations: 'By station' },
  fr: { days: 'Par jour', stations: 'Par station' },
  'zh-cn': { days: '按日', stations: '按站点' },
};

const figureHeadings: Record<Locale, readonly string[]> = {
  en: [
    'Sessions',
    'Energy (kWh)',
    'Charging hours',
    'Energy fees ($)',
    'Service fees ($)',
    'Idle fees ($)',
    'Gross income ($)',
    'Refunds ($)',
    'Net income ($)',
  ],
  fr: [
    'Sessions',
    'Énergie (kWh)',
    'Heures de charge',
    'Frais d’énergie ($)',
    'Frais de service ($)',
    'Frais d’occupation ($)',
    'Recette brute ($)',
    'Remboursements ($)',
    'Recette nette ($)',
  ],
  'zh-cn': [
    '充电次数',
    '电量（kWh）',
    '充电时长（小时）',
    '电费（$）',
    '服务费（$）',
    '占位费（$）',
    '总收入（$）',
    '退款（$）',
    '净收入（$）',
  ],
};

const keyHeadings: Record<Locale, { day: string; code: string; name: string; total: string }> = {
  en: { day: 'Day', code: 'Station code', name: 'Station', total: 'Total' },
  fr: { day: 'Jour', code: 'Code de la station', name: 'Station', total: 'Total' },
  'zh-cn': { day: '日期', code: '站点编号', name: '站点', total: '合计' },
};

function figureCells(sums: StatementSums): Cell[] {
  return [
    sums.orders,
    sums.energyWh / 1000,
    Math.round((sums.chargingMinutes / 60) * 100) / 100,
    sheetMoney(sums.electFeeCents),
    sheetMoney(sums.serviceFeeCents),
    sheetMoney(sums.parkFeeCents),
    sheetMoney(sums.totalCents),
    sheetMoney(sums.refundedCents),
    sheetMoney(sums.totalCents - sums.refundedCents),
  ];
}

/** Integer sums of the rows: the total row is what the statistics of the month say. */
export function totalOf(rows: readonly StatementSums[]): StatementSums {
  const total: StatementSums = {
    orders: 0,
    energyWh: 0,
    chargingMinutes: 0,
    electFeeCents: 0,
    serviceFeeCents: 0,
    parkFeeCents: 0,
    totalCents: 0,
    refundedCents: 0,
  };
  for (const row of rows) {
    for (const key of Object.keys(total) as (keyof StatementSums)[]) total[key] += row[key];
  }
  return total;
}

/** The two sheets of a month's statement: the days, then the stations, each closed by a total row. */
export function statementSheets(
  locale: Locale,
  network: NetworkSettings,
  days: readonly (StatementSums & { day: string })[],
  stations: readonly (StatementSums & { code: string; name: string })[],
): SheetContent[] {
  const keys = keyHeadings[locale];
  const figures = figureHeadings[locale];
  const total = figureCells(totalOf(days));
  return [
    {
      name: sheetNames[locale].days,
      header: sheetHeadings([keys.day, ...figures], network),
      rows: [...days.map((row) => [row.day, ...figureCells(row)]), [keys.total, ...total]],
    },
    {
      name: sheetNames[locale].stations,
      header: sheetHeadings([keys.code, keys.name, ...figures], network),
      rows: [...stations.map((row) => [row.code, row.name, ...figureCells(row)]), [keys.total, '', ...total]],
    },
  ];
}
