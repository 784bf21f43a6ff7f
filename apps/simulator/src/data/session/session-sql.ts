import { ChargerStatus } from '@pcharging/api-client/enums';
import { type SQL, sql } from 'drizzle-orm';
import { customerIdsFound, type PersonSearch, searchesPerson } from '../customer/customer-search';

export interface SessionFilters extends PersonSearch {
  stationId?: number;
  chargerId?: number;
  portId?: number;
  /** Resolved from the customer account before the query is built. */
  customerId?: number;
  /** Resolved from the card number before the query is built. */
  cardId?: number;
  startMode?: number;
  suspect?: boolean;
  /**
   * The start of a port's code or a charger's serial, upper case (both are written so): either may match, with the
   * person. A port's code begins with its charger's serial, so the serial finds each of its ports.
   */
  placePrefix?: string;
}

/**
 * Why a session is suspect, or null: its charger silent (offline since its last heartbeat), or its energy still
 * while it should be charging, for longer than the placeholder `threshold` (ms) before `now`.
 */
const suspectReason = sql`case
  when p.status = ${sql.raw(String(ChargerStatus.Offline))}
    and ${sql.placeholder('now')} - coalesce(p.last_heartbeat_at, s.started_at) > ${sql.placeholder('threshold')}
    then 'charger_offline'
  when s.stalled_since is not null and ${sql.placeholder('now')} - s.stalled_since > ${sql.placeholder('threshold')}
    then 'no_energy'
  end`;

/** A text column starting with the placeholder `placePrefix`, as a range of its (binary) unique index. */
const startsWithPlace = (column: string) =>
  sql`${sql.raw(column)} >= ${sql.placeholder('placePrefix')}
    and ${sql.raw(column)} < ${sql.placeholder('placePrefix')} || char(1114111)`;

/**
 * The open sessions the search finds, each set through its own index: those of a customer the person search finds,
 * at a port whose code starts with the place prefix, or at a charger whose serial does. Reading every open session
 * to test each (14,000 on the `large` seed) took longer than the list's target.
 */
function searchCandidates(filters: SessionFilters): SQL | undefined {
  const sets: SQL[] = [];
  if (searchesPerson(filters)) {
    sets.push(sql`select sc.id from charging_sessions sc indexed by charging_sessions_customer_started_idx
      where sc.customer_id in (${customerIdsFound(filters)}) and sc.status = 1`);
  }
  if (filters.placePrefix !== undefined) {
    sets.push(
      sql`select sq.id from ports pq indexed by ports_code_unique
        cross join charging_sessions sq indexed by charging_sessions_port_started_idx on sq.port_id = pq.id
        where ${startsWithPlace('pq.code')} and sq.status = 1`,
      sql`select sp.id from piles pp indexed by piles_serial_unique
        cross join charging_sessions sp indexed by charging_sessions_pile_started_idx on sp.pile_id = pp.id
        where ${startsWithPlace('pp.serial')} and sp.status = 1`,
    );
  }
  return sets.length > 0 ? sql.join(sets, sql` union all `) : undefined;
}

function whereClause(filters: SessionFilters): SQL {
  const conditions: SQL[] = [sql`s.status = 1`];
  if (filters.stationId !== undefined) conditions.push(sql`s.station_id = ${sql.placeholder('stationId')}`);
  if (filters.chargerId !== undefined) conditions.push(sql`s.pile_id = ${sql.placeholder('chargerId')}`);
  if (filters.portId !== undefined) conditions.push(sql`s.port_id = ${sql.placeholder('portId')}`);
  if (filters.customerId !== undefined) conditions.push(sql`s.customer_id = ${sql.placeholder('customerId')}`);
  if (filters.cardId !== undefined) conditions.push(sql`s.card_id = ${sql.placeholder('cardId')}`);
  if (filters.startMode !== undefined) conditions.push(sql`s.start_mode = ${sql.placeholder('startMode')}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The only open sessions that can be suspect: those at an offline charger and those whose energy stalled. Both sets
 * are small, so asking for suspect sessions reads them instead of every open session.
 */
const suspectCandidates = sql`select sp.id from piles pp indexed by piles_status_idx
    cross join charging_sessions sp indexed by charging_sessions_pile_started_idx on sp.pile_id = pp.id
    where pp.status = ${sql.raw(String(ChargerStatus.Offline))} and sp.status = 1
  union all
  select ss.id from charging_sessions ss indexed by charging_sessions_stalled_idx
    where ss.stalled_since is not null and ss.status = 1`;

/** The open sessions matching the filters with their suspect reason: the base of the count and the page. */
function matching(filters: SessionFilters): SQL {
  const suspectFilter =
    filters.suspect === undefined ? sql`` : filters.suspect ? sql`where reason is not null` : sql`where reason is null`;
  const found = searchCandidates(filters);
  // Found sessions are read by id: the status index would read every open session to test each against them.
  const source = found
    ? sql`charging_sessions s not indexed`
    : filters.suspect
      ? sql`charging_sessions s`
      : sql`charging_sessions s indexed by charging_sessions_status_started_idx`;
  const candidates = [
    ...(filters.suspect ? [sql` and s.id in (${suspectCandidates})`] : []),
    ...(found ? [sql` and s.id in (${found})`] : []),
  ];
  return sql`select * from (
    select s.id as id, s.started_at as startedAt, ${suspectReason} as reason
    from ${source}
    cross join piles p on p.id = s.pile_id
    where ${whereClause(filters)}${sql.join(candidates)}
  ) ${suspectFilter}`;
}

/** How many sessions match, and how many of them are suspect. */
export function sessionCountQuery(filters: SessionFilters): SQL {
  return sql`select count(*) as total, coalesce(sum(reason is not null), 0) as suspect from (${matching(filters)})`;
}

const sessionColumns = sql`s.id as id, s.station_id as stationId, st.name as stationName, s.pile_id as chargerId,
  p.serial as chargerSerial, p.name as chargerName, p.status as chargerStatus, p.last_heartbeat_at as lastHeartbeatAt,
  s.port_id as portId, q.code as portCode, q.alias_name as portAlias, q.status as portStatus,
  s.customer_id as customerId, c.account as account, c.name as customerName, s.card_id as cardId,
  r.card_no as cardNo, s.start_mode as startMode, s.status as status, s.started_at as startedAt,
  s.charging_from as chargingFrom, s.power_w as powerW, s.energy_wh as energyWh, s.measured_at as measuredAt,
  s.charge_until as chargeUntil, s.stalled_since as stalledSince, s.power_steps as powerSteps,
  s.stop_requested_at as stopRequestedAt, s.stop_reason as stopReason, u.username as stoppedBy,
  s.end_kind as endKind, s.ended_at as endedAt, s.order_id as orderId,
  coalesce(o.elect_rate_cents, t.elect_fee_cents) as electRateCents,
  coalesce(o.service_rate_cents, t.service_fee_cents) as serviceRateCents,
  coalesce(o.park_rate_cents, t.park_fee_cents) as parkRateCents,
  coalesce(o.free_park_minutes, t.free_park_minutes) as freeParkMinutes,
  coalesce(o.time_of_use, t.periods) as periods,
  o.duration_minutes as orderMinutes, o.idle_minutes as orderIdleMinutes, o.energy_wh as orderEnergyWh,
  o.elect_fee_cents as orderElectCents, o.service_fee_cents as orderServiceCents, o.park_fee_cents as orderParkCents,
  o.total_cents as orderTotalCents, o.billed_idle_minutes as orderBilledIdleMinutes,
  o.energy_lines as orderEnergyLines`;

const sessionJoins = sql`cross join stations st on st.id = s.station_id
  cross join piles p on p.id = s.pile_id
  cross join ports q on q.id = s.port_id
  cross join customers c on c.id = s.customer_id
  left join rfid_cards r on r.id = s.card_id
  left join admin_users u on u.id = s.stopped_by
  left join orders o on o.id = s.order_id
  left join price_templates t on t.id = coalesce(st.price_template_id, (select min(id) from price_templates))`;

/** One page of the matching sessions, suspect first, then the newest (placeholders `limit` and `offset`). */
export function sessionPageQuery(filters: SessionFilters): SQL {
  return sql`select ${sessionColumns}, page.reason as suspectReason
    from (${matching(filters)} order by reason is null, startedAt desc, id desc
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) page
    cross join charging_sessions s on s.id = page.id
    ${sessionJoins}
    order by page.reason is null, s.started_at desc, s.id desc`;
}

/** One session by id, open or ended. */
export const sessionByIdQuery = sql`select ${sessionColumns}, ${suspectReason} as suspectReason
  from charging_sessions s
  ${sessionJoins}
  where s.id = ${sql.placeholder('id')}`;

export interface SessionRecord {
  id: number;
  stationId: number;
  stationName: string;
  chargerId: number;
  chargerSerial: string;
  chargerName: string;
  chargerStatus: number;
  lastHeartbeatAt: number | null;
  portId: number;
  portCode: string;
  portAlias: string;
  portStatus: number;
  customerId: number;
  account: string;
  customerName: string;
  cardId: number | null;
  cardNo: string | null;
  startMode: number;
  status: number;
  startedAt: number;
  chargingFrom: number | null;
  powerW: number;
  energyWh: number;
  measuredAt: number;
  chargeUntil: number | null;
  stalledSince: number | null;
  powerSteps: string;
  stopRequestedAt: number | null;
  stopReason: string;
  stoppedBy: string | null;
  endKind: string | null;
  endedAt: number | null;
  orderId: number | null;
  electRateCents: number | null;
  serviceRateCents: number | null;
  parkRateCents: number | null;
  freeParkMinutes: number | null;
  /** The time-of-use periods (JSON) of the order, else of the station's template now. */
  periods: string | null;
  /** The order's own figures once the session became one. */
  orderMinutes: number | null;
  orderIdleMinutes: number | null;
  orderEnergyWh: number | null;
  orderElectCents: number | null;
  orderServiceCents: number | null;
  orderParkCents: number | null;
  orderTotalCents: number | null;
  orderBilledIdleMinutes: number | null;
  /** The order's energy lines (JSON) when it was priced in several time-of-use periods. */
  orderEnergyLines: string | null;
  suspectReason: 'charger_offline' | 'no_energy' | null;
}
