import type { AppDatabase } from '@pcharging/db';
import type { Tariff } from '@pcharging/validation';
import { storedPricePeriods, tariffPeriods } from '../../lib/time-of-use';
import { statementsPerDatabase } from '../prepared';

/** What a station without a template charges: nothing, with the usual free idle minutes. */
const NO_TARIFF: Tariff = { electFeeCents: 0, serviceFeeCents: 0, parkFeeCents: 0, freeParkMinutes: 15 };

const statements = statementsPerDatabase((sqlite) => ({
  tariff: sqlite.prepare<[number], Omit<Tariff, 'timeOfUse'> & { periods: string }>(
    `select t.elect_fee_cents as electFeeCents, t.service_fee_cents as serviceFeeCents,
            t.park_fee_cents as parkFeeCents, t.free_park_minutes as freeParkMinutes, t.periods as periods
     from price_templates t
     where t.id = coalesce((select price_template_id from stations where id = ?), (select min(id) from price_templates))`,
  ),
  loadLimitKw: sqlite.prepare<[number], number>('select load_limit_kw from stations where id = ?').pluck(),
}));

/** The fees a station charges now, its time-of-use periods included: its template's, else the first template's. */
export function stationTariff(db: AppDatabase, stationId: number): Tariff {
  const row = statements(db).tariff.get(stationId);
  if (!row) return NO_TARIFF;
  const { periods, ...fees } = row;
  return { ...fees, timeOfUse: tariffPeriods(storedPricePeriods(periods)) };
}

/** The station's load-balancing upper limit in W; 0 when it has none. */
export const stationLoadLimitW = (db: AppDatabase, stationId: number): number =>
  Math.round((statements(db).loadLimitKw.get(stationId) ?? 0) * 1000);
