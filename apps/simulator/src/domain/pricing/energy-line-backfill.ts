import type { AppDatabase } from '@pcharging/db';
import { recordEnergyLinesOnce } from '../../data/order/energy-line-writes';
import { energyLinesText, priceBill } from './bill';
import { tariffOf } from './tariff';

/**
 * Orders of a database older than kept bill lines, priced by time-of-use periods, are given their energy lines once,
 * priced as they were: by the rates and periods the order kept, from when it started, in the network's zone.
 */
export function recordMissingEnergyLines(db: AppDatabase, timeZone: string): number {
  return recordEnergyLinesOnce(db, (order) => {
    const bill = priceBill(
      tariffOf(order),
      {
        energyWh: order.energyWh,
        chargingMinutes: order.durationMinutes,
        idleMinutes: order.idleMinutes,
        chargingFrom: order.startedAt,
      },
      timeZone,
    );
    return energyLinesText(bill) ?? '[]';
  });
}
