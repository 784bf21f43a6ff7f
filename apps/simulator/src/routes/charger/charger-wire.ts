import type { components } from '@pcharging/api-client';
import { ChargerStatus } from '@pcharging/api-client/enums';
import type { AppDatabase } from '@pcharging/db';
import type { ChargerListItem, ChargerRecord } from '../../data/charger/charger-queries';
import { findCharger } from '../../data/charger/charger-queries';
import type { PortRecord } from '../../data/charger/port-queries';
import { portsOfPile } from '../../data/charger/port-queries';
import { powerAt } from '../../domain/session/session-meter';
import type { NetworkMoment } from '../../http/network-moment';
import { isConnected } from '../../lib/charger-states';
import { notFound } from '../../lib/errors';
import { iso } from '../../lib/iso-time';

type Schemas = components['schemas'];

const kwh = (wattHours: number) => Math.round(wattHours / 10) / 100;

/** What the port's session draws now; nothing is known of a silent charger's. */
function powerNowKw(record: PortRecord, now: number): number {
  if (record.sessionPowerW === null || record.pileStatus !== ChargerStatus.Online) return 0;
  const meter = { powerW: record.sessionPowerW, energyWh: 0, measuredAt: now, chargeUntil: record.sessionChargeUntil };
  return powerAt(meter, now) / 1000;
}

/** A port's figures of today count only when they were written in the network's today; else the day has rolled over. */
export function portWire(record: PortRecord, moment: NetworkMoment): Schemas['Port'] {
  const { port } = record;
  const current = port.todayDate === moment.today;
  return {
    id: port.id,
    chargerid: port.code,
    aliasname: port.aliasName,
    chargerstatus: port.status,
    connector_no: port.connectorNo,
    connecttype: port.connectType,
    power: port.powerKw,
    voltageupperlimits: port.voltageUpper,
    voltagelowerlimits: port.voltageLower,
    todaypower: current ? kwh(port.todayEnergyWh) : 0,
    todaytime: current ? port.todaySessions : 0,
    todaymin: current ? port.todayMinutes : 0,
    createdate: iso(port.createdAt),
    stationid: port.stationId,
    station_name: record.stationName,
    equipmentid: record.serial,
    equipmentname: record.pileName,
    pile_id: port.pileId,
    pile_status: record.pileStatus,
    inoperative_since: iso(port.inoperativeSince),
    inoperative_reason: port.inoperativeReason,
    session_id: record.sessionId,
    power_now_kw: powerNowKw(record, moment.now),
  };
}

export function chargerRowWire(row: ChargerListItem): Schemas['ChargerRow'] {
  const { pile } = row;
  return {
    id: pile.id,
    equipmentid: pile.serial,
    equipmentname: pile.name,
    equipmenttype: pile.type,
    stationid: pile.stationId ?? 0,
    station_name: row.stationName,
    manufacturerid: pile.manufacturerId,
    manufacturername: pile.manufacturerName,
    equipmentmodel: pile.model,
    ownstatus: pile.ownStatus,
    status: pile.status,
    online: isConnected(pile.status),
    restart_until: iso(pile.restartUntil),
    power: pile.powerKw,
    current: pile.currentA,
    connectors: pile.connectors,
    operatorid: pile.operatorId,
    audit_status: pile.auditStatus,
    ports_available: row.portsAvailable,
    ports_charging: row.portsCharging,
    createddate: iso(pile.createdAt),
  };
}

export function chargerDetailWire(
  record: ChargerRecord,
  ports: PortRecord[],
  moment: NetworkMoment,
): Schemas['ChargerDetail'] {
  const { pile, station } = record;
  return {
    id: pile.id,
    equipmentid: pile.serial,
    equipmentname: pile.name,
    equipmenttype: pile.type,
    stationid: pile.stationId,
    station_name: station?.name ?? null,
    station: station
      ? { id: station.id, StationID: station.code, StationName: station.name, StationStatus: station.status }
      : null,
    manufacturerid: pile.manufacturerId,
    manufacturername: pile.manufacturerName,
    equipmentmodel: pile.model,
    ownstatus: pile.ownStatus,
    status: pile.status,
    online: isConnected(pile.status),
    restart_until: iso(pile.restartUntil),
    last_heartbeat: iso(pile.lastHeartbeatAt),
    power: pile.powerKw,
    current: pile.currentA,
    productiondate: pile.productionDate,
    operatorid: pile.operatorId,
    operator_name: record.operatorName,
    connectors: pile.connectors,
    createddate: iso(pile.createdAt),
    updated_at: iso(pile.updatedAt),
    white_list: parseWhitelist(pile.whiteList),
    charge_model: pile.chargeModel,
    has_pos: pile.hasPos,
    audit_status: pile.auditStatus,
    audit_reason: pile.auditReason,
    submitted_at: iso(pile.submittedAt),
    audited_at: iso(pile.auditedAt),
    ports: ports.map((port) => portWire(port, moment)),
  };
}

export function parseWhitelist(stored: string): string[] {
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((card): card is string => typeof card === 'string') : [];
}

/** Chargers and equipment are the same records; these steps are shared by both areas. */
export function chargerDetailOrThrow(db: AppDatabase, id: number, moment: NetworkMoment) {
  const record = findCharger(db, id);
  if (!record) throw notFound();
  return chargerDetailWire(record, portsOfPile(db, id), moment);
}
