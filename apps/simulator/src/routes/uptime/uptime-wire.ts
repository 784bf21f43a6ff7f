import type { components } from '@pcharging/api-client';
import { outageCauses, outageExclusionReasons } from '@pcharging/api-client/enums';
import type { OutageRecord } from '../../data/uptime/outage-queries';
import type { UptimeFigures } from '../../data/uptime/uptime-report';
import { iso } from '../../lib/iso-time';
import { storedWord } from '../../lib/stored-word';

type Wire = components['schemas'];

export const causeOf = (stored: string): Wire['OutageCause'] => storedWord(outageCauses, stored, 'charger_offline');
export const reasonOf = (stored: string | null): Wire['OutageExclusionReason'] | null =>
  storedWord(outageExclusionReasons, stored, null);

export function figuresWire(figures: UptimeFigures): Wire['UptimeFigures'] {
  return {
    period_minutes: figures.periodMinutes,
    t_outage: figures.tOutage,
    t_excluded: figures.tExcluded,
    uptime: figures.uptime,
  };
}

/** An outage's minutes inside [from, to), an open one up to now. */
export function minutesInside(outage: OutageRecord, period: { from: number; to: number; now: number }): number {
  const start = Math.max(outage.startedAt, period.from);
  const end = Math.min(outage.endedAt ?? period.now, period.to);
  return Math.max(0, Math.round((end - start) / 60_000));
}

export function outageWire(
  outage: OutageRecord,
  period: { from: number; to: number; now: number },
): Wire['PortOutage'] {
  return {
    id: outage.id,
    cause: causeOf(outage.cause),
    port_id: outage.portId,
    pile_id: outage.chargerId,
    started_at: iso(outage.startedAt) ?? '',
    ended_at: iso(outage.endedAt),
    minutes: minutesInside(outage, period),
    excluded_reason: reasonOf(outage.excludedReason),
    excluded_note: outage.excludedNote,
    excluded_by: outage.excludedBy,
    excluded_at: iso(outage.excludedAt),
  };
}
