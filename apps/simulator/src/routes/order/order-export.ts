import type { Locale } from '@pcharging/validation';
import type { OrderListRecord } from '../../data/order/order-sql';
import { dictionary } from '../../lib/dictionaries';
import type { NetworkSettings } from '../../lib/env';
import { sheetHeadings, sheetMoney, sheetTime } from '../../lib/export-file';
import { REFUND_STATE_NAMES, refundState } from '../../lib/refund-state';
import type { Cell } from '../../lib/spreadsheet';

const sheetNames: Record<Locale, string> = { en: 'Orders', fr: 'Commandes', 'zh-cn': '订单' };

/** Where the status is: the refund state follows it. */
const STATUS_COLUMN = 6;

const headings: Record<Locale, readonly string[]> = {
  en: [
    'Order number',
    'Customer account',
    'Station',
    'Charging port',
    'Port alias',
    'Start mode',
    'Status',
    'Start time (UTC)',
    'End time (UTC)',
    'Pay time (UTC)',
    'Charging (min)',
    'Idle (min)',
    'Energy (kWh)',
    'Electricity fee ($)',
    'Service fee ($)',
    'Idle fee ($)',
    'Gross ($)',
  ],
  fr: [
    'Numéro de commande',
    'Compte client',
    'Station',
    'Point de charge',
    'Alias du point',
    'Mode de démarrage',
    'Statut',
    'Début (UTC)',
    'Fin (UTC)',
    'Paiement (UTC)',
    'Charge (min)',
    'Occupation (min)',
    'Énergie (kWh)',
    'Énergie ($)',
    'Frais de service ($)',
    "Frais d'occupation ($)",
    'Total brut ($)',
  ],
  'zh-cn': [
    '订单号',
    '客户账号',
    '电站',
    '充电枪',
    '充电枪别名',
    '启动方式',
    '订单状态',
    '开始时间 (UTC)',
    '结束时间 (UTC)',
    '支付时间 (UTC)',
    '充电时长（分钟）',
    '占位时长（分钟）',
    '电量（kWh）',
    '电费（$）',
    '服务费（$）',
    '占位费（$）',
    '总额（$）',
  ],
};

/** Beside the gross where money corrections are offered: what was refunded of the order, and what is left. */
const refundHeadings: Record<Locale, readonly [string, string]> = {
  en: ['Refunds of this order ($)', 'Net ($)'],
  fr: ['Remboursements de cette commande ($)', 'Net ($)'],
  'zh-cn': ['本订单退款（$）', '净额（$）'],
};

/**
 * The order sheet in the request's language: headings, and its rows with dictionary names, times in the network's
 * zone and money in its currency; with the refund state where the backend offers money corrections.
 */
export function orderSheet(locale: Locale, network: NetworkSettings, withRefunds: boolean) {
  const refundNames = REFUND_STATE_NAMES[locale];
  const names = (key: 'order_start_mode' | 'order_status') =>
    new Map((dictionary(key, locale) ?? []).map((entry) => [entry.id, entry.name]));
  const modes = names('order_start_mode');
  const statuses = names('order_status');
  const rowsOf = (records: readonly OrderListRecord[]): Cell[][] =>
    records.map((order) => [
      order.orderNo,
      order.account,
      order.stationName,
      order.portCode,
      order.portAlias,
      modes.get(order.startMode) ?? String(order.startMode),
      statuses.get(order.status) ?? String(order.status),
      ...(withRefunds ? [refundNames[refundState(order)]] : []),
      sheetTime(order.startedAt, network.timeZone),
      sheetTime(order.endedAt, network.timeZone),
      sheetTime(order.paidAt, network.timeZone),
      order.durationMinutes,
      order.idleMinutes,
      order.energyWh / 1000,
      sheetMoney(order.electFeeCents),
      sheetMoney(order.serviceFeeCents),
      sheetMoney(order.parkFeeCents),
      sheetMoney(order.totalCents),
      ...(withRefunds ? [sheetMoney(order.refundedCents), sheetMoney(order.totalCents - order.refundedCents)] : []),
    ]);
  const columns = withRefunds
    ? [
        ...headings[locale].slice(0, STATUS_COLUMN + 1),
        refundNames.heading,
        ...headings[locale].slice(STATUS_COLUMN + 1),
        ...refundHeadings[locale],
      ]
    : headings[locale];
  return { sheetName: sheetNames[locale], header: sheetHeadings(columns, network), rowsOf };
}
