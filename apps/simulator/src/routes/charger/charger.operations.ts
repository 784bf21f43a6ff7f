import type { ParamsOf } from '@pcharging/api-client';
import { type ChargerFilters, listChargerPage } from '../../data/charger/charger-queries';
import { addCharger, editCharger } from '../../domain/charger/charger-edits';
import { deleteCharger, reviewCharger, submitCharger } from '../../domain/charger/charger-review';
import { networkMoment } from '../../http/network-moment';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf, reviewDecisionOf } from '../../http/request-domain';
import { ok } from '../../http/wire';
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
    const { db } = c.get('deps');
    return ok(c, chargerDetailOrThrow(db, params.id, networkMoment(c.get('deps'))));
  },
  addPile: (c, input) => {
    const id = addCharger(domainOf(c), input);
    const { db } = c.get('deps');
    return ok(c, chargerDetailOrThrow(db, id, networkMoment(c.get('deps'))), 'savedDraft');
  },
  editPile: (c, input) => {
    editCharger(domainOf(c), input.id, input);
    const { db } = c.get('deps');
    return ok(c, chargerDetailOrThrow(db, input.id, networkMoment(c.get('deps'))), 'updated');
  },
  deletePile: (c, params) => {
    deleteCharger(domainOf(c), params.id);
    return ok(c, null, 'deleted');
  },
  submitPile: (c, params) => {
    submitCharger(domainOf(c), params.id);
    const { db } = c.get('deps');
    return ok(c, chargerDetailOrThrow(db, params.id, networkMoment(c.get('deps'))), 'submitted');
  },
  auditPile: (c, params) => {
    const decision = reviewDecisionOf(c, params);
    reviewCharger(domainOf(c), params.id, decision);
    const { db } = c.get('deps');
    return ok(
      c,
      chargerDetailOrThrow(db, params.id, networkMoment(c.get('deps'))),
      decision.approve ? 'approved' : 'rejected',
    );
  },
} satisfies AreaHandlers;
