import { ErrorCode } from '@pcharging/api-client/wire';
import { tables } from '@pcharging/db';
import { and, eq } from 'drizzle-orm';
import { BusinessError, duplicateName, notFound } from '../../lib/errors';
import type { AreaHandlers } from '../../lib/operation-handlers';
import { ok, requireSession } from '../../lib/wire';
import {
  type ChargerFilters,
  findCharger,
  findStationRef,
  hasSessionInProgress,
  listChargerPage,
  serialTaken,
} from './charger.repo';
import { PileAudit, PileStatus, PortStatus } from './charger-states';
import { chargerRowWire } from './charger-wire';
import { deviceColumns, insertDevice } from './device.repo';
import {
  auditStateError,
  chargerDetailOrThrow,
  deleteDeviceWithoutHistory,
  editDevice,
  resolveOperatorId,
} from './device-actions';

const { piles, ports } = tables;

type ListParams = Partial<{
  stationid: number;
  keyword: string;
  status: number;
  equipmenttype: number;
  manufacturername: string;
  audit_status: number;
  sort: ChargerFilters['sort'];
  order: ChargerFilters['order'];
}>;

function filtersFrom(params: ListParams): ChargerFilters {
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

export const pileOperations = {
  listPiles: (c, params, paging) => {
    const page = listChargerPage(c.var.deps.db, filtersFrom(params), paging);
    return ok(c, { total: page.total, items: page.items.map(chargerRowWire) });
  },
  getPile: (c, params) => {
    const { db, clock } = c.var.deps;
    return ok(c, chargerDetailOrThrow(db, params.id, clock.now()));
  },
  addPile: (c, input) => {
    const { db, clock } = c.var.deps;
    const station = findStationRef(db, input.stationid);
    if (!station) throw new BusinessError(ErrorCode.InvalidInput, 'unknownStation');
    const operatorId = resolveOperatorId(db, input.operatorid, station.operatorId);
    if (serialTaken(db, input.equipmentid)) throw duplicateName(input.equipmentid);
    const now = clock.now();
    const id = insertDevice(db, { ...deviceColumns(input), stationId: station.id, operatorId }, input.connecttype, now);
    return ok(c, chargerDetailOrThrow(db, id, now), 'savedDraft');
  },
  editPile: (c, input) => {
    const { db, clock } = c.var.deps;
    const now = clock.now();
    editDevice(db, input.id, input, now);
    return ok(c, chargerDetailOrThrow(db, input.id, now), 'updated');
  },
  deletePile: (c, params) => {
    const { db } = c.var.deps;
    const id = params.id;
    if (!findCharger(db, id)) throw notFound();
    if (hasSessionInProgress(db, id)) throw new BusinessError(ErrorCode.InvalidState, 'chargerBusy');
    deleteDeviceWithoutHistory(db, id);
    return ok(c, null, 'deleted');
  },
  submitPile: (c, params) => {
    const { db, clock } = c.var.deps;
    const record = findCharger(db, params.id);
    if (!record) throw notFound();
    const { pile } = record;
    if (pile.auditStatus !== PileAudit.Draft && pile.auditStatus !== PileAudit.Rejected) {
      throw auditStateError(c.var.locale, pile.auditStatus);
    }
    if (pile.stationId === null) throw new BusinessError(ErrorCode.InvalidState, 'notInstalled');
    const now = clock.now();
    db.update(piles)
      .set({ auditStatus: PileAudit.UnderReview, submittedAt: now, updatedAt: now })
      .where(eq(piles.id, pile.id))
      .run();
    return ok(c, chargerDetailOrThrow(db, pile.id, now), 'submitted');
  },
  auditPile: (c, params) => {
    const { db, clock } = c.var.deps;
    const session = requireSession(c);
    const record = findCharger(db, params.id);
    if (!record) throw notFound();
    if (record.pile.auditStatus !== PileAudit.UnderReview) throw auditStateError(c.var.locale, record.pile.auditStatus);
    const reason = (params.reason ?? '').trim();
    if (params.approve === 0 && !reason) throw new BusinessError(ErrorCode.InvalidInput, 'reasonRequired');
    const now = clock.now();
    const audit = { auditedAt: now, auditedBy: session.userId, updatedAt: now };
    db.transaction((tx) => {
      if (params.approve === 0) {
        tx.update(piles)
          .set({ auditStatus: PileAudit.Rejected, auditReason: reason, ...audit })
          .where(eq(piles.id, params.id))
          .run();
        return;
      }
      // The simulated device connects as soon as it is live; a fleet engine may take it offline later.
      tx.update(piles)
        .set({
          auditStatus: PileAudit.Approved,
          auditReason: '',
          status: PileStatus.Online,
          lastHeartbeatAt: now,
          ...audit,
        })
        .where(eq(piles.id, params.id))
        .run();
      tx.update(ports)
        .set({ status: PortStatus.Available, updatedAt: now })
        .where(and(eq(ports.pileId, params.id), eq(ports.status, PortStatus.Unavailable)))
        .run();
    });
    return ok(c, chargerDetailOrThrow(db, params.id, now), params.approve === 1 ? 'approved' : 'rejected');
  },
} satisfies AreaHandlers;
