import type { components } from '@pcharging/api-client';
import type { SessionRecord } from '../../data/session/session-sql';
import { type Bill, billLinesOnWire, priceBill, storedBill } from '../../domain/pricing/bill';
import { tariffOf } from '../../domain/pricing/tariff';
import {
  energyAt,
  parsePowerSteps,
  powerAt,
  powerCurve,
  type SessionMeter,
  usageAt,
} from '../../domain/session/session-meter';
import { iso } from '../../lib/iso-time';
import { centsToMoney } from '../../lib/money';
import { orderEndKind } from '../../lib/order-end-kind';

type SessionRow = components['schemas']['SessionRow'];
type SessionDetail = components['schemas']['SessionDetail'];

const MINUTE_MS = 60_000;
const kwh = (wh: number) => Math.round(wh) / 1000;

function stateOf(record: SessionRecord, at: number): SessionRow['state'] {
  if (record.status !== 1) return 'ended';
  if (record.chargingFrom === null) return 'preparing';
  const full = record.chargeUntil !== null && record.chargeUntil <= at && record.stalledSince === null;
  return full ? 'finishing' : 'charging';
}

/** The station's template now (the order's rates once it became one). */
const tariffOfSession = (record: SessionRecord) =>
  tariffOf({
    electFeeCents: record.electRateCents,
    serviceFeeCents: record.serviceRateCents,
    parkFeeCents: record.parkRateCents,
    freeParkMinutes: record.freeParkMinutes,
    periods: record.periods,
  });

/** The bill of the order the session became, as the order kept it. */
function orderBill(record: SessionRecord): Bill | undefined {
  if (record.orderTotalCents === null) return undefined;
  return storedBill({
    energyWh: record.orderEnergyWh ?? 0,
    chargingMinutes: record.orderMinutes ?? 0,
    billedIdleMinutes: record.orderBilledIdleMinutes ?? 0,
    electRateCents: record.electRateCents ?? 0,
    serviceRateCents: record.serviceRateCents ?? 0,
    parkRateCents: record.parkRateCents ?? 0,
    electFeeCents: record.orderElectCents ?? 0,
    serviceFeeCents: record.orderServiceCents ?? 0,
    parkFeeCents: record.orderParkCents ?? 0,
    totalCents: record.orderTotalCents,
    energyLines: record.orderEnergyLines,
  });
}

/** The session's bill as of `at`: the order's once it became one, else priced so far by the station's template. */
function billSoFar(record: SessionRecord, at: number, timeZone: string): Bill {
  const ordered = orderBill(record);
  if (ordered) return ordered;
  const until = record.endedAt ?? at;
  const usage = {
    ...usageAt(
      {
        chargingFrom: record.chargingFrom,
        meter: record,
        stalled: record.stalledSince !== null,
        silent: record.suspectReason === 'charger_offline',
      },
      until,
    ),
    chargingFrom: record.chargingFrom ?? record.startedAt,
  };
  return priceBill(tariffOfSession(record), usage, timeZone);
}

export function sessionRow(record: SessionRecord, at: number, timeZone: string): SessionRow {
  const open = record.status === 1;
  const until = record.endedAt ?? at;
  const meter: SessionMeter = record;
  const bill = billSoFar(record, at, timeZone);
  const suspectReason = open ? record.suspectReason : null;
  const suspectSince =
    suspectReason === 'charger_offline'
      ? (record.lastHeartbeatAt ?? record.startedAt)
      : suspectReason === 'no_energy'
        ? record.stalledSince
        : null;
  return {
    id: record.id,
    state: stateOf(record, at),
    station_id: record.stationId,
    station_name: record.stationName,
    pile_id: record.chargerId,
    pile_serial: record.chargerSerial,
    pile_name: record.chargerName,
    port_id: record.portId,
    port_code: record.portCode,
    port_alias: record.portAlias,
    customer_id: record.customerId,
    account: record.account,
    customer_name: record.customerName,
    card_id: record.cardId,
    card_no: record.cardNo,
    start_mode: record.startMode,
    started_at: iso(record.startedAt),
    charging_from: iso(record.chargingFrom),
    duration_minutes: Math.max(0, Math.floor((until - record.startedAt) / MINUTE_MS)),
    energy_kwh: kwh(energyAt(meter, until)),
    power_kw: open && suspectReason !== 'charger_offline' ? powerAt(meter, at) / 1000 : 0,
    charge_until: open && meter.powerW > 0 ? iso(meter.chargeUntil) : null,
    cost_so_far: centsToMoney(bill.totalCents),
    suspect: suspectReason !== null,
    suspect_reason: suspectReason,
    suspect_since: iso(suspectSince),
    stop_requested_at: open ? iso(record.stopRequestedAt) : null,
  };
}

export function sessionDetail(record: SessionRecord, at: number, timeZone: string): SessionDetail {
  const until = record.endedAt ?? at;
  const bill = billSoFar(record, at, timeZone);
  const curve =
    record.chargingFrom === null
      ? []
      : powerCurve(parsePowerSteps(record.powerSteps), record, record.chargingFrom, until);
  return {
    ...sessionRow(record, at, timeZone),
    free_park_minutes: tariffOfSession(record).freeParkMinutes,
    power_curve: curve.map((sample) => ({
      at: iso(sample.at),
      power_kw: sample.powerW / 1000,
      energy_kwh: kwh(sample.energyWh),
    })),
    price_lines: billLinesOnWire(bill),
    ended_at: iso(record.endedAt),
    end_kind: record.endKind === null ? null : orderEndKind(record.endKind),
    order_id: record.orderId,
    stopped_by: record.stoppedBy,
    stop_reason: record.stopReason,
  };
}
