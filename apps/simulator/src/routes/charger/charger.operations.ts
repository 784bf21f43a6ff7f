import type { ParamsOf } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { type ChargerFilters, findStationRef, listChargerPage, serialTaken } from '../../data/charger/charger-queries';
import { chargerColumns, insertCharger } from '../../data/charger/charger-writes';
import { editCharger, resolveOperatorId } from '../../domain/charger/charger-edits';
import { deleteCharger, reviewCharger, submitCharger } from '../../domain/charger/charger-review';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok, requireSession } from '../../http/wire';
import { BusinessError, duplicateName } from '../../lib/errors';
import { chargerDetailOrThrow, chargerRowWire } from './charger-wire';

function filtersFrom(params: ParamsOf<'listPiles'>): ChargerFilters {
  return {
    ...(params.stationid === undefined ? {} : { stationId: params.stationid }),
    ...(params.keyword?.trim() ? { keyword: params.keyword.trim() } : {}),
    ...(params.status === undefined ? {} : { status: params.status }),
    ...(params.equipmenttype === undefined ? {} : { type: params.equipmenttype }),
    ...(params.manufacturername?.trim() ? { manufacturerName: params.manufacturername.trim() } : {}),
    ...(params.audit_status === undefined ? {} : { auditStatus: params.audit_status }),
    sort: params.sort ?? 'created_at',
    order: params.order ?? 'desc',
  };
}

export const chargerOperations = {
  listPiles: (c, params, paging) => {
    const page = listChargerPage(c.get('deps').db, filtersFrom(params), paging);
    return ok(c, { total: page.total, items: page.items.map(chargerRowWire) });
  },
  getPile: (c, params) => {
    const { db, clock } = c.get('deps');
    return ok(c, chargerDetailOrThrow(db, params.id, clock.now()));
  },
  addPile: (c, input) => {
    const { db, clock } = c.get('deps');
    const station = findStationRef(db, input.stationid);
    if (!station) throw new BusinessError(ErrorCode.InvalidInput, 'unknownStation');
    const operatorId = resolveOperatorId(db, input.operatorid, station.operatorId);
    if (serialTaken(db, input.equipmentid)) throw duplicateName(input.equipmentid);
    const now = clock.now();
    const id = insertCharger(
      db,
      { ...chargerColumns(input), stationId: station.id, operatorId },
      input.connecttype,
      now,
    );
    return ok(c, chargerDetailOrThrow(db, id, now), 'savedDraft');
  },
  editPile: (c, input) => {
    const { db, clock } = c.get('deps');
    const now = clock.now();
    editCharger(db, input.id, input, now);
    return ok(c, chargerDetailOrThrow(db, input.id, now), 'updated');
  },
  deletePile: (c, params) => {
    deleteCharger(domainOf(c), params.id);
    return ok(c, null, 'deleted');
  },
  submitPile: (c, params) => {
    submitCharger(domainOf(c), params.id);
    const { db, clock } = c.get('deps');
    return ok(c, chargerDetailOrThrow(db, params.id, clock.now()), 'submitted');
  },
  auditPile: (c, params) => {
    const decision = {
      approve: params.approve === 1,
      reason: params.reason ?? '',
      reviewerId: requireSession(c).userId,
    };
    reviewCharger(domainOf(c), params.id, decision);
    const { db, clock } = c.get('deps');
    return ok(c, chargerDetailOrThrow(db, params.id, clock.now()), decision.approve ? 'approved' : 'rejected');
  },
} satisfies AreaHandlers;
