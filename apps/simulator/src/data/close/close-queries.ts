import { JournalType } from '@pcharging/api-client/enums';
import type { AppDatabase } from '@pcharging/db';
import type { OrderSums } from '../order/order-sql';
import { ROLLUP_ORDER_SUMS } from '../order/order-totals-rollup';
import { statementsPerDatabase } from '../prepared';

/** The money the journal moved in the days, by the day it moved. */
export interface JournalSums {
  refundsGivenCents: number;
  adjustmentsCents: number;
  topUpsCents: number;
}

export type ModeSums = OrderSums & { startMode: number };
export type StationSums = OrderSums & { stationId: number; stationCode: string; stationName: string };

/** A closed day as recorded. */
export interface ClosedDayRow extends OrderSums, JournalSums {
  day: string;
  closedAt: number;
  closedBy: string;
  lastOrderId: number;
  lastEntryId: number;
  breakdown: string;
}

/** Something that changed a closed day after its close: a refund of one of its orders, or an order paid late. */
export interface AfterCloseRow {
  kind: 'refund' | 'late_order';
  at: number;
  orderId: number;
  orderNo: string;
  amountCents: number;
}

/** The sum of one journal type's amounts between two instants, from the (type, created_at, amount) index alone. */
const journalSum = (type: JournalType) =>
  `(select coalesce(sum(amount_cents), 0) from journal_entries
     where type = ${type} and created_at >= @start and created_at < @end)`;

const statements = statementsPerDatabase((sqlite) => ({
  // The same per-day rollups the income statistics and the statement read: they cannot disagree.
  byMode: sqlite.prepare<{ from: string; to: string }, ModeSums>(
    `select r.start_mode as startMode, ${ROLLUP_ORDER_SUMS} from order_daily_network_stats r
     where r.day between @from and @to group by r.start_mode order by r.start_mode`,
  ),
  journal: sqlite.prepare<{ start: number; end: number }, JournalSums>(
    `select ${journalSum(JournalType.Refund)} as refundsGivenCents,
       ${journalSum(JournalType.Adjustment)} as adjustmentsCents, ${journalSum(JournalType.TopUp)} as topUpsCents`,
  ),
  closed: sqlite.prepare<{ from: string; to: string }, ClosedDayRow>(
    `select c.day as day, c.closed_at as closedAt, coalesce(u.username, '') as closedBy,
       c.last_order_id as lastOrderId, c.last_entry_id as lastEntryId, c.orders as orders, c.energy_wh as energyWh, c.gross_cents as grossCents,
       c.elect_fee_cents as electFeeCents, c.service_fee_cents as serviceFeeCents, c.park_fee_cents as parkFeeCents,
       c.refunds_of_orders_cents as refundsOfOrdersCents, c.refunds_given_cents as refundsGivenCents,
       c.adjustments_cents as adjustmentsCents, c.top_ups_cents as topUpsCents, c.breakdown as breakdown
     from day_closes c left join admin_users u on u.id = c.closed_by
     where c.day between @from and @to order by c.day`,
  ),
  // Few orders are refunded: their own partial index finds the day's.
  // Entries are numbered as they are written: the day's refunds after the last entry at the close came later.
  refundsAfter: sqlite.prepare<{ start: number; end: number; lastEntryId: number }, AfterCloseRow>(
    `select 'refund' as kind, j.created_at as at, o.id as orderId, o.order_no as orderNo,
       -j.amount_cents as amountCents
     from orders o indexed by orders_refunded_started_idx
     cross join journal_entries j on j.order_id = o.id
     where o.refunded_cents > 0 and o.started_at >= @start and o.started_at < @end
       and j.type = ${JournalType.Refund} and j.id > @lastEntryId
     order by j.created_at, j.id`,
  ),
  // Orders are numbered as they are paid: the day's orders after the last one at the close came later.
  lateOrders: sqlite.prepare<{ start: number; end: number; lastOrderId: number }, AfterCloseRow>(
    `select 'late_order' as kind, coalesce(o.paid_at, o.ended_at, o.started_at) as at, o.id as orderId,
       o.order_no as orderNo, o.total_cents as amountCents
     from orders o indexed by orders_started_idx
     where o.started_at >= @start and o.started_at < @end and o.id > @lastOrderId
     order by o.id`,
  ),
  isClosed: sqlite.prepare<[string], number>('select 1 from day_closes where day = ?').pluck(),
  lastOrderId: sqlite.prepare<[], number>('select coalesce(max(id), 0) from orders').pluck(),
  lastEntryId: sqlite.prepare<[], number>('select coalesce(max(id), 0) from journal_entries').pluck(),
}));

/** The days' orders by start mode, from the per-day rollups. */
export const closeSumsByMode = (db: AppDatabase, days: { from: string; to: string }) => statements(db).byMode.all(days);

/** Refunds given, adjustments and top-ups between two instants (the days' first instant and the next day's). */
export const journalSums = (db: AppDatabase, instants: { start: number; end: number }): JournalSums =>
  statements(db).journal.get(instants) ?? { refundsGivenCents: 0, adjustmentsCents: 0, topUpsCents: 0 };

/** The closed days of the range, oldest first. */
export const closedDays = (db: AppDatabase, days: { from: string; to: string }) => statements(db).closed.all(days);

/** What changed a closed day after its close, oldest first. */
export function afterClose(
  db: AppDatabase,
  day: { start: number; end: number; lastOrderId: number; lastEntryId: number },
): AfterCloseRow[] {
  const { refundsAfter, lateOrders } = statements(db);
  const { start, end, lastOrderId, lastEntryId } = day;
  return [...refundsAfter.all({ start, end, lastEntryId }), ...lateOrders.all({ start, end, lastOrderId })].sort(
    (a, b) => a.at - b.at || a.orderId - b.orderId,
  );
}

export const isDayClosed = (db: AppDatabase, day: string): boolean => statements(db).isClosed.get(day) === 1;

/** The last order and the last journal entry written so far. */
export const lastRecords = (db: AppDatabase) => ({
  lastOrderId: statements(db).lastOrderId.get() ?? 0,
  lastEntryId: statements(db).lastEntryId.get() ?? 0,
});
