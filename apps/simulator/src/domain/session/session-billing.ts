import { PortStatus } from '@pcharging/api-client/enums';
import { dayInZone, type SessionUsage } from '@pcharging/validation';
import { setPortStatusCounting } from '../../data/charger/status-writes';
import { insertPaidOrder } from '../../data/order/order-writes';
import { stationTariffRow } from '../../data/station/station-pricing';
import { announcePortStatus, type PortAt, recordPortChange } from '../charger/charger-status';
import type { Domain } from '../domain';
import { energyLinesText, priceBill } from '../pricing/bill';
import { periodsToStore, tariffOf } from '../pricing/tariff';
import type { Ending, LiveSession } from './live-session';

/**
 * Bills a session that charged: its order, priced minute by minute by the station's template in the network's zone,
 * paid from the customer's balance; the port is available again and counts the session in its day when it began
 * that day. Returns the order.
 */
export function billSession(
  domain: Domain,
  port: PortAt,
  session: LiveSession,
  usage: SessionUsage,
  at: number,
  ending: Ending,
): { orderId: number; orderNo: string } {
  const startedAt = session.chargingFrom ?? session.pluggedAt;
  const tariff = tariffOf(stationTariffRow(domain.db, port.stationId));
  // Priced once, here: the order keeps its lines and nothing prices it again.
  const bill = priceBill(tariff, { ...usage, chargingFrom: startedAt }, domain.timeZone);
  const written = insertPaidOrder(
    domain.db,
    {
      customerId: session.customerId,
      cardId: session.cardId,
      stationId: port.stationId,
      chargerId: port.chargerId,
      portId: port.id,
      startMode: session.startMode,
      startedAt,
      endedAt: at,
      durationMinutes: usage.chargingMinutes,
      idleMinutes: usage.idleMinutes,
      energyWh: usage.energyWh,
      electFeeCents: bill.electFeeCents,
      serviceFeeCents: bill.serviceFeeCents,
      parkFeeCents: bill.parkFeeCents,
      totalCents: bill.totalCents,
      electRateCents: bill.electRateCents,
      serviceRateCents: bill.serviceRateCents,
      parkRateCents: bill.parkRateCents,
      freeParkMinutes: tariff.freeParkMinutes,
      billedIdleMinutes: bill.billedIdleMinutes,
      energyLines: energyLinesText(bill),
      timeOfUse: periodsToStore(tariff.timeOfUse),
      endKind: ending.kind,
      stoppedBy: ending.by,
      stopReason: ending.reason,
      // The power's steps are what the charger reported: their highest is the session's peak.
      peakPowerW: session.steps.length > 0 ? Math.max(...session.steps.map(([, powerW]) => powerW)) : null,
    },
    domain.timeZone,
  );
  domain.network.announce([
    {
      type: 'order.created',
      at,
      stationId: port.stationId,
      data: {
        ...written,
        pileId: port.chargerId,
        portId: port.id,
        customerId: session.customerId,
        energyWh: usage.energyWh,
        durationMinutes: usage.chargingMinutes,
        idleMinutes: usage.idleMinutes,
        totalCents: bill.totalCents,
        startedAt,
        endedAt: at,
      },
    },
  ]);
  const today = dayInZone(at, domain.timeZone);
  const countsToday = dayInZone(startedAt, domain.timeZone) === today;
  const day = setPortStatusCounting(domain.db, port.id, {
    status: PortStatus.Available,
    day: today,
    at,
    energyWh: countsToday ? usage.energyWh : 0,
    sessions: countsToday ? 1 : 0,
    minutes: countsToday ? usage.chargingMinutes : 0,
  });
  recordPortChange(domain, port, PortStatus.Available, at);
  announcePortStatus(domain, port, { to: PortStatus.Available, at, powerKw: 0, day });
  return written;
}
