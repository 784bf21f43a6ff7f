import type { AppDatabase } from '@pcharging/db';
import { statementsPerDatabase } from '../prepared';

/** A template's fees in cents and its periods as kept (JSON). */
export interface StationTariffRow {
  electFeeCents: number;
  serviceFeeCents: number;
  parkFeeCents: number;
  freeParkMinutes: number;
  periods: string;
}

const statements = statementsPerDatabase((sqlite) => ({
  tariff: sqlite.prepare<[number], StationTariffRow>(
    `select t.elect_fee_cents as electFeeCents, t.service_fee_cents as serviceFeeCents,
            t.park_fee_cents as parkFeeCents, t.free_park_minutes as freeParkMinutes, t.periods as periods
     from price_templates t
     where t.id = coalesce((select price_template_id from stations where id = ?), (select min(id) from price_templates))`,
  ),
  loadLimitKw: sqlite.prepare<[number], number>('select load_limit_kw from stations where id = ?').pluck(),
}));

/** The template a station charges by now: its own, else the first template; none when there is no template. */
export const stationTariffRow = (db: AppDatabase, stationId: number): StationTariffRow | undefined =>
  statements(db).tariff.get(stationId);

/** The station's load-balancing upper limit in W; 0 when it has none. */
export const stationLoadLimitW = (db: AppDatabase, stationId: number): number =>
  Math.round((statements(db).loadLimitKw.get(stationId) ?? 0) * 1000);
