import type { StatementParams } from './api/export-statement';

/** Whose statement: the whole network's, one station's or one operator's (never a station and an operator). */
export const STATEMENT_SCOPES = ['network', 'station', 'operator'] as const;
export type StatementScope = (typeof STATEMENT_SCOPES)[number];

/** A month (YYYY-MM) or any range of days (a day, a week…), of the network's time zone. */
export type StatementPeriod = { month: string } | { from: string; to: string };

export interface StatementChoice {
  period: StatementPeriod;
  scope: StatementScope;
  stationId?: number;
  operatorId?: number;
}

/** The month (YYYY-MM) a calendar day (YYYY-MM-DD) falls in. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month before the one a calendar day falls in: the last whole month, the statement usually wanted. */
export function previousMonth(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * What the export sends: the month or the days, and the station or the operator the scope names. Undefined while
 * that station or operator is not chosen: a scope never widens to the whole network by itself.
 */
export function toStatementParams({
  period,
  scope,
  stationId,
  operatorId,
}: StatementChoice): StatementParams | undefined {
  if (scope === 'network') return { ...period };
  if (scope === 'station') return stationId === undefined ? undefined : { ...period, station_id: stationId };
  return operatorId === undefined ? undefined : { ...period, operator_id: operatorId };
}
