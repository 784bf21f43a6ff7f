import { AuditStatus, StationStatus } from '@pcharging/api-client';

export const STATION_STATUSES = Object.values(StationStatus);
export const STATION_TYPES = [1, 2, 3, 4] as const;

/** Where a station stands in its onboarding: everything past review counts as approved. */
export function auditStatusOf(stationStatus: number): AuditStatus {
  if (stationStatus === StationStatus.Draft) return AuditStatus.Draft;
  if (stationStatus === StationStatus.UnderReview) return AuditStatus.UnderReview;
  if (stationStatus === StationStatus.Rejected) return AuditStatus.Rejected;
  return AuditStatus.Approved;
}

/** The audit statuses a list can filter by: the onboarding stages, each one station status of the same code. */
export const AUDIT_FILTER_STATUSES = [AuditStatus.Draft, AuditStatus.UnderReview, AuditStatus.Rejected] as const;

/** The workflow steps the station's state allows (the server refuses the others). */
export function workflowSteps(stationStatus: number) {
  return {
    /** Saving changes keeps a draft a draft: the spec's "temporary store". */
    temporaryStore: stationStatus === StationStatus.Draft || stationStatus === StationStatus.Rejected,
    submit: stationStatus === StationStatus.Draft,
    resubmit: stationStatus === StationStatus.Rejected,
    audit: stationStatus === StationStatus.UnderReview,
    disable: stationStatus === StationStatus.Operating,
    enable: stationStatus === StationStatus.Suspended,
  };
}
