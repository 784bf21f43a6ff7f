import type { components } from '@pcharging/api-client';
import type { AppDatabase } from '@pcharging/db';
import { addDays, isCalendarDay, type Locale, startOfDayInZone } from '@pcharging/validation';
import {
  type CustomerFilters,
  type CustomerRecord,
  customerCards,
  findCustomer,
  listCustomerPage,
  orderTotals,
  recentOrders,
} from '../../data/customer/customer-queries';
import { recentJournalOfCustomer } from '../../data/journal/journal-queries';
import { setCustomerStatus } from '../../domain/customer/customer-status';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok } from '../../http/wire';
import { found } from '../../lib/errors';
import { invalidField } from '../../lib/invalid-input';
import { iso } from '../../lib/iso-time';
import { centsToMoney } from '../../lib/money';
import { refundState } from '../../lib/refund-state';
import { journalRow } from '../journal/journal-wire';

type CustomerRow = components['schemas']['CustomerRow'];
type CustomerDetail = components['schemas']['CustomerDetail'];

const kwh = (wh: number) => Math.round(wh / 10) / 100;

/** A YYYY-MM-DD day of the network's zone; a day that does not exist (2026-02-30) is refused. */
function checkedDay(day: string, field: string, locale: Locale): string {
  if (!isCalendarDay(day)) throw invalidField(locale, field, 'invalidDate');
  return day;
}

/** Registration days are the network's days: from the first instant of the first to the start of the day after the last. */
function registrationRange(params: { created_from?: string; created_to?: string }, locale: Locale, timeZone: string) {
  const from = params.created_from ? checkedDay(params.created_from, 'created_from', locale) : undefined;
  const to = params.created_to ? checkedDay(params.created_to, 'created_to', locale) : undefined;
  if (from !== undefined && to !== undefined && from > to) throw invalidField(locale, 'created_from', 'rangeReversed');
  return {
    ...(from === undefined ? {} : { createdFrom: startOfDayInZone(from, timeZone) }),
    ...(to === undefined ? {} : { createdBefore: startOfDayInZone(addDays(to, 1), timeZone) }),
  };
}

function customerRow(customer: CustomerRecord): CustomerRow {
  return {
    id: customer.id,
    account: customer.account,
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    status: customer.status,
    consent: customer.consent,
    balance: centsToMoney(customer.balanceCents),
    cards: customer.cards,
    created_at: iso(customer.createdAt),
  };
}

function customerDetail(db: AppDatabase, id: number): CustomerDetail {
  const customer = found(findCustomer(db, id));
  const totals = orderTotals(db, id);
  return {
    ...customerRow(customer),
    updated_at: iso(customer.updatedAt),
    card_list: customerCards(db, id).map((card) => ({
      id: card.id,
      card_no: card.cardNo,
      status: card.status,
      station_id: card.stationId,
      station_name: card.stationName,
      bound_at: iso(card.boundAt),
    })),
    recent_journal: recentJournalOfCustomer(db, id).map(journalRow),
    recent_orders: recentOrders(db, id).map((order) => ({
      id: order.id,
      order_no: order.orderNo,
      station_id: order.stationId,
      station_name: order.stationName,
      status: order.status,
      start_mode: order.startMode,
      started_at: iso(order.startedAt),
      ended_at: iso(order.endedAt),
      duration_minutes: order.durationMinutes,
      energy_kwh: kwh(order.energyWh),
      total: centsToMoney(order.totalCents),
      refund_state: refundState(order),
    })),
    totals: { orders: totals.orders, energy_kwh: kwh(totals.energyWh), spent: centsToMoney(totals.spentCents) },
  };
}

export const customerOperations = {
  listCustomers: (c, params, paging) => {
    const filters: CustomerFilters = {
      ...(params.keyword?.trim() ? { keyword: params.keyword.trim() } : {}),
      ...(params.status === undefined ? {} : { status: params.status }),
      ...registrationRange(params, c.get('locale'), c.get('deps').config.network.timeZone),
      sort: params.sort ?? 'created_at',
      order: params.order ?? 'desc',
    };
    const page = listCustomerPage(c.get('deps').db, filters, paging);
    return ok(c, { total: page.total, items: page.items.map(customerRow) });
  },
  getCustomer: (c, params) => ok(c, customerDetail(c.get('deps').db, params.id)),
  setCustomerStatus: (c, params) => {
    setCustomerStatus(domainOf(c), params.id, params.status);
    return ok(c, customerDetail(c.get('deps').db, params.id), params.status === 1 ? 'enabled' : 'disabled');
  },
} satisfies AreaHandlers;
