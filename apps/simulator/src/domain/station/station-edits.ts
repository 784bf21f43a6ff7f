import type { components } from '@pcharging/api-client';
import { StationStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { findStation, operatorExists, stationNameTaken } from '../../data/station/station-queries';
import {
  insertStation,
  patchStation,
  type StationColumns,
  setStationLoadLimit,
} from '../../data/station/station-writes';
import { BusinessError, duplicateName, notFound } from '../../lib/errors';
import { moneyToCents } from '../../lib/money';
import type { Domain } from '../domain';

type StationInput = components['schemas']['StationInput'];

/** Who changes a station's load setting: kept with it. */
export interface Editor {
  userId: number;
  username: string;
}

function columnsFrom(input: StationInput): Omit<StationColumns, 'status'> {
  return {
    name: input.StationName.trim(),
    tel: input.StationTel ?? '',
    type: input.StationType,
    serviceTime: input.ServiceTime ?? '',
    logo: input.Logo ?? '',
    pictures: JSON.stringify(input.Pictures ?? []),
    lng: input.StationLng,
    lat: input.StationLat,
    operatorId: input.OperatorID,
    remark: input.Remark ?? '',
    contacts: input.Contacts ?? '',
    phone: input.Phone ?? '',
    province: input.province ?? '',
    city: input.city.trim(),
    district: input.district ?? '',
    address: input.Address.trim(),
    ownStatus: input.OwnStatus ?? 1,
    minAmountCents: moneyToCents(input.MinAmount),
    minStopAmountCents: moneyToCents(input.MinSCAmount ?? ''),
    minBalanceAlarm: input.MinBalanceAlarm ?? 0,
    minBalanceCents: moneyToCents(input.MinBalance ?? ''),
    lossRatio: input.EC ?? 0,
    totalCurrent: input.TotalCurrent ?? 0,
  };
}

/** The operator must exist and the name be free (but for the station itself). */
function checkStation(domain: Domain, input: StationInput, exceptId?: number): void {
  if (!operatorExists(domain.db, input.OperatorID)) throw new BusinessError(ErrorCode.NotFound, 'unknownOperator');
  const name = input.StationName.trim();
  if (stationNameTaken(domain.db, name, exceptId)) throw duplicateName(name);
}

/** A new station is a draft with no load limit; returns its id. */
export function addStation(domain: Domain, input: StationInput, editor: Editor): number {
  checkStation(domain, input);
  const columns = { ...columnsFrom(input), status: StationStatus.Draft };
  return insertStation(domain.db, columns, {
    loadLimitKw: 0,
    loadPeriodMinutes: 15,
    changedBy: editor.userId,
    changedByName: editor.username,
    changedAt: domain.clock.now(),
  });
}

export function editStation(domain: Domain, id: number, input: StationInput): void {
  if (!findStation(domain.db, id)) throw notFound();
  checkStation(domain, input, id);
  patchStation(domain.db, id, { ...columnsFrom(input), updatedAt: domain.clock.now() });
}

/** The station's load-balancing limit, kept in its history with who set it. */
export function setStationLoadBalance(
  domain: Domain,
  id: number,
  limit: { upperLimitKw: number; periodMinutes: number },
  editor: Editor,
): void {
  if (!findStation(domain.db, id)) throw notFound();
  setStationLoadLimit(domain.db, id, {
    loadLimitKw: limit.upperLimitKw,
    loadPeriodMinutes: limit.periodMinutes,
    changedBy: editor.userId,
    changedByName: editor.username,
    changedAt: domain.clock.now(),
  });
}
