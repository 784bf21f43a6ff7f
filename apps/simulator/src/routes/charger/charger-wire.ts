import type { components } from '@pcharging/api-client';
import { ChargerStatus } from '@pcharging/api-client/enums';
import type { AppDatabase } from '@pcharging/db';
import type { ChargerListItem, ChargerRecord } from '../../data/charger/charger-queries';
import { findCharger } from '../../data/charger/charger-queries';
import type { PortRecord } from '../../data/charger/port-queries';
import { portsOfOneCharger } from '../../data/charger/port-queries';
import { powerAt } from '../../domain/session/session-meter';
import type { NetworkMoment } from '../../http/network-moment';
import { isConnected } from '../../lib/charger-states';
import { found } from '../../lib/errors';
import { iso } from '../../lib/iso-time';

type Schemas = components['schemas'];

const kwh = (wattHours: number) => Math.round(wattHours / 10) / 100;

/** What the port's session draws now; nothing is known of a silent charger's. */
function powerNowKw(record: PortRecord, now: number): number {
  if (record.sessionPowerW === null || record.chargerStatus !== ChargerStatus.Online) return 0;
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
    equipmentname: record.chargerName,
    pile_id: port.chargerId,
    pile_status: record.chargerStatus,
    inoperative_since: iso(port.inoperativeSince),
    inoperative_reason: port.inoperativeReason,
    session_id: record.sessionId,
    power_now_kw: powerNowKw(record, moment.now),
  };
}

/** What a charger row and a charger's detail both say of its make and state. */
function makeAndState(
  charger: ChargerRecord['charger'],
): Pick<
  Schemas['ChargerRow'],
  'manufacturerid' | 'manufacturername' | 'equipmentmodel' | 'ownstatus' | 'status' | 'online' | 'restart_until'
> {
  return {
    manufacturerid: charger.manufacturerId,
    manufacturername: charger.manufacturerName,
    equipmentmodel: charger.model,
    ownstatus: charger.ownStatus,
    status: charger.status,
    online: isConnected(charger.status),
    restart_until: iso(charger.restartUntil),
  };
}

export function chargerRowWire(row: ChargerListItem): Schemas['ChargerRow'] {
  const { charger } = row;
  return {
    id: charger.id,
    equipmentid: charger.serial,
    equipmentname: charger.name,
    equipmenttype: charger.type,
    stationid: charger.stationId ?? 0,
    station_name: row.stationName,
    ...makeAndState(charger),
    power: charger.powerKw,
    current: charger.currentA,
    connectors: charger.connectors,
    operatorid: charger.operatorId,
    audit_status: charger.auditStatus,
    ports_available: row.portsAvailable,
    ports_charging: row.portsCharging,
    createddate: iso(charger.createdAt),
  };
}

export function chargerDetailWire(
  record: ChargerRecord,
  ports: PortRecord[],
  moment: NetworkMoment,
): Schemas['ChargerDetail'] {
  const { charger, station } = record;
  return {
    id: charger.id,
    equipmentid: charger.serial,
    equipmentname: charger.name,
    equipmenttype: charger.type,
    stationid: charger.stationId,
    station_name: station?.name ?? null,
    station: station
      ? { id: station.id, StationID: station.code, StationName: station.name, StationStatus: station.status }
      : null,
    ...makeAndState(charger),
    last_heartbeat: iso(charger.lastHeartbeatAt),
    power: charger.powerKw,
    current: charger.currentA,
    productiondate: charger.productionDate,
    operatorid: charger.operatorId,
    operator_name: record.operatorName,
    connectors: charger.connectors,
    createddate: iso(charger.createdAt),
    updated_at: iso(charger.updatedAt),
    white_list: parseWhitelist(charger.whiteList),
    charge_model: charger.chargeModel,
    has_pos: charger.hasPos,
    audit_status: charger.auditStatus,
    audit_reason: charger.auditReason,
    submitted_at: iso(charger.submittedAt),
    audited_at: iso(charger.auditedAt),
    ports: ports.map((port) => portWire(port, moment)),
  };
}

export function parseWhitelist(stored: string): string[] {
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((card): card is string => typeof card === 'string') : [];
}

/** Chargers and equipment are the same records; these steps are shared by both areas. */
export function chargerDetailOrThrow(db: AppDatabase, id: number, moment: NetworkMoment) {
  const record = found(findCharger(db, id));
  return chargerDetailWire(record, portsOfOneCharger(db, id), moment);
}
