import type { UptimeParams } from '@pcharging/api-client';
import { defineListState, type FilterValues, param } from '../../components/list/list-state';

const filters = { station_id: param.integer() };

/** The uptime report's URL state: the station, the page. The API ranks the ports worst first. */
export const uptimeDefinition = defineListState({ filters });

export type UptimeFilters = FilterValues<typeof filters>;
export type UptimeFilterForm = ReturnType<typeof uptimeDefinition.toForm>;

export const toUptimeParams = (values: UptimeFilters): UptimeParams => uptimeDefinition.toRequest(values);

/** A calendar quarter the export covers: its label and its last day, today's for the quarter in progress. */
export interface QuarterChoice {
  label: string;
  to: string;
}

/** The quarter in progress and the three before it, newest first, for a network whose today is `today`. */
export function recentQuarters(today: string): QuarterChoice[] {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const quarters: QuarterChoice[] = [];
  for (let back = 0; back < 4; back += 1) {
    const index = year * 4 + Math.floor((month - 1) / 3) - back;
    const quarterYear = Math.floor(index / 4);
    const quarter = index % 4;
    // Day 0 of the month after the quarter is its last day.
    const lastDay = new Date(Date.UTC(quarterYear, quarter * 3 + 3, 0)).toISOString().slice(0, 10);
    quarters.push({ label: `${quarterYear}-Q${quarter + 1}`, to: back === 0 ? today : lastDay });
  }
  return quarters;
}
