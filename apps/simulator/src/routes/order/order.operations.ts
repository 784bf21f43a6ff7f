import type { components, DataOf } from '@pcharging/api-client';
import { OrderStatus } from '@pcharging/api-client/enums';
import type { AppDatabase } from '@pcharging/db';
import { isCalendarDay, type Locale } from '@pcharging/validation';
import { customerIdOfAccount } from '../../data/customer/customer-queries';
import { personSearch } from '../../data/customer/customer-search';
import { journalOfOrder } from '../../data/journal/journal-queries';
import {
  exportOrderShape,
  findOrder,
  listOrderPage,
  type OrderRecord,
  orderIdsPage,
  ordersByIds,
  orderTotals,
} from '../../data/order/order-queries';
import type { OrderFilters, OrderListRecord, OrderSort } from '../../data/order/order-sql';
import { orderTotalsOfDays, type WholeDays } from '../../data/order/order-totals-rollup';
import { refundOrder } from '../../domain/money/refunds';
import { billLinesOnWire, storedBill } from '../../domain/pricing/bill';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok, workbookAnswer } from '../../http/wire';
import { offeredCapabilities } from '../../lib/backend-profile';
import { found } from '../../lib/errors';
import { EXPORT_CAP, exportFileName, exportTooLarge } from '../../lib/export-file';
import { iso } from '../../lib/iso-time';
import { centsToMoney } from '../../lib/money';
import { orderEndKind } from '../../lib/order-end-kind';
import { refundState } from '../../lib/refund-state';
import { textFilter } from '../../lib/text-filter';
import { parseTimeRange } from '../../lib/time-bound';
import { idsInSlices, inChunks, workbookOffLoop } from '../../lib/workbook-export';
import { journalRow } from '../journal/journal-wire';
import { orderSheet } from './order-export';

type OrderListParams = components['schemas']['OrderListParams'];

function orderQuery(
  db: AppDatabase,
  locale: Locale,
  timeZone: string,
  params: OrderListParams,
): { filters: OrderFilters; sort: OrderSort } {
  const started = parseTimeRange(
    locale,
    timeZone,
    { field: 'started_from', title: 'started from', text: params.started_from },
    { field: 'started_to', title: 'started until', text: params.started_to },
  );
  const orderNo = textFilter(params.order_no);
  const account = textFilter(params.account);
  const keyword = textFilter(params.keyword);
  const filters: OrderFilters = {
    ...(orderNo ? { orderNo } : {}),
    ...(account ? { customerId: customerIdOfAccount(db, account) } : {}),
    ...(params.station_id === undefined ? {} : { stationId: params.station_id }),
    ...(params.port_id === undefined ? {} : { portId: params.port_id }),
    ...(params.start_mode === undefined ? {} : { startMode: params.start_mode }),
    ...(params.status === undefined ? {} : { status: params.status }),
    ...(params.refund_state === undefined ? {} : { refundState: params.refund_state }),
    ...(started.from === undefined ? {} : { startedFrom: started.from }),
    ...(started.to === undefined ? {} : { startedTo: started.to }),
    ...(keyword ? personSearch(keyword) : {}),
  };
  return { filters, sort: { field: params.sort ?? 'started_at', order: params.order ?? 'desc' } };
}

/** The started range as whole network days, when both ends given are days (not instants): rollups answer those. */
function wholeDays(params: OrderListParams): WholeDays | undefined {
  const from = textFilter(params.started_from);
  const to = textFilter(params.started_to);
  if ((from && !isCalendarDay(from)) || (to && !isCalendarDay(to))) return undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

function orderRow(order: OrderListRecord): components['schemas']['OrderRow'] {
  return {
    id: order.id,
    order_no: order.orderNo,
    customer_id: order.customerId,
    account: order.account,
    station_id: order.stationId,
    station_name: order.stationName,
    pile_id: order.chargerId,
    port_id: order.portId,
    port_code: order.portCode,
    port_alias: order.portAlias,
    duration_minutes: order.durationMinutes,
    idle_minutes: order.idleMinutes,
    energy_kwh: order.energyWh / 1000,
    elect_fee: centsToMoney(order.electFeeCents),
    service_fee: centsToMoney(order.serviceFeeCents),
    park_fee: centsToMoney(order.parkFeeCents),
    total_fee: centsToMoney(order.totalCents),
    start_mode: order.startMode,
    status: order.status,
    started_at: iso(order.startedAt),
    ended_at: iso(order.endedAt),
    paid_at: iso(order.paidAt),
    refund_state: refundState(order),
  };
}

/** The bill line by line, as the order kept it when its session was billed. */
function orderPriceLines(order: OrderRecord['order']): components['schemas']['OrderPriceLine'][] {
  return billLinesOnWire(storedBill({ ...order, chargingMinutes: order.durationMinutes }));
}

function orderDetail(db: AppDatabase, record: OrderRecord): DataOf<'getOrder'> {
  const { order } = record;
  return {
    ...orderRow({ ...order, ...record }),
    customer_name: record.customerName,
    station_code: record.stationCode,
    pile_serial: record.chargerSerial,
    pile_name: record.chargerName,
    card_no: record.cardNo,
    free_park_minutes: order.freeParkMinutes,
    price_lines: orderPriceLines(order),
    end_kind: orderEndKind(order.endKind),
    stopped_by: record.stoppedBy,
    stop_reason: order.stopReason,
    refunded: centsToMoney(order.refundedCents),
    refundable: centsToMoney(order.status === OrderStatus.Paid ? order.totalCents - order.refundedCents : 0),
    journal: journalOfOrder(db, order.id).map(journalRow),
  };
}

export const orderOperations = {
  listOrders: (c, params, paging) => {
    const { db } = c.get('deps');
    const { filters, sort } = orderQuery(db, c.get('locale'), c.get('deps').config.network.timeZone, params);
    const page = listOrderPage(db, filters, sort, paging);
    return ok(c, { total: page.total, total_capped: page.totalCapped, items: page.items.map(orderRow) });
  },
  getOrderTotals: (c, params) => {
    const { db } = c.get('deps');
    const { filters } = orderQuery(db, c.get('locale'), c.get('deps').config.network.timeZone, params);
    const days = wholeDays(params);
    const totals = (days && orderTotalsOfDays(db, filters, days)) ?? orderTotals(db, filters);
    return ok(c, {
      orders: totals.orders,
      energy_kwh: totals.energyWh / 1000,
      elect_fee: centsToMoney(totals.electFeeCents),
      service_fee: centsToMoney(totals.serviceFeeCents),
      park_fee: centsToMoney(totals.parkFeeCents),
      gross: centsToMoney(totals.grossCents),
      refunded: centsToMoney(totals.refundsOfOrdersCents),
      net: centsToMoney(totals.grossCents - totals.refundsOfOrdersCents),
    });
  },
  getOrder: (c, params) => {
    const { db } = c.get('deps');
    return ok(c, orderDetail(db, found(findOrder(db, params.id))));
  },
  refundOrder: (c, params) => {
    refundOrder(domainOf(c), { orderId: params.id, amount: params.amount, reason: params.reason });
    const { db } = c.get('deps');
    return ok(c, orderDetail(db, found(findOrder(db, params.id))), 'refunded');
  },
  exportOrders: async (c, params) => {
    const { db, clock } = c.get('deps');
    const { filters, sort } = orderQuery(db, c.get('locale'), c.get('deps').config.network.timeZone, params);
    const shape = exportOrderShape(db, filters, sort, EXPORT_CAP);
    if (!shape) throw exportTooLarge();
    const ids = await idsInSlices((window) => orderIdsPage(db, shape, window), EXPORT_CAP);
    const withRefunds = offeredCapabilities(c.get('deps').config).has('money-corrections');
    const sheet = orderSheet(c.get('locale'), c.get('deps').config.network, withRefunds);
    const bytes = await workbookOffLoop(
      sheet,
      inChunks(ids, (chunk) => sheet.rowsOf(ordersByIds(db, chunk))),
    );
    return workbookAnswer(c, bytes, exportFileName('orders', clock.now(), c.get('deps').config.network.timeZone));
  },
} satisfies AreaHandlers;
