import type { AppDatabase } from '@pcharging/db';
import { connectionOf } from '@pcharging/db';

/** An order priced by time-of-use periods before its energy lines were kept, with what it was priced from. */
export interface OrderWithoutEnergyLines {
  id: number;
  startedAt: number;
  durationMinutes: number;
  idleMinutes: number;
  energyWh: number;
  electFeeCents: number;
  serviceFeeCents: number;
  parkFeeCents: number;
  freeParkMinutes: number;
  periods: string;
}

const DONE = 'energy_lines_recorded';

/**
 * Gives each such order its energy lines once, by `linesOf`, in one transaction; a database records that it was done
 * so later starts do not look again. Returns how many orders were given lines.
 */
export function recordEnergyLinesOnce(db: AppDatabase, linesOf: (order: OrderWithoutEnergyLines) => string): number {
  const sqlite = connectionOf(db);
  const done = sqlite.prepare<[string], number>('select 1 from network_settings where name = ?').pluck();
  if (done.get(DONE)) return 0;
  const missing = sqlite.prepare<[], OrderWithoutEnergyLines>(
    `select id, started_at as startedAt, duration_minutes as durationMinutes, idle_minutes as idleMinutes,
       energy_wh as energyWh, elect_rate_cents as electFeeCents, service_rate_cents as serviceFeeCents,
       park_rate_cents as parkFeeCents, free_park_minutes as freeParkMinutes, time_of_use as periods
     from orders where time_of_use <> '[]' and energy_lines is null`,
  );
  const write = sqlite.prepare<[string, number]>('update orders set energy_lines = ? where id = ?');
  return sqlite.transaction(() => {
    let count = 0;
    for (const order of missing.all()) {
      write.run(linesOf(order), order.id);
      count += 1;
    }
    sqlite.prepare("insert into network_settings (name, value) values (?, '1')").run(DONE);
    return count;
  })();
}
