import type { components, DataOf } from '@pcharging/api-client';
import type { AppDatabase } from '@pcharging/db';
import { dayInZone } from '@pcharging/validation';
import { afterClose, type ClosedDayRow, closedDays } from '../../data/close/close-queries';
import type { OrderSums } from '../../data/order/order-sql';
import { type CloseFigures, currentFigures, instantsOf, netCents } from '../../domain/close/close-figures';
import { closeDay, dayHasEnded } from '../../domain/close/day-close';
import type { AreaHandlers } from '../../http/operation-handlers';
import { actorOf, domainOf } from '../../http/request-domain';
import { ok } from '../../http/wire';
import { resolveDayRange } from '../../lib/day-range';
import { iso } from '../../lib/iso-time';
import { centsToMoney } from '../../lib/money';

type Wire = components['schemas'];

const orderFigures = (sums: OrderSums) => ({
  orders: sums.orders,
  energy_kwh: sums.energyWh / 1000,
  gross: centsToMoney(sums.grossCents),
  refunds_of_orders: centsToMoney(sums.refundsOfOrdersCents),
  net: centsToMoney(netCents(sums)),
});

function figuresOnWire(figures: CloseFigures): Wire['CloseFigures'] {
  return {
    ...orderFigures(figures),
    elect_fee: centsToMoney(figures.electFeeCents),
    service_fee: centsToMoney(figures.serviceFeeCents),
    park_fee: centsToMoney(figures.parkFeeCents),
    refunds_given: centsToMoney(figures.refundsGivenCents),
    adjustments: centsToMoney(figures.adjustmentsCents),
    top_ups: centsToMoney(figures.topUpsCents),
  };
}

function closedDayOnWire(db: AppDatabase, row: ClosedDayRow, timeZone: string): Wire['ClosedDay'] {
  const items = afterClose(db, { ...instantsOf({ from: row.day, to: row.day }, timeZone), ...row });
  return {
    day: row.day,
    closed_at: iso(row.closedAt),
    closed_by: row.closedBy,
    recorded: figuresOnWire(row),
    after_close: items.map((item) => ({
      kind: item.kind,
      at: iso(item.at),
      booked_on: dayInZone(item.at, timeZone),
      order_id: item.orderId,
      order_no: item.orderNo,
      amount: centsToMoney(item.amountCents),
    })),
    after_close_net: centsToMoney(items.reduce((total, item) => total + item.amountCents, 0)),
  };
}

function dayClose(db: AppDatabase, days: { from: string; to: string }, timeZone: string, ended: boolean) {
  const { figures, breakdown } = currentFigures(db, days, timeZone);
  const closed = closedDays(db, days).map((row) => closedDayOnWire(db, row, timeZone));
  return {
    from: days.from,
    to: days.to,
    figures: figuresOnWire(figures),
    by_station: breakdown.byStation.map((row) => ({
      station_id: row.stationId,
      station_code: row.stationCode,
      station_name: row.stationName,
      ...orderFigures(row),
    })),
    by_start_mode: breakdown.byMode.map((row) => ({ start_mode: row.startMode, ...orderFigures(row) })),
    closed_days: closed,
    closable: days.from === days.to && ended && closed.length === 0,
  } satisfies DataOf<'getDayClose'>;
}

export const closeOperations = {
  getDayClose: (c, params) => {
    const { db, clock, config } = c.get('deps');
    const { timeZone } = config.network;
    const days = resolveDayRange(params, clock.now(), c.get('locale'), timeZone);
    return ok(c, dayClose(db, days, timeZone, dayHasEnded(domainOf(c), days.to)));
  },
  closeDay: (c, params) => {
    const domain = domainOf(c);
    closeDay(domain, params.day, actorOf(c).userId);
    const days = { from: params.day, to: params.day };
    return ok(c, dayClose(domain.db, days, domain.timeZone, true), 'dayClosed');
  },
} satisfies AreaHandlers;
