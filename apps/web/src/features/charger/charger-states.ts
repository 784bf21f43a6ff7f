/** audit_status of a charger (openapi/areas/charger.yaml): only approved chargers are live. */
export const AuditStatus = { Draft: 0, UnderReview: 1, Rejected: 2, Approved: 3 } as const;

/** pile_status codes that still talk to the back office, so commands and whitelist changes reach them. */
export const PileStatus = { Offline: 0, Online: 1, Fault: 2, Restarting: 3 } as const;

export const canSubmit = (auditStatus: number) =>
  auditStatus === AuditStatus.Draft || auditStatus === AuditStatus.Rejected;

export const isUnderReview = (auditStatus: number) => auditStatus === AuditStatus.UnderReview;

/** Card numbers as the API takes them: 4–32 letters or digits. */
export const CARD_NUMBER = /^[0-9A-Za-z]{4,32}$/;

/** Serial numbers: 4–32 letters or digits. */
export const SERIAL_NUMBER = /^[0-9A-Za-z]{4,32}$/;

/** The API's limits for a port's voltage, in volts. */
export const VOLTAGE_MIN = 100;
export const VOLTAGE_MAX = 1000;
