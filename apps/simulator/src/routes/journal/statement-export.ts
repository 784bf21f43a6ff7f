import { dayInZone, type Locale } from '@pcharging/validation';
import type { StatementRefund, StatementSums } from '../../data/journal/statement-queries';
import type { NetworkSettings } from '../../lib/env';
import { sheetHeadings, sheetMoney, sheetTime } from '../../lib/export-file';
import type { Cell, SheetContent } from '../../lib/spreadsheet';

const sheetNames: Record<Locale, { days: string; stations: string; refunds: string }> = {
  en: { days: 'By day', stations: 'By station', refunds: 'Refunds' },
  fr: { days: 'Par jour', stations: 'Par station', refunds: 'Remboursements' },
  'zh-cn': { days: '按日', stations: '按站点', refunds: '退款明细' },
};

/** The By-day sheet's last column: refunds by the day they were given, beside those counted on the order's day. */
const givenHeading: Record<Locale, string> = {
  en: 'Refunds given that day ($)',
  fr: 'Remboursements accordés ce jour ($)',
  'zh-cn': '当日发放的退款（$）',
};

const refundHeadings: Record<Locale, readonly string[]> = {
  en: ['Given (UTC)', 'Order number', 'Order started (UTC)', 'Station code', 'Amount ($)', 'Counted on', 'Reason'],
  fr: [
    'Accordé (UTC)',
    'Numéro de commande',
    'Début de la commande (UTC)',
    'Code de la station',
    'Montant ($)',
    'Compté le',
    'Motif',
  ],
  'zh-cn': ['发放时间 (UTC)', '订单号', '订单开始时间 (UTC)', '站点编号', '金额（$）', '计入', '原因'],
};

type RefundDays = 'both' | 'given' | 'order';

/** Which of its two days a refund has in the statement's days: it counts in the net of its order's day only. */
const countedOn: Record<Locale, Record<RefundDays, string>> = {
  en: {
    both: 'The order’s day and the day given',
    given: 'The day given; its order’s income is outside this statement',
    order: 'The order’s day; given outside this statement',
  },
  fr: {
    both: 'Le jour de la commande et le jour du remboursement',
    given: 'Le jour du remboursement ; la recette de sa commande est hors de ce relevé',
    order: 'Le jour de la commande ; remboursée hors de ce relevé',
  },
  'zh-cn': {
    both: '订单当日与退款当日',
    given: '退款当日；其订单收入不在本对账单内',
    order: '订单当日；退款发生在本对账单之外',
  },
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
    'Refunds of these orders ($)',
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
    'Remboursements de ces commandes ($)',
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
    '这些订单的退款（$）',
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

/**
 * The sheets of a month's statement: the days, then the stations, each closed by a total row; then every refund of
 * the month, given in it or of an order started in it, labelled with the day it counts on. The days also show the
 * refunds given each day, which the income counts on their order's day.
 */
export function statementSheets(
  locale: Locale,
  network: NetworkSettings,
  month: { from: string; to: string },
  figures: {
    days: readonly (StatementSums & { day: string })[];
    stations: readonly (StatementSums & { code: string; name: string })[];
    refunds: readonly StatementRefund[];
  },
): SheetContent[] {
  const keys = keyHeadings[locale];
  const headings = figureHeadings[locale];
  const inMonth = (at: number) => {
    const day = dayInZone(at, network.timeZone);
    return day >= month.from && day <= month.to;
  };
  const given = new Map<string, number>();
  for (const refund of figures.refunds) {
    if (!inMonth(refund.givenAt)) continue;
    const day = dayInZone(refund.givenAt, network.timeZone);
    given.set(day, (given.get(day) ?? 0) + refund.amountCents);
  }
  const byDay = new Map(figures.days.map((row) => [row.day, row]));
  const days = [...new Set([...byDay.keys(), ...given.keys()])].sort();
  const total = figureCells(totalOf(figures.days));
  const givenTotal = [...given.values()].reduce((sum, cents) => sum + cents, 0);
  const labels = countedOn[locale];
  const refundRows = figures.refunds.map((refund): Cell[] => {
    const orderDay = inMonth(refund.orderStartedAt);
    const kind: RefundDays = orderDay && inMonth(refund.givenAt) ? 'both' : orderDay ? 'order' : 'given';
    return [
      sheetTime(refund.givenAt, network.timeZone),
      refund.orderNo,
      sheetTime(refund.orderStartedAt, network.timeZone),
      refund.stationCode,
      sheetMoney(refund.amountCents),
      labels[kind],
      refund.reason,
    ];
  });
  return [
    {
      name: sheetNames[locale].days,
      header: sheetHeadings([keys.day, ...headings, givenHeading[locale]], network),
      rows: [
        ...days.map((day) => [day, ...figureCells(byDay.get(day) ?? totalOf([])), sheetMoney(given.get(day) ?? 0)]),
        [keys.total, ...total, sheetMoney(givenTotal)],
      ],
    },
    {
      name: sheetNames[locale].stations,
      header: sheetHeadings([keys.code, keys.name, ...headings], network),
      rows: [...figures.stations.map((row) => [row.code, row.name, ...figureCells(row)]), [keys.total, '', ...total]],
    },
    {
      name: sheetNames[locale].refunds,
      header: sheetHeadings(refundHeadings[locale], network),
      rows: refundRows,
    },
  ];
}
