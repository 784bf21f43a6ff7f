import type { components } from '@pcharging/api-client';
import { AuditStatus, ChargerStatus, PortStatus, StationStatus } from '@pcharging/api-client/enums';
import type { AppDatabase } from '@pcharging/db';
import { sql } from 'drizzle-orm';
import { preparedPerDatabase, rawStatement } from '../prepared';

type StationMapPoint = components['schemas']['StationMapPoint'];

interface MapRow {
  id: number;
  name: string;
  city: string;
  lng: number;
  lat: number;
  status: StationMapPoint['status'];
  chargers: number;
  chargersOnline: number;
  chargersFault: number;
  ports: number;
  portsInSession: number;
  portsFaulted: number;
}

const n = (value: number) => sql.raw(String(value));

// One pass over the approved chargers and their ports, grouped by station.
const mapStatement = preparedPerDatabase((db) =>
  rawStatement<MapRow>(
    db,
    sql`select s.id, s.name, s.city, s.lng, s.lat, s.status,
      coalesce(c.chargers, 0) as chargers, coalesce(c.online, 0) as chargersOnline, coalesce(c.fault, 0) as chargersFault,
      coalesce(q.ports, 0) as ports, coalesce(q.inSession, 0) as portsInSession, coalesce(q.faulted, 0) as portsFaulted
    from stations s
    left join (
      select station_id, count(*) as chargers,
        sum(status in (${n(ChargerStatus.Online)}, ${n(ChargerStatus.Restarting)})) as online,
        sum(status = ${n(ChargerStatus.Fault)}) as fault
      from piles where audit_status = ${n(AuditStatus.Approved)} and station_id is not null group by station_id
    ) c on c.station_id = s.id
    left join (
      select p.station_id, count(*) as ports,
        sum(p.status in (${n(PortStatus.Preparing)}, ${n(PortStatus.Charging)}, ${n(PortStatus.Finishing)})) as inSession,
        sum(p.status = ${n(PortStatus.Faulted)}) as faulted
      from ports p join piles x on x.id = p.pile_id
      where x.audit_status = ${n(AuditStatus.Approved)} and p.station_id is not null group by p.station_id
    ) q on q.station_id = s.id
    order by s.id`,
  ),
);

/** What a station is doing, in one word the map colours it by. */
function stateOf(row: MapRow): StationMapPoint['state'] {
  if (row.status !== StationStatus.Operating) return 'inactive';
  if (row.chargers > 0 && row.chargersOnline + row.chargersFault === 0) return 'offline';
  if (row.chargersFault > 0 || row.portsFaulted > 0) return 'fault';
  return row.portsInSession > 0 ? 'charging' : 'free';
}

export function stationMap(db: AppDatabase): StationMapPoint[] {
  return mapStatement(db)
    .all({})
    .map((row) => ({
      id: row.id,
      name: row.name,
      city: row.city,
      lng: row.lng,
      lat: row.lat,
      status: row.status,
      state: stateOf(row),
      chargers: row.chargers,
      chargers_online: row.chargersOnline,
      ports: row.ports,
      ports_in_session: row.portsInSession,
      ports_faulted: row.portsFaulted,
    }));
}
