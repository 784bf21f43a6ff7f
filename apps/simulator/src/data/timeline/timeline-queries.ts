import { type SQL, sql } from 'drizzle-orm';

export type TimelineKind = 'status' | 'session' | 'alarm' | 'command';

export interface TimelineFilters {
  stationId?: number;
  chargerId?: number;
  portId?: number;
  kind?: TimelineKind;
  /** Inclusive epoch ms bounds. */
  from?: number;
  to?: number;
}

/**
 * The operations whose `params.id` names a charger, a port, a session or a station (a remote start's `port_id` its
 * port): the commands a stream shows.
 */
const COMMANDS_ON = {
  charger: ['restartPile', 'setPileWhitelist', 'editPile', 'submitPile', 'auditPile'],
  port: ['editPort', 'setPortVoltageLimits', 'setPortAvailability', 'unlockPort'],
  session: ['stopSession'],
  /** Whose `params.port_id` names the port: a remote start. */
  startOnPort: ['startSessionRemotely'],
  station: ['editStation', 'submitStation', 'auditStation', 'setStationStatus', 'setStationLoadBalance'],
} as const;

const list = (names: readonly string[]) => sql.raw(names.map((name) => `'${name}'`).join(', '));
const ALL_COMMANDS = Object.values(COMMANDS_ON).flat();

/** The scope and time conditions on one source's columns, so that each source uses its own indexes. */
function conditions(filters: TimelineFilters, columns: { station: SQL; charger: SQL; port: SQL; at: SQL }): SQL {
  const parts: SQL[] = [sql`1 = 1`];
  if (filters.stationId !== undefined) parts.push(sql`${columns.station} = ${sql.placeholder('stationId')}`);
  if (filters.chargerId !== undefined) parts.push(sql`${columns.charger} = ${sql.placeholder('chargerId')}`);
  if (filters.portId !== undefined) parts.push(sql`${columns.port} = ${sql.placeholder('portId')}`);
  if (filters.from !== undefined) parts.push(sql`${columns.at} >= ${sql.placeholder('from')}`);
  if (filters.to !== undefined) parts.push(sql`${columns.at} <= ${sql.placeholder('to')}`);
  return sql.join(parts, sql` and `);
}

const of = (table: string, at: string) => ({
  station: sql.raw(`${table}.station_id`),
  charger: sql.raw(`${table}.pile_id`),
  port: sql.raw(`${table}.port_id`),
  at: sql.raw(`${table}.${at}`),
});

// Every source yields: at, kind, event, station_id, pile_id, port_id, status_from, status_to, session_id, order_id,
// order_no, energy_wh, end_kind, alarm_id, code, message, operation_id, username, result_code, reason.
function sources(filters: TimelineFilters): Array<{ kind: TimelineKind; query: SQL }> {
  const e = of('e', 'at');
  const s = of('s', 'started_at');
  const sEnd = of('s', 'ended_at');
  const o = of('o', 'started_at');
  const oEnd = of('o', 'ended_at');
  const raised = of('a', 'raised_at');
  const acked = of('a', 'acknowledged_at');
  const repaired = of('a', 'repaired_at');
  const c = {
    station: sql.raw('c.station_id'),
    charger: sql.raw('c.pile_id'),
    port: sql.raw('c.port_id'),
    at: sql.raw('c.at'),
  };
  return [
    {
      kind: 'status',
      query: sql`select e.at, 'status', 'status', e.station_id, e.pile_id, e.port_id, e.from_status, e.to_status,
        null, null, null, null, null, null, null, null, null, null, null, null
        from status_events e where ${conditions(filters, e)}`,
    },
    {
      kind: 'session',
      query: sql`select s.started_at, 'session', 'session_started', s.station_id, s.pile_id, s.port_id, null, null,
        s.id, null, null, null, null, null, null, null, null, null, null, null
        from charging_sessions s where s.status = 1 and ${conditions(filters, s)}`,
    },
    {
      kind: 'session',
      query: sql`select o.started_at, 'session', 'session_started', o.station_id, o.pile_id, o.port_id, null, null,
        (select id from charging_sessions where order_id = o.id), o.id, o.order_no, null, null, null, null, null,
        null, null, null, null
        from orders o where ${conditions(filters, o)}`,
    },
    {
      kind: 'session',
      query: sql`select o.ended_at, 'session', 'session_ended', o.station_id, o.pile_id, o.port_id, null, null,
        (select id from charging_sessions where order_id = o.id), o.id, o.order_no, o.energy_wh, o.end_kind, null,
        null, null, null, u.username, null, nullif(o.stop_reason, '')
        from orders o left join admin_users u on u.id = o.stopped_by
        where o.ended_at is not null and ${conditions(filters, oEnd)}`,
    },
    {
      kind: 'session',
      query: sql`select s.ended_at, 'session', 'session_ended', s.station_id, s.pile_id, s.port_id, null, null,
        s.id, null, null, s.energy_wh, s.end_kind, null, null, null, null, u.username, null, nullif(s.stop_reason, '')
        from charging_sessions s left join admin_users u on u.id = s.stopped_by
        where s.status = 2 and s.order_id is null and ${conditions(filters, sEnd)}`,
    },
    {
      kind: 'alarm',
      query: sql`select a.raised_at, 'alarm', 'alarm_raised', a.station_id, a.pile_id, a.port_id, null, null,
        null, null, null, null, null, a.id, a.code, a.message, null, null, null, null
        from alarms a where ${conditions(filters, raised)}`,
    },
    {
      kind: 'alarm',
      query: sql`select a.acknowledged_at, 'alarm', 'alarm_acknowledged', a.station_id, a.pile_id, a.port_id, null,
        null, null, null, null, null, null, a.id, a.code, a.message, null, u.username, null, null
        from alarms a left join admin_users u on u.id = a.acknowledged_by
        where a.acknowledged_at is not null and ${conditions(filters, acked)}`,
    },
    {
      kind: 'alarm',
      query: sql`select a.repaired_at, 'alarm', 'alarm_repaired', a.station_id, a.pile_id, a.port_id, null, null,
        null, null, null, null, null, a.id, a.code, a.message, null, u.username, null, nullif(a.repair_note, '')
        from alarms a left join admin_users u on u.id = a.repaired_by
        where a.repaired_at is not null and ${conditions(filters, repaired)}`,
    },
    {
      kind: 'command',
      query: sql`select c.at, 'command', 'command', c.station_id, c.pile_id, c.port_id, null, null, c.session_id,
        null, null, null, null, null, null, c.result_message, c.operation_id, c.username, c.result_code, c.reason
        from (
          select l.created_at as at, l.operation_id, l.username, l.result_code, l.result_message,
            json_extract(l.params, '$.reason') as reason,
            coalesce(tp.station_id, tq.station_id, tr.station_id, ts.station_id,
              case when l.operation_id in (${list(COMMANDS_ON.station)}) then json_extract(l.params, '$.id') end)
              as station_id,
            coalesce(tp.id, tq.pile_id, tr.pile_id, ts.pile_id) as pile_id,
            coalesce(tq.id, tr.id, ts.port_id) as port_id,
            ts.id as session_id
          from operation_logs l indexed by operation_logs_operation_created_idx
          left join piles tp on l.operation_id in (${list(COMMANDS_ON.charger)}) and tp.id = json_extract(l.params, '$.id')
          left join ports tq on l.operation_id in (${list(COMMANDS_ON.port)}) and tq.id = json_extract(l.params, '$.id')
          left join ports tr
            on l.operation_id in (${list(COMMANDS_ON.startOnPort)}) and tr.id = json_extract(l.params, '$.port_id')
          left join charging_sessions ts
            on l.operation_id in (${list(COMMANDS_ON.session)}) and ts.id = json_extract(l.params, '$.id')
          where l.operation_id in (${list(ALL_COMMANDS)})
        ) c where ${conditions(filters, c)}`,
    },
  ];
}

/** The matching events, newest first, one page (placeholders `limit` and `offset`), each with the total. */
export function timelinePageQuery(filters: TimelineFilters): SQL {
  const chosen = sources(filters).filter((source) => filters.kind === undefined || source.kind === filters.kind);
  // A compound select takes its column names from its first part: this empty one names them.
  const names = sql`select 0 as at, '' as kind, '' as event, 0 as stationId, 0 as chargerId, 0 as portId,
    0 as statusFrom, 0 as statusTo, 0 as sessionId, 0 as orderId, '' as orderNo, 0 as energyWh, '' as endKind,
    0 as alarmId, '' as code, '' as message, '' as operationId, '' as username, '' as resultCode, '' as reason
    where 0`;
  const union = sql.join([names, ...chosen.map((source) => source.query)], sql` union all `);
  return sql`select t.*, p.name as chargerName, q.code as portCode, count(*) over () as total
    from (${union}) t
    left join piles p on p.id = t.chargerId
    left join ports q on q.id = t.portId
    order by t.at desc, t.kind, t.event
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
}

export interface TimelineRecord {
  at: number;
  kind: TimelineKind;
  event: string;
  stationId: number | null;
  chargerId: number | null;
  portId: number | null;
  statusFrom: number | null;
  statusTo: number | null;
  sessionId: number | null;
  orderId: number | null;
  orderNo: string | null;
  energyWh: number | null;
  endKind: string | null;
  alarmId: number | null;
  code: string | null;
  message: string | null;
  operationId: string | null;
  username: string | null;
  resultCode: string | null;
  reason: string | null;
  chargerName: string | null;
  portCode: string | null;
  total: number;
}
