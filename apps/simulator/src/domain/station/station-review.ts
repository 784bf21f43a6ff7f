import { StationStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { findStation, stationInUse } from '../../data/station/station-queries';
import { deleteStationRow, patchStation } from '../../data/station/station-writes';
import { dictionary } from '../../lib/dictionaries';
import { BusinessError, found } from '../../lib/errors';
import type { Domain } from '../domain';
import type { ReviewDecision } from '../review-decision';

/** 1009 naming the station's state in the request's language. */
function invalidState(domain: Domain, status: number): BusinessError {
  const state =
    dictionary('station_status', domain.locale)?.find((entry) => entry.id === status)?.name ?? String(status);
  return new BusinessError(ErrorCode.InvalidState, 'invalidState', { state });
}

/** A draft (or a rejected station, corrected) goes to review. */
export function submitStation(domain: Domain, id: number): void {
  const { status } = found(findStation(domain.db, id)).station;
  if (status !== StationStatus.Draft && status !== StationStatus.Rejected) throw invalidState(domain, status);
  const now = domain.clock.now();
  patchStation(domain.db, id, { status: StationStatus.UnderReview, submittedAt: now, updatedAt: now });
}

/** A reviewer approves (the station operates and its chargers go live) or rejects with a reason. */
export function reviewStation(domain: Domain, id: number, decision: ReviewDecision): void {
  const { status } = found(findStation(domain.db, id)).station;
  if (status !== StationStatus.UnderReview) throw invalidState(domain, status);
  const reason = decision.reason.trim();
  if (!decision.approve && !reason) throw new BusinessError(ErrorCode.InvalidInput, 'reasonRequired');
  const now = domain.clock.now();
  patchStation(domain.db, id, {
    status: decision.approve ? StationStatus.Operating : StationStatus.Rejected,
    auditReason: decision.approve ? '' : reason,
    auditedAt: now,
    auditedBy: decision.reviewerId,
    updatedAt: now,
  });
  domain.network.reload();
}

/** An operating station is suspended, or a suspended one operates again; the network follows. */
export function setStationOperating(domain: Domain, id: number, status: 3 | 4): void {
  const current = found(findStation(domain.db, id)).station.status;
  const live: StationStatus[] = [StationStatus.Operating, StationStatus.Suspended];
  if (!live.includes(current)) throw invalidState(domain, current);
  patchStation(domain.db, id, { status, updatedAt: domain.clock.now() });
  domain.network.reload();
}

/** Only a station with no chargers, orders or history left may go. */
export function deleteStation(domain: Domain, id: number): void {
  found(findStation(domain.db, id));
  if (stationInUse(domain.db, id)) throw new BusinessError(ErrorCode.Conflict, 'conflictInUse');
  deleteStationRow(domain.db, id);
  domain.network.reload();
}
