import { type AppDatabase, connectionOf, daysCovering, downByDay, type OutageSpan } from '@pcharging/db';
import { statementsPerDatabase } from '../prepared';

export type OutageCause = 'charger_offline' | 'charger_fault' | 'port_fault' | 'out_of_service' | 'stuck_session';

/** Where an outage stands: a charger's (portId null) or one port's. */
export interface OutagePlace {
  stationId: number;
  chargerId: number;
  portId: number | null;
}

interface EndedOutage {
  portId: number | null;
  chargerId: number;
  startedAt: number;
  endedAt: number;
}

interface PortOfCharger {
  id: number;
  stationId: number;
}

const statements = statementsPerDatabase((sqlite) => ({
  open: sqlite.prepare<OutagePlace & { cause: OutageCause; at: number }>(
    `insert into port_outages (station_id, pile_id, port_id, cause, started_at)
     select @stationId, @chargerId, @portId, @cause, @at
     where not exists (select 1 from port_outages indexed by port_outages_open_idx
       where ended_at is null and pile_id = @chargerId and port_id is @portId and cause = @cause)`,
  ),
  close: sqlite.prepare<{ chargerId: number; portId: number | null; cause: OutageCause; at: number }, EndedOutage>(
    `update port_outages indexed by port_outages_open_idx set ended_at = max(@at, started_at)
     where ended_at is null and pile_id = @chargerId and port_id is @portId and cause = @cause
     returning port_id as portId, pile_id as chargerId, started_at as startedAt, ended_at as endedAt`,
  ),
  ended: sqlite.prepare<OutagePlace & { cause: OutageCause; from: number; to: number }, { id: number }>(
    `insert into port_outages (station_id, pile_id, port_id, cause, started_at, ended_at)
     values (@stationId, @chargerId, @portId, @cause, @from, @to) returning id`,
  ),
  exclusion: sqlite.prepare<
    { id: number; reason: string | null; note: string; by: number | null; at: number | null },
    EndedOutage & { endedAt: number | null }
  >(
    `update port_outages set excluded_reason = @reason, excluded_note = @note, excluded_by = @by, excluded_at = @at
     where id = @id
     returning port_id as portId, pile_id as chargerId, started_at as startedAt, ended_at as endedAt`,
  ),
  portsOfCharger: sqlite.prepare<[number], PortOfCharger>(
    'select id, station_id as stationId from ports where pile_id = ? and station_id is not null',
  ),
  portPlace: sqlite.prepare<[number], PortOfCharger & { chargerId: number }>(
    'select id, station_id as stationId, pile_id as chargerId from ports where id = ? and station_id is not null',
  ),
  endedSpans: sqlite.prepare<
    { portId: number; chargerId: number; from: number; to: number },
    { start: number; end: number; excluded: number }
  >(
    `select started_at as start, ended_at as end, excluded_reason is not null as excluded
       from port_outages indexed by port_outages_port_started_idx
       where port_id = @portId and started_at < @to and ended_at > @from
     union all
     select started_at, ended_at, excluded_reason is not null
       from port_outages indexed by port_outages_pile_started_idx
       where pile_id = @chargerId and port_id is null and started_at < @to and ended_at > @from`,
  ),
  clearDays: sqlite.prepare<[number, string, string]>(
    'delete from port_outage_days where port_id = ? and day >= ? and day <= ?',
  ),
  writeDay: sqlite.prepare<[number, string, number, number, number]>(
    'insert into port_outage_days (port_id, day, station_id, down_ms, excluded_ms) values (?, ?, ?, ?, ?)',
  ),
}));

const versions = new WeakMap<AppDatabase, number>();

/** Bumped by every outage written here: the uptime report keeps its ranking until it moves. */
export function outageVersion(db: AppDatabase): number {
  return versions.get(db) ?? 0;
}

function bump(db: AppDatabase): void {
  versions.set(db, outageVersion(db) + 1);
}

/** Opens an outage unless the same one is already open. */
export function openOutage(db: AppDatabase, place: OutagePlace, cause: OutageCause, at: number): void {
  if (statements(db).open.run({ ...place, cause, at }).changes > 0) bump(db);
}

/** Longer than any day of any zone: the day after the last one asked for is always read. */
const BEYOND_A_DAY = 26 * 3600 * 1000;

/**
 * Sums a port's ended outages into its rollup days again, for the days holding [from, to]: each day's figures are
 * recomputed whole from every ended outage of the port that touches it, because its outages may overlap.
 */
function refreshPortDays(db: AppDatabase, port: PortOfCharger & { chargerId: number }, from: number, to: number) {
  const days = daysCovering(connectionOf(db), from, to + BEYOND_A_DAY);
  const held = days.filter((day) => day.startsAt <= to);
  const first = held[0];
  const last = held[held.length - 1];
  if (!first || !last) return;
  const windowEnd = days.find((day) => day.startsAt > to)?.startsAt ?? last.startsAt + BEYOND_A_DAY;
  const { endedSpans, clearDays, writeDay } = statements(db);
  const spans: OutageSpan[] = endedSpans
    .all({ portId: port.id, chargerId: port.chargerId, from: first.startsAt, to: windowEnd })
    .map((row) => ({ ...row, excluded: row.excluded === 1 }));
  clearDays.run(port.id, first.day, last.day);
  for (const row of downByDay(spans, held, first.startsAt, windowEnd)) {
    writeDay.run(port.id, row.day, port.stationId, row.downMs, row.excludedMs);
  }
}

/** The ports an outage counts against: one port's, or every port of its charger. */
function portsOf(db: AppDatabase, outage: { portId: number | null; chargerId: number }) {
  if (outage.portId !== null) {
    const port = statements(db).portPlace.get(outage.portId);
    return port ? [port] : [];
  }
  return statements(db)
    .portsOfCharger.all(outage.chargerId)
    .map((port) => ({ ...port, chargerId: outage.chargerId }));
}

function refreshOutage(db: AppDatabase, outage: EndedOutage): void {
  for (const port of portsOf(db, outage)) refreshPortDays(db, port, outage.startedAt, outage.endedAt);
}

/** Ends the open outage of a cause at a place, and sums it into its ports' days. */
export function closeOutage(
  db: AppDatabase,
  place: { chargerId: number; portId: number | null },
  cause: OutageCause,
  at: number,
): void {
  for (const ended of statements(db).close.all({ ...place, cause, at })) {
    refreshOutage(db, ended);
    bump(db);
  }
}

/** Records an outage known only once it ended (a session stuck past the suspect delay), summed into its days. */
export function recordEndedOutage(
  db: AppDatabase,
  place: OutagePlace,
  cause: OutageCause,
  span: { from: number; to: number },
): void {
  statements(db).ended.get({ ...place, cause, ...span });
  bump(db);
  refreshOutage(db, { ...place, startedAt: span.from, endedAt: span.to });
}

/** Marks an outage excluded (or counts it again) and sums its days again; false when there is no such outage. */
export function writeOutageExclusion(
  db: AppDatabase,
  id: number,
  exclusion: { reason: string | null; note: string; by: number | null; at: number | null },
): boolean {
  const outage = statements(db).exclusion.get({ id, ...exclusion });
  if (!outage) return false;
  bump(db);
  if (outage.endedAt !== null) refreshOutage(db, { ...outage, endedAt: outage.endedAt });
  return true;
}
