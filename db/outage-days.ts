import type Database from 'better-sqlite3';

/** One outage as the uptime counts it: its span (clipped by the caller) and whether an operator excluded it. */
export interface OutageSpan {
  start: number;
  end: number;
  excluded: boolean;
}

export interface DayStart {
  day: string;
  startsAt: number;
}

export interface DayDown {
  day: string;
  downMs: number;
  excludedMs: number;
}

/**
 * The stretches of [from, to) when at least one outage is on, in order: down time is counted once however many
 * outages cover it, and a stretch is excluded only while every outage covering it is excluded.
 */
export function downStretches(spans: readonly OutageSpan[], from: number, to: number): OutageSpan[] {
  const edges: Array<{ at: number; step: number; counted: number }> = [];
  for (const span of spans) {
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, to);
    if (start >= end) continue;
    const counted = span.excluded ? 0 : 1;
    edges.push({ at: start, step: 1, counted }, { at: end, step: -1, counted: -counted });
  }
  edges.sort((a, b) => a.at - b.at);
  const stretches: OutageSpan[] = [];
  let active = 0;
  let activeCounted = 0;
  let since = from;
  for (const edge of edges) {
    if (edge.at > since && active > 0) {
      const excluded = activeCounted === 0;
      const last = stretches[stretches.length - 1];
      if (last && last.end === since && last.excluded === excluded) last.end = edge.at;
      else stretches.push({ start: since, end: edge.at, excluded });
    }
    since = edge.at;
    active += edge.step;
    activeCounted += edge.counted;
  }
  return stretches;
}

/** The index of the day holding `at`: the last day start at or before it (days sorted by start). */
function dayIndexOf(days: readonly DayStart[], at: number): number {
  let low = 0;
  let high = days.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((days[middle]?.startsAt ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Down and excluded milliseconds per day of [from, to), for the days that have any; `days` must cover `from`. */
export function downByDay(
  spans: readonly OutageSpan[],
  days: readonly DayStart[],
  from: number,
  to: number,
): DayDown[] {
  const byDay = new Map<string, DayDown>();
  for (const stretch of downStretches(spans, from, to)) {
    let at = stretch.start;
    for (let index = dayIndexOf(days, at); at < stretch.end; index += 1) {
      const day = days[index];
      if (!day) break;
      const next = days[index + 1]?.startsAt ?? Number.POSITIVE_INFINITY;
      const end = Math.min(stretch.end, next);
      const row = byDay.get(day.day) ?? { day: day.day, downMs: 0, excludedMs: 0 };
      row.downMs += end - at;
      if (stretch.excluded) row.excludedMs += end - at;
      byDay.set(day.day, row);
      at = end;
    }
  }
  return [...byDay.values()];
}

const DAY_MS = 24 * 3600 * 1000;
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * The network's days from the one holding `from` to the one holding `to`, as the order rollups count them; UTC days
 * where the zone's days are not filled (a database being seeded before its zone is known).
 */
export function daysCovering(sqlite: Database.Database, from: number, to: number): DayStart[] {
  const first = sqlite
    .prepare<[number], DayStart>(
      'select day, starts_at as startsAt from network_days where starts_at <= ? order by starts_at desc limit 1',
    )
    .get(from);
  if (!first) {
    const days: DayStart[] = [];
    for (let at = Math.floor(from / DAY_MS) * DAY_MS; at <= to; at += DAY_MS)
      days.push({ day: utcDay(at), startsAt: at });
    return days;
  }
  const rest = sqlite
    .prepare<[number, number], DayStart>(
      'select day, starts_at as startsAt from network_days where starts_at > ? and starts_at <= ? order by starts_at',
    )
    .all(from, to);
  return [first, ...rest];
}

interface OutageRow {
  chargerId: number;
  portId: number | null;
  startedAt: number;
  endedAt: number;
  excluded: number;
}

/**
 * Sums every ended outage into `port_outage_days` again, for all ports: after a bulk load, and when the network's
 * zone changes its days.
 */
export function rebuildPortOutageDays(sqlite: Database.Database): void {
  sqlite.transaction(() => {
    sqlite.exec('delete from port_outage_days');
    const rows = sqlite
      .prepare<[], OutageRow>(
        `select pile_id as chargerId, port_id as portId, started_at as startedAt, ended_at as endedAt,
           excluded_reason is not null as excluded
         from port_outages where ended_at is not null`,
      )
      .all();
    if (rows.length === 0) return;
    const byCharger = new Map<number, OutageSpan[]>();
    const byPort = new Map<number, OutageSpan[]>();
    let earliest = Number.POSITIVE_INFINITY;
    let latest = 0;
    for (const row of rows) {
      const span = { start: row.startedAt, end: row.endedAt, excluded: row.excluded === 1 };
      const list = row.portId === null ? byCharger : byPort;
      const key = row.portId ?? row.chargerId;
      const spans = list.get(key) ?? [];
      spans.push(span);
      list.set(key, spans);
      earliest = Math.min(earliest, span.start);
      latest = Math.max(latest, span.end);
    }
    const days = daysCovering(sqlite, earliest, latest);
    const ports = sqlite
      .prepare<[], { id: number; chargerId: number; stationId: number | null }>(
        'select id, pile_id as chargerId, station_id as stationId from ports',
      )
      .all();
    const insert = sqlite.prepare(
      'insert into port_outage_days (port_id, day, station_id, down_ms, excluded_ms) values (?, ?, ?, ?, ?)',
    );
    for (const port of ports) {
      const spans = [...(byPort.get(port.id) ?? []), ...(byCharger.get(port.chargerId) ?? [])];
      if (spans.length === 0 || port.stationId === null) continue;
      for (const row of downByDay(spans, days, earliest, latest)) {
        insert.run(port.id, row.day, port.stationId, row.downMs, row.excludedMs);
      }
    }
  })();
}
