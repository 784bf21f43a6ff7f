/** station_status codes: a station carries its onboarding audit state in its status. */
export const StationStatus = {
  Draft: 0,
  UnderReview: 1,
  Rejected: 2,
  Operating: 3,
  Suspended: 4,
  Construction: 5,
} as const;

export const STATION_STATUSES = [0, 1, 2, 3, 4, 5] as const;
export const STATION_TYPES = [1, 2, 3, 4] as const;

/** audit_status codes: the onboarding half of a station's status. */
export const AuditStatus = { Draft: 0, UnderReview: 1, Rejected: 2, Approved: 3 } as const;
export const AUDIT_STATUSES = [0, 1, 2, 3] as const;
export type AuditStatusCode = (typeof AUDIT_STATUSES)[number];

/** Where a station stands in its onboarding: everything past review counts as approved. */
export function auditStatusOf(stationStatus: number): AuditStatusCode {
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
