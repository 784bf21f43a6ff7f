import { AuditStatus } from '@pcharging/api-client';
import { fieldLimits } from '@pcharging/api-client/field-limits';

export const canSubmit = (auditStatus: number) =>
  auditStatus === AuditStatus.Draft || auditStatus === AuditStatus.Rejected;

export const isUnderReview = (auditStatus: number) => auditStatus === AuditStatus.UnderReview;

/** Card numbers as the API takes them: 4–32 letters or digits. */
export const CARD_NUMBER = /^[0-9A-Za-z]{4,32}$/;

/** Serial numbers: 4–32 letters or digits. */
export const SERIAL_NUMBER = new RegExp(fieldLimits.ChargerInput.equipmentid.pattern);

/** The API's limits for a port's voltage, in volts. */
export const VOLTAGE_MIN = 100;
export const VOLTAGE_MAX = 1000;
