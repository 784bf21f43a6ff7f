import type { AppDatabase } from '@pcharging/db';
import type { OrderSums } from '../order/order-sql';
import { statementsPerDatabase } from '../prepared';
import type { JournalSums } from './close-queries';

export interface DayCloseRecord extends OrderSums, JournalSums {
  day: string;
  closedAt: number;
  closedBy: number;
  lastOrderId: number;
  lastEntryId: number;
  breakdown: string;
}

const statements = statementsPerDatabase((sqlite) => ({
  insert: sqlite.prepare<DayCloseRecord>(
    `insert into day_closes (day, closed_at, closed_by, last_order_id, last_entry_id, orders, energy_wh, gross_cents,
       elect_fee_cents, service_fee_cents, park_fee_cents, refunds_of_orders_cents, refunds_given_cents,
       adjustments_cents, top_ups_cents, breakdown)
     values (@day, @closedAt, @closedBy, @lastOrderId, @lastEntryId, @orders, @energyWh, @grossCents, @electFeeCents,
       @serviceFeeCents, @parkFeeCents, @refundsOfOrdersCents, @refundsGivenCents, @adjustmentsCents, @topUpsCents,
       @breakdown)
     on conflict (day) do nothing`,
  ),
}));

/** Records a day's close; false when it was closed already (it is never written over). */
export const insertDayClose = (db: AppDatabase, record: DayCloseRecord): boolean =>
  statements(db).insert.run(record).changes === 1;
