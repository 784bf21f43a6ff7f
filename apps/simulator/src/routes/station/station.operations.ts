import type { components } from '@pcharging/api-client';
import { StationStatus } from '@pcharging/api-client/enums';
import type { AppDatabase } from '@pcharging/db';
import { dayInZone } from '@pcharging/validation';
import { stationMap } from '../../data/station/station-map';
import {
  findStation,
  listLoadHistoryPage,
  listStationPage,
  type StationFilters,
  type StationRecord,
  stationFigures,
} from '../../data/station/station-queries';
import { selectStationPriceTemplate } from '../../domain/pricing/price-templates';
import { addStation, editStation, setStationLoadBalance } from '../../domain/station/station-edits';
import { deleteStation, reviewStation, setStationOperating, submitStation } from '../../domain/station/station-review';
import type { AppDependencies } from '../../http/context';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf, reviewDecisionOf } from '../../http/request-domain';
import { ok, requireSession } from '../../http/wire';
import { found, notFound } from '../../lib/errors';
import { iso } from '../../lib/iso-time';
import { centsToMoney } from '../../lib/money';

/** A station as its page shows it; `today` is the network's day its figures for today are of. */
function stationDetail(db: AppDatabase, record: StationRecord, today: string): components['schemas']['StationDetail'] {
  const { station } = record;
  return {
    id: station.id,
    StationID: station.code,
    StationName: station.name,
    StationTel: station.tel,
    StationStatus: station.status,
    OwnerStatus: station.ownerStatus,
    StationType: station.type,
    ServiceTime: station.serviceTime,
    Logo: station.logo,
    Pictures: JSON.parse(station.pictures) as string[],
    StationLng: station.lng,
    StationLat: station.lat,
    CreateDate: iso(station.createdAt),
    OperatorID: station.operatorId,
    operator_name: record.operatorName,
    Remark: station.remark,
    Contacts: station.contacts,
    Phone: station.phone,
    province: station.province,
    city: station.city,
    district: station.district,
    Address: station.address,
    OwnStatus: station.ownStatus,
    MinAmount: centsToMoney(station.minAmountCents),
    MinSCAmount: centsToMoney(station.minStopAmountCents),
    MinBalanceAlarm: station.minBalanceAlarm,
    MinBalance: centsToMoney(station.minBalanceCents),
    EC: station.lossRatio,
    TotalCurrent: station.totalCurrent,
    load_limit: station.loadLimitKw,
    load_period: station.loadPeriodMinutes,
    price_template_id: station.priceTemplateId,
    price_template_name: record.templateName,
    audit_reason: station.auditReason,
    submitted_at: iso(station.submittedAt),
    audited_at: iso(station.auditedAt),
    figures: stationFigures(db, station.id, today),
  };
}

export const stationOperations = {
  listStationMap: (c) => ok(c, { items: stationMap(c.get('deps').db) }),
  listStations: (c, params, paging) => {
    const filters: StationFilters = {
      ...(params.name ? { name: params.name.trim() } : {}),
      ...(params.status === undefined ? {} : { status: params.status }),
      ...(params.type === undefined ? {} : { type: params.type }),
      ...(params.city ? { city: params.city.trim() } : {}),
      ...(params.operator_id === undefined ? {} : { operatorId: params.operator_id }),
      sort: params.sort ?? 'created_at',
      order: params.order ?? 'desc',
    };
    const page = listStationPage(c.get('deps').db, filters, paging);
    return ok(c, {
      total: page.total,
      items: page.items.map((row) => ({
        id: row.id,
        StationID: row.code,
        StationName: row.name,
        StationTel: row.tel,
        StationStatus: row.status,
        StationType: row.type,
        city: row.city,
        district: row.district,
        Address: row.address,
        OperatorID: row.operatorId,
        operator_name: row.operatorName,
        CreateDate: iso(row.createdAt),
        piles: row.chargers,
        ports_available: row.portsAvailable,
        ports_total: row.portsTotal,
      })),
    });
  },
  getStation: (c, params) => {
    return ok(c, detailOrThrow(c.get('deps'), params.id));
  },
  addStation: (c, input) => {
    const id = addStation(domainOf(c), input, requireSession(c));
    return ok(c, detailOrThrow(c.get('deps'), id), 'savedDraft');
  },
  editStation: (c, input) => {
    editStation(domainOf(c), input.id, input);
    return ok(c, detailOrThrow(c.get('deps'), input.id), 'updated');
  },
  deleteStation: (c, params) => {
    deleteStation(domainOf(c), params.id);
    return ok(c, null, 'deleted');
  },
  submitStation: (c, params) => {
    submitStation(domainOf(c), params.id);
    return ok(c, detailOrThrow(c.get('deps'), params.id), 'submitted');
  },
  auditStation: (c, params) => {
    const decision = reviewDecisionOf(c, params);
    reviewStation(domainOf(c), params.id, decision);
    return ok(c, detailOrThrow(c.get('deps'), params.id), decision.approve ? 'approved' : 'rejected');
  },
  setStationStatus: (c, params) => {
    setStationOperating(domainOf(c), params.id, params.status);
    return ok(
      c,
      detailOrThrow(c.get('deps'), params.id),
      params.status === StationStatus.Operating ? 'enabled' : 'disabled',
    );
  },
  setStationLoadBalance: (c, params) => {
    const limit = { upperLimitKw: params.upper_limit, periodMinutes: params.period };
    setStationLoadBalance(domainOf(c), params.id, limit, requireSession(c));
    return ok(c, detailOrThrow(c.get('deps'), params.id), 'updated');
  },
  setStationPriceTemplate: (c, params) => {
    selectStationPriceTemplate(domainOf(c), params.id, params.template_id);
    return ok(c, detailOrThrow(c.get('deps'), params.id), 'updated');
  },
  listStationLoadHistory: (c, params, paging) => {
    const { db } = c.get('deps');
    const id = params.id;
    if (!findStation(db, id)) throw notFound();
    const page = listLoadHistoryPage(db, id, paging);
    return ok(c, {
      total: page.total,
      items: page.items.map((row) => ({
        id: row.id,
        upper_limit: row.loadLimitKw,
        period: row.loadPeriodMinutes,
        changed_by: row.changedByName,
        changed_at: iso(row.changedAt),
      })),
    });
  },
} satisfies AreaHandlers;

function detailOrThrow({ db, clock, config }: AppDependencies, id: number) {
  const record = found(findStation(db, id));
  return stationDetail(db, record, dayInZone(clock.now(), config.network.timeZone));
}
