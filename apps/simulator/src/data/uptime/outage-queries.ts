import type { AppDatabase } from '@pcharging/db';
import { statementsPerDatabase } from '../prepared';
import type { OutageCause } from './outage-writes';

export interface OutageRecord {
  id: number;
  cause: OutageCause;
  stationId: number;
  chargerId: number;
  portId: number | null;
  startedAt: number;
  endedAt: number | null;
  excludedReason: string | null;
  excludedNote: string;
  excludedBy: string | null;
  excludedAt: number | null;
}

/** A port's outages in a window: its own and its charger's (those with port_id null). */
interface PortWindow {
  portId: number;
  chargerId: number;
  from: number;
  to: number;
  now: number;
}

const columns = `o.id, o.cause, o.station_id as stationId, o.pile_id as chargerId, o.port_id as portId,
  o.started_at as startedAt, o.ended_at as endedAt, o.excluded_reason as excludedReason,
  o.excluded_note as excludedNote, u.username as excludedBy, o.excluded_at as excludedAt`;

const ofPort = `(select id from port_outages indexed by port_outages_port_started_idx
    where port_id = @portId and started_at < @to and coalesce(ended_at, @now) > @from
  union all
  select id from port_outages indexed by port_outages_pile_started_idx
    where pile_id = @chargerId and port_id is null and started_at < @to and coalesce(ended_at, @now) > @from)`;

const statements = statementsPerDatabase((sqlite) => ({
  page: sqlite.prepare<PortWindow & { limit: number; offset: number }, OutageRecord>(
    `select ${columns} from port_outages o left join admin_users u on u.id = o.excluded_by
     where o.id in ${ofPort} order by o.started_at desc, o.id desc limit @limit offset @offset`,
  ),
  count: sqlite.prepare<PortWindow, { total: number }>(`select count(*) as total from ${ofPort}`),
  one: sqlite.prepare<[number], OutageRecord>(
    `select ${columns} from port_outages o left join admin_users u on u.id = o.excluded_by where o.id = ?`,
  ),
  // Every outage touching the period for the ports of a station or the network: the export's outage sheet.
  ofScope: sqlite.prepare<{ from: number; to: number; now: number }, OutageRecord>(
    `select ${columns} from port_outages o left join admin_users u on u.id = o.excluded_by
     where o.started_at < @to and coalesce(o.ended_at, @now) > @from order by o.started_at, o.id`,
  ),
}));

export function portOutagePage(
  db: AppDatabase,
  window: PortWindow,
  paging: { limit: number; offset: number },
): { total: number; items: OutageRecord[] } {
  const { page, count } = statements(db);
  return { total: count.get(window)?.total ?? 0, items: page.all({ ...window, ...paging }) };
}

export function findOutage(db: AppDatabase, id: number): OutageRecord | undefined {
  return statements(db).one.get(id);
}

/** The outages touching a period, oldest first. */
export function outagesInPeriod(db: AppDatabase, period: { from: number; to: number; now: number }): OutageRecord[] {
  return statements(db).ofScope.all(period);
}
