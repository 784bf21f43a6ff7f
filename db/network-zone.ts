import { dayStartsInZone } from '@pcharging/validation';
import type Database from 'better-sqlite3';
import { rebuildOrderDailyStats } from './bulk-load';
import { rebuildPortOutageDays } from './outage-days';

/** The days filled: wide enough for any order a network keeps, and 36,500 small rows. */
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2099-12-31';

/** Working out a zone's 36,500 day starts takes 100–300 ms; a process seeding often (tests, resets) does it once. */
const dayStartsByZone = new Map<string, ReadonlyArray<{ day: string; startsAt: number }>>();

function dayStartsOf(timeZone: string) {
  let starts = dayStartsByZone.get(timeZone);
  if (!starts) {
    starts = [...dayStartsInZone(FIRST_DAY, LAST_DAY, timeZone)];
    dayStartsByZone.set(timeZone, starts);
  }
  return starts;
}

/**
 * Makes the database count the days of `timeZone`: when it counted another zone's (or none yet), its network days
 * are filled for the zone and the order and outage rollups summed again, in one transaction. Returns whether anything changed.
 */
export function followNetworkZone(sqlite: Database.Database, timeZone: string): boolean {
  const current = sqlite
    .prepare<[], { value: string }>("select value from network_settings where name = 'time_zone'")
    .get();
  if (current?.value === timeZone) return false;
  sqlite.transaction(() => {
    sqlite.exec('delete from network_days');
    const insert = sqlite.prepare('insert into network_days (starts_at, day) values (?, ?)');
    for (const { day, startsAt } of dayStartsOf(timeZone)) insert.run(startsAt, day);
    rebuildOrderDailyStats(sqlite);
    rebuildPortOutageDays(sqlite);
    sqlite
      .prepare(
        "insert into network_settings (name, value) values ('time_zone', ?) on conflict (name) do update set value = excluded.value",
      )
      .run(timeZone);
  })();
  return true;
}
