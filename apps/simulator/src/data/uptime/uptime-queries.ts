import { type AppDatabase, connectionOf, type DayStart, daysCovering, downByDay, type OutageSpan } from '@pcharging/db';
import { statementsPerDatabase } from '../prepared';

/** A period of the network's days: [from, to) in epoch ms, its first and last day, and now. */
export interface UptimePeriod {
  from: number;
  to: number;
  fromDay: string;
  toDay: string;
  now: number;
}

export interface PortInScope {
  id: number;
  chargerId: number;
  /** When the port was commissioned: a port younger than the period is judged on its own time. */
  createdAt: number;
}

export interface DownSums {
  downMs: number;
  excludedMs: number;
}

/** Per port, per day: what the outages still open add to (or take from) the ended outages' rollup. */
export type OpenAdjustments = Map<number, readonly { day: string; downMs: number; excludedMs: number }[]>;

export interface PortNames {
  id: number;
  code: string;
  name: string;
  chargerId: number;
  chargerName: string;
  stationId: number;
  stationCode: string;
  stationName: string;
}

const namesSql = `select p.id, p.code, p.alias_name as name, p.pile_id as chargerId, c.name as chargerName,
    p.station_id as stationId, s.code as stationCode, s.name as stationName
  from ports p join piles c on c.id = p.pile_id join stations s on s.id = p.station_id`;

/**
 * Every port in scope (of an approved charger at a station in operation) scored and ranked in SQL, worst first, with the count of ports and of those below the
 * target: the rollup's sums plus what the open outages add (`@adjustments`, JSON `{portId: [downMs, excludedMs]}`).
 * The uptime is the one `uptimeFigures` computes, from whole minutes, rounded to three decimals.
 */
const rankSql = (oneStation: boolean) => `
  with sums as (select port_id, sum(down_ms) as d, sum(excluded_ms) as e
      from port_outage_days indexed by ${oneStation ? 'port_outage_days_station_idx' : 'port_outage_days_port_idx'}
      where ${oneStation ? 'station_id = @stationId and ' : ''}day >= @fromDay and day <= @toDay group by port_id),
    adjusted as materialized (select cast(key as integer) as port_id, value ->> 0 as d, value ->> 1 as e
      from json_each(@adjustments)),
    scored as (select p.id, p.pile_id as chargerId, p.created_at as createdAt,
        coalesce(s.d, 0) + coalesce(a.d, 0) as downMs, coalesce(s.e, 0) + coalesce(a.e, 0) as excludedMs,
        round((@to - max(@from, p.created_at)) / 60000.0) as periodMinutes
      from ports p join piles c on c.id = p.pile_id join stations st on st.id = p.station_id
        left join sums s on s.port_id = p.id left join adjusted a on a.port_id = p.id
      where c.audit_status = 3 and st.status = 3 and p.created_at < @to
        ${oneStation ? 'and p.station_id = @stationId' : ''}),
    ranked as (select *, round((periodMinutes - (round(downMs / 60000.0) - round(excludedMs / 60000.0))) * 100.0
        / periodMinutes, 3) as uptime from scored)
  select id, chargerId, createdAt, downMs, excludedMs, count(*) over () as total,
    sum(uptime < @target) over () as belowTarget
  from ranked order by uptime, id limit @limit offset @offset`;

export interface RankedPort extends PortInScope, DownSums {
  total: number;
  belowTarget: number;
}

interface RankQuery {
  fromDay: string;
  toDay: string;
  from: number;
  to: number;
  adjustments: string;
  target: number;
  limit: number;
  offset: number;
}

const statements = statementsPerDatabase((sqlite) => ({
  rank: sqlite.prepare<RankQuery, RankedPort>(rankSql(false)),
  stationRank: sqlite.prepare<RankQuery & { stationId: number }, RankedPort>(rankSql(true)),
  // Moves whenever outages are written by anyone, this process or not: the ranking's cache key.
  fingerprint: sqlite.prepare<[], { fingerprint: string }>(
    `select coalesce((select max(id) from port_outages), 0) || ':'
       || (select count(*) from port_outages indexed by port_outages_open_idx where ended_at is null) || ':'
       || coalesce((select max(rowid) from port_outage_days), 0) as fingerprint`,
  ),
  monthSums: sqlite.prepare<[number, string, string], DownSums & { month: string }>(
    `select substr(day, 1, 7) as month, sum(down_ms) as downMs, sum(excluded_ms) as excludedMs
     from port_outage_days where port_id = ? and day >= ? and day <= ? group by month`,
  ),
  allMonthSums: sqlite.prepare<[string, string], DownSums & { portId: number; month: string }>(
    `select port_id as portId, substr(day, 1, 7) as month, sum(down_ms) as downMs, sum(excluded_ms) as excludedMs
     from port_outage_days where day >= ? and day <= ? group by port_id, month`,
  ),
  stationMonthSums: sqlite.prepare<[number, string, string], DownSums & { portId: number; month: string }>(
    `select port_id as portId, substr(day, 1, 7) as month, sum(down_ms) as downMs, sum(excluded_ms) as excludedMs
     from port_outage_days where station_id = ? and day >= ? and day <= ? group by port_id, month`,
  ),
  openOutages: sqlite.prepare<[], { chargerId: number; portId: number | null; start: number; excluded: number }>(
    `select pile_id as chargerId, port_id as portId, started_at as start, excluded_reason is not null as excluded
     from port_outages indexed by port_outages_open_idx where ended_at is null`,
  ),
  // The ended outages of the chargers with one still open, since the earliest open one began.
  endedNearOpen: sqlite.prepare<
    [],
    { chargerId: number; portId: number | null; start: number; end: number; excluded: number }
  >(
    `with open as (select pile_id, min(started_at) as since from port_outages indexed by port_outages_open_idx
       where ended_at is null group by pile_id)
     select o.pile_id as chargerId, o.port_id as portId, o.started_at as start, o.ended_at as end,
       o.excluded_reason is not null as excluded
     from open join port_outages o indexed by port_outages_pile_started_idx on o.pile_id = open.pile_id
     where o.ended_at is not null and o.ended_at > open.since`,
  ),
  portsOfOpen: sqlite.prepare<[], Omit<PortInScope, 'createdAt'>>(
    `select id, pile_id as chargerId from ports where pile_id in
       (select pile_id from port_outages indexed by port_outages_open_idx where ended_at is null)`,
  ),
  names: sqlite.prepare<[number], PortNames>(`${namesSql} where p.id = ?`),
  scopeNames: sqlite.prepare<[], PortNames>(`${namesSql} where c.audit_status = 3 and s.status = 3`),
  stationNames: sqlite.prepare<[number], PortNames>(
    `${namesSql} where c.audit_status = 3 and s.status = 3 and p.station_id = ?`,
  ),
}));

/** What the outages on record look like, cheaply: changes when an outage opens, ends or is summed again. */
export function outagesFingerprint(db: AppDatabase): string {
  return statements(db).fingerprint.get()?.fingerprint ?? '';
}

/** A window of the ports in scope ranked worst first, with the total and the count below `target`. */
export function rankedPorts(
  db: AppDatabase,
  period: UptimePeriod,
  query: { adjustments: OpenAdjustments; target: number; limit: number; offset: number; stationId?: number },
): RankedPort[] {
  const totals: Record<number, [number, number]> = {};
  for (const [portId, days] of query.adjustments) {
    let down = 0;
    let excluded = 0;
    for (const day of days) {
      if (day.day < period.fromDay || day.day > period.toDay) continue;
      down += day.downMs;
      excluded += day.excludedMs;
    }
    totals[portId] = [down, excluded];
  }
  const values = {
    fromDay: period.fromDay,
    toDay: period.toDay,
    from: period.from,
    to: period.to,
    adjustments: JSON.stringify(totals),
    target: query.target,
    limit: query.limit,
    offset: query.offset,
  };
  const { rank, stationRank } = statements(db);
  return query.stationId === undefined ? rank.all(values) : stationRank.all({ ...values, stationId: query.stationId });
}

/** One port's down and excluded time per month of the period, from the ended outages' rollup. */
export function endedDownByMonth(db: AppDatabase, portId: number, period: UptimePeriod): Map<string, DownSums> {
  const rows = statements(db).monthSums.all(portId, period.fromDay, period.toDay);
  return new Map(rows.map((row) => [row.month, row]));
}

/** Every port's down and excluded time per month of the period (ended outages), for a whole export. */
export function endedDownByPortMonth(
  db: AppDatabase,
  period: UptimePeriod,
  stationId?: number,
): Map<number, Map<string, DownSums>> {
  const { allMonthSums, stationMonthSums } = statements(db);
  const rows =
    stationId === undefined
      ? allMonthSums.all(period.fromDay, period.toDay)
      : stationMonthSums.all(stationId, period.fromDay, period.toDay);
  const byPort = new Map<number, Map<string, DownSums>>();
  for (const row of rows) {
    const months = byPort.get(row.portId) ?? new Map<string, DownSums>();
    months.set(row.month, row);
    byPort.set(row.portId, months);
  }
  return byPort;
}

const asSpan = (row: { start: number; end: number; excluded: number }): OutageSpan => ({
  start: row.start,
  end: row.end,
  excluded: row.excluded === 1,
});

/**
 * What the outages still open change in each port's days of the period, up to now: the port's days counted with its
 * open outages minus the same days counted from its ended ones (which the rollup already holds). Few chargers have
 * an outage open, so this reads a few rows per charger.
 */
export function openAdjustments(db: AppDatabase, period: UptimePeriod): OpenAdjustments {
  const { openOutages, endedNearOpen, portsOfOpen } = statements(db);
  const open = openOutages.all();
  const adjustments: OpenAdjustments = new Map();
  const until = Math.min(period.to, period.now);
  if (open.length === 0 || until <= period.from) return adjustments;
  const newSpans = () => ({ byCharger: new Map<number, OutageSpan[]>(), byPort: new Map<number, OutageSpan[]>() });
  type Spans = ReturnType<typeof newSpans>;
  const openSpans = newSpans();
  const endedSpans = newSpans();
  let earliest = until;
  const add = (target: Spans, row: { chargerId: number; portId: number | null }, span: OutageSpan) => {
    const map = row.portId === null ? target.byCharger : target.byPort;
    const key = row.portId ?? row.chargerId;
    const list = map.get(key) ?? [];
    list.push(span);
    map.set(key, list);
  };
  for (const row of open) {
    add(openSpans, row, { start: row.start, end: period.now, excluded: row.excluded === 1 });
    earliest = Math.min(earliest, row.start);
  }
  for (const row of endedNearOpen.all()) add(endedSpans, row, asSpan(row));
  const from = Math.max(period.from, earliest);
  if (from >= until) return adjustments;
  const days: DayStart[] = daysCovering(connectionOf(db), from, until);
  // Ports with no outage of their own share their charger's figures: worked out once per charger.
  const ofCharger = new Map<number, { day: string; downMs: number; excludedMs: number }[]>();
  for (const port of portsOfOpen.all()) {
    const own = openSpans.byPort.has(port.id) || endedSpans.byPort.has(port.id);
    const shared = own ? undefined : ofCharger.get(port.chargerId);
    if (shared) {
      adjustments.set(port.id, shared);
      continue;
    }
    const ended = [...(endedSpans.byPort.get(port.id) ?? []), ...(endedSpans.byCharger.get(port.chargerId) ?? [])];
    const opened = [...(openSpans.byPort.get(port.id) ?? []), ...(openSpans.byCharger.get(port.chargerId) ?? [])];
    if (opened.length === 0) continue;
    const since = Math.max(from, Math.min(...opened.map((span) => span.start)));
    const dayStart = days[dayIndexAtOrBefore(days, since)]?.startsAt ?? since;
    const start = Math.max(period.from, dayStart);
    const before = new Map(downByDay(ended, days, start, until).map((row) => [row.day, row]));
    const after = downByDay([...ended, ...opened], days, start, until);
    const changes = after.map((row) => ({
      day: row.day,
      downMs: row.downMs - (before.get(row.day)?.downMs ?? 0),
      excludedMs: row.excludedMs - (before.get(row.day)?.excludedMs ?? 0),
    }));
    if (!own) ofCharger.set(port.chargerId, changes);
    if (changes.length > 0) adjustments.set(port.id, changes);
  }
  return adjustments;
}

function dayIndexAtOrBefore(days: readonly DayStart[], at: number): number {
  let index = 0;
  while (index + 1 < days.length && (days[index + 1]?.startsAt ?? Number.POSITIVE_INFINITY) <= at) index += 1;
  return index;
}

export function portNames(db: AppDatabase, portId: number): PortNames | undefined {
  return statements(db).names.get(portId);
}

/** The names of every port in scope, by id: the export's rows. */
export function portNamesInScope(db: AppDatabase, stationId?: number): Map<number, PortNames> {
  const { scopeNames, stationNames } = statements(db);
  const rows = stationId === undefined ? scopeNames.all() : stationNames.all(stationId);
  return new Map(rows.map((row) => [row.id, row]));
}
