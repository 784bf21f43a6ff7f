import { JournalType, OrderStatus } from '@pcharging/api-client/enums';
import type { AppDatabase } from '@pcharging/db';
import { dayInZone, recordNumber } from '@pcharging/validation';
import type { OrderEndKind } from '../../lib/order-end-kind';
import { appendJournalEntry, customerBalance } from '../journal/journal-writes';
import { statementsPerDatabase } from '../prepared';

export interface NewOrder {
  customerId: number;
  cardId: number | null;
  stationId: number;
  chargerId: number;
  portId: number;
  startMode: number;
  startedAt: number;
  endedAt: number;
  durationMinutes: number;
  idleMinutes: number;
  energyWh: number;
  /** The bill, written once: its rates, fees, billed idle minutes and energy lines (JSON, null for one line). */
  electFeeCents: number;
  serviceFeeCents: number;
  parkFeeCents: number;
  totalCents: number;
  electRateCents: number;
  serviceRateCents: number;
  parkRateCents: number;
  freeParkMinutes: number;
  billedIdleMinutes: number;
  energyLines: string | null;
  /** The tariff's time-of-use periods as kept (JSON). */
  timeOfUse: string;
  endKind: OrderEndKind;
  stoppedBy: number | null;
  stopReason: string;
  /** The highest power the session drew, W; null where it was not measured. */
  peakPowerW: number | null;
}

/** The order's columns by placeholder name. */
type OrderColumns = NewOrder & { id: number; orderNo: string };

const statements = statementsPerDatabase((sqlite) => ({
  nextId: sqlite.prepare<[], number>('select coalesce(max(id), 0) + 1 from orders').pluck(),
  copy: sqlite.prepare<[number, string, number, number]>(
    `insert into orders (id, order_no, paid_at, refunded_cents, ${REPEATED_COLUMNS})
     select ?, ?, ?, 0, ${REPEATED_COLUMNS} from orders where id = ?`,
  ),
  refund: sqlite.prepare<[number, number, number]>(
    'update orders set refunded_cents = refunded_cents + ? where id = ? and refunded_cents = ?',
  ),
  insert: sqlite.prepare<OrderColumns>(
    `insert into orders (id, order_no, customer_id, card_id, station_id, pile_id, port_id, start_mode, status,
       started_at, ended_at, duration_minutes, idle_minutes, energy_wh, elect_fee_cents, service_fee_cents,
       park_fee_cents, total_cents, elect_rate_cents, service_rate_cents, park_rate_cents, free_park_minutes,
       billed_idle_minutes, energy_lines, time_of_use, paid_at, end_kind, stopped_by, stop_reason, peak_power_w)
     values (@id, @orderNo, @customerId, @cardId, @stationId, @chargerId, @portId, @startMode, ${OrderStatus.Paid},
       @startedAt, @endedAt, @durationMinutes, @idleMinutes, @energyWh, @electFeeCents, @serviceFeeCents,
       @parkFeeCents, @totalCents, @electRateCents, @serviceRateCents, @parkRateCents, @freeParkMinutes,
       @billedIdleMinutes, @energyLines, @timeOfUse, @endedAt, @endKind, @stoppedBy, @stopReason, @peakPowerW)`,
  ),
}));

/** Columns a second charge of the same session repeats; the id, number and payment time are its own. */
const REPEATED_COLUMNS = `customer_id, card_id, station_id, pile_id, port_id, start_mode, status, started_at, ended_at,
  duration_minutes, idle_minutes, energy_wh, elect_fee_cents, service_fee_cents, park_fee_cents, total_cents,
  elect_rate_cents, service_rate_cents, park_rate_cents, free_park_minutes, billed_idle_minutes, energy_lines,
  time_of_use, end_kind, stopped_by,
  stop_reason, peak_power_w`;

/** What a top-up before paying adds at least, and the step it rounds up to. */
const MIN_TOP_UP_CENTS = 5000;
const TOP_UP_STEP_CENTS = 1000;

/**
 * Writes a paid order and its payment; a customer short of money tops up just before paying, as seeds do. Order
 * and entry numbers carry the network's day.
 */
export function insertPaidOrder(
  db: AppDatabase,
  order: NewOrder,
  timeZone: string,
): { orderId: number; orderNo: string } {
  const { nextId, insert } = statements(db);
  const orderId = nextId.get() ?? 1;
  const orderNo = recordNumber('order', dayInZone(order.startedAt, timeZone).replaceAll('-', ''), orderId);
  insert.run({ ...order, id: orderId, orderNo });
  const shortfall = order.totalCents - (customerBalance(db, order.customerId) ?? 0);
  if (shortfall > 0) {
    const topUpAt = order.endedAt - 1000;
    appendJournalEntry(db, {
      customerId: order.customerId,
      type: JournalType.TopUp,
      amountCents: Math.max(MIN_TOP_UP_CENTS, Math.ceil(shortfall / TOP_UP_STEP_CENTS) * TOP_UP_STEP_CENTS),
      orderId: null,
      remark: '',
      at: topUpAt,
      day: dayInZone(topUpAt, timeZone),
    });
  }
  appendJournalEntry(db, {
    customerId: order.customerId,
    type: JournalType.Payment,
    amountCents: -order.totalCents,
    orderId,
    remark: orderNo,
    at: order.endedAt,
    day: dayInZone(order.endedAt, timeZone),
  });
  return { orderId, orderNo };
}

/**
 * Adds a refund to an order, provided its refunds still stand where they were read (`refundedBefore`): returns
 * false when another refund came in between.
 */
export function addRefund(db: AppDatabase, id: number, refund: { refundedBefore: number; cents: number }): boolean {
  const { cents, refundedBefore } = refund;
  return statements(db).refund.run(cents, id, refundedBefore).changes === 1;
}

/** A second order for the session of an order, paid at `paidAt` (a back office that billed twice); returns it. */
export function copyOrder(
  db: AppDatabase,
  id: number,
  paidAt: number,
  timeZone: string,
): { id: number; orderNo: string } {
  const { nextId, copy } = statements(db);
  const copyId = nextId.get() ?? 1;
  const orderNo = recordNumber('order', dayInZone(paidAt, timeZone).replaceAll('-', ''), copyId);
  copy.run(copyId, orderNo, paidAt, id);
  return { id: copyId, orderNo };
}
