import type { components } from '@pcharging/api-client';
import { priceEnergy, priceSession, type Tariff } from '@pcharging/validation';
import type { SessionRecord } from '../../data/session/session-sql';
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
import { billedEnergyLines, priceLines } from '../../lib/price-lines';
import { storedPricePeriods, tariffPeriods } from '../../lib/time-of-use';

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

/** The station's template now, as the engine would bill the session if it ended now. */
function tariffOf(record: SessionRecord): Tariff {
  return {
    electFeeCents: record.electRateCents ?? 0,
    serviceFeeCents: record.serviceRateCents ?? 0,
    parkFeeCents: record.parkRateCents ?? 0,
    freeParkMinutes: record.freeParkMinutes ?? 15,
    timeOfUse: tariffPeriods(storedPricePeriods(record.periods ?? '[]')),
  };
}

/** The bill of the order the session became, as the order has it. */
function orderBill(record: SessionRecord, timeZone: string) {
  if (record.orderTotalCents === null) return undefined;
  const usage = {
    energyWh: record.orderEnergyWh ?? 0,
    chargingMinutes: record.orderMinutes ?? 0,
    idleMinutes: record.orderIdleMinutes ?? 0,
    chargingFrom: record.chargingFrom ?? record.startedAt,
  };
  const tariff = tariffOf(record);
  const electFeeCents = record.orderElectCents ?? 0;
  return {
    usage,
    tariff,
    bill: {
      electFeeCents,
      serviceFeeCents: record.orderServiceCents ?? 0,
      parkFeeCents: record.orderParkCents ?? 0,
      totalCents: record.orderTotalCents,
    },
    energy: billedEnergyLines(priceEnergy(tariff, usage, timeZone), electFeeCents),
  };
}

/** The session's use and bill as of `at` (the order's, once it became one), by the rule the engine bills with. */
function billSoFar(record: SessionRecord, at: number, timeZone: string) {
  const ordered = orderBill(record, timeZone);
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
  const tariff = tariffOf(record);
  return { usage, tariff, bill: priceSession(tariff, usage, timeZone), energy: priceEnergy(tariff, usage, timeZone) };
}

export function sessionRow(record: SessionRecord, at: number, timeZone: string): SessionRow {
  const open = record.status === 1;
  const until = record.endedAt ?? at;
  const meter: SessionMeter = record;
  const { bill } = billSoFar(record, at, timeZone);
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
  const { usage, tariff, bill, energy } = billSoFar(record, at, timeZone);
  const curve =
    record.chargingFrom === null
      ? []
      : powerCurve(parsePowerSteps(record.powerSteps), record, record.chargingFrom, until);
  return {
    ...sessionRow(record, at, timeZone),
    customer_name: record.customerName,
    free_park_minutes: tariff.freeParkMinutes,
    power_curve: curve.map((sample) => ({
      at: iso(sample.at),
      power_kw: sample.powerW / 1000,
      energy_kwh: kwh(sample.energyWh),
    })),
    price_lines: priceLines(usage, tariff, bill, energy),
    ended_at: iso(record.endedAt),
    end_kind: record.endKind === null ? null : orderEndKind(record.endKind),
    order_id: record.orderId,
    stopped_by: record.stoppedBy,
    stop_reason: record.stopReason,
  };
}
