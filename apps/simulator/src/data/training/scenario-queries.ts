import { AuditStatus, ChargerStatus, OrderStatus, PortStatus, StationStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { and, asc, count, eq, gt, gte, inArray, isNotNull, like, ne, notInArray, sql } from 'drizzle-orm';
import { SESSION_PORT_STATUSES } from '../../lib/charger-states';
import type { OpenSessionRow } from '../fleet/network-rows';
import { statementsPerDatabase } from '../prepared';

const { stations, chargers, ports, alarms, rfidCards, customers, priceTemplates, orders, adminUsers, roles } = tables;

/** The operating station with the most approved chargers (the lowest id among equals), with their ids. */
export function busiestStation(db: AppDatabase) {
  const station = db
    .select({ id: stations.id, code: stations.code, name: stations.name })
    .from(stations)
    .innerJoin(chargers, and(eq(chargers.stationId, stations.id), eq(chargers.auditStatus, AuditStatus.Approved)))
    .where(eq(stations.status, StationStatus.Operating))
    .groupBy(stations.id)
    .orderBy(sql`count(${chargers.id}) desc`, asc(stations.id))
    .limit(1)
    .get();
  if (!station) return undefined;
  const approved = db
    .select({ id: chargers.id, status: chargers.status })
    .from(chargers)
    .where(and(eq(chargers.stationId, station.id), eq(chargers.auditStatus, AuditStatus.Approved)))
    .orderBy(asc(chargers.id))
    .all();
  return { ...station, chargers: approved };
}

export function portsOutOfSession(db: AppDatabase, chargerId: number) {
  return db
    .select({ id: ports.id, status: ports.status })
    .from(ports)
    .where(and(eq(ports.chargerId, chargerId), notInArray(ports.status, [...SESSION_PORT_STATUSES])))
    .orderBy(asc(ports.id))
    .all();
}

export function openAlarmsSince(db: AppDatabase, scope: { stationId: number; code: string; since: number }): number {
  const row = db
    .select({ n: count() })
    .from(alarms)
    .where(
      and(
        eq(alarms.stationId, scope.stationId),
        eq(alarms.code, scope.code),
        eq(alarms.status, 0),
        gte(alarms.raisedAt, scope.since),
      ),
    )
    .get();
  return row?.n ?? 0;
}

export function firstBoundCard(db: AppDatabase) {
  return db
    .select({ id: rfidCards.id, cardNo: rfidCards.cardNo, holderId: customers.id, holder: customers.name })
    .from(rfidCards)
    .innerJoin(customers, eq(customers.id, rfidCards.customerId))
    .where(and(isNotNull(rfidCards.customerId), eq(rfidCards.status, 1)))
    .orderBy(asc(rfidCards.id))
    .limit(1)
    .get();
}

/** The first enabled customer without a card whose name is not the one given. */
export function customerWithoutCard(db: AppDatabase, otherThan: string) {
  const holders = db.select({ id: rfidCards.customerId }).from(rfidCards).where(isNotNull(rfidCards.customerId));
  return db
    .select({ id: customers.id, name: customers.name, account: customers.account })
    .from(customers)
    .where(and(ne(customers.name, otherThan), notInArray(customers.id, holders), eq(customers.status, 1)))
    .orderBy(asc(customers.id))
    .limit(1)
    .get();
}

export function cardHolderOf(db: AppDatabase, cardNo: string): number | null | undefined {
  return db.select({ customerId: rfidCards.customerId }).from(rfidCards).where(eq(rfidCards.cardNo, cardNo)).get()
    ?.customerId;
}

export function firstStationWithTemplate(db: AppDatabase) {
  return db
    .select({
      id: stations.id,
      code: stations.code,
      name: stations.name,
      templateId: priceTemplates.id,
      templateName: priceTemplates.name,
      electFeeCents: priceTemplates.electFeeCents,
      serviceFeeCents: priceTemplates.serviceFeeCents,
      parkFeeCents: priceTemplates.parkFeeCents,
    })
    .from(stations)
    .innerJoin(priceTemplates, eq(priceTemplates.id, stations.priceTemplateId))
    .where(isNotNull(stations.priceTemplateId))
    .orderBy(asc(stations.id))
    .limit(1)
    .get();
}

export function stationsOnTemplate(db: AppDatabase, templateId: number): number {
  return db.select({ n: count() }).from(stations).where(eq(stations.priceTemplateId, templateId)).get()?.n ?? 0;
}

export function templateOfStation(db: AppDatabase, stationId: number): number | null | undefined {
  return db.select({ templateId: stations.priceTemplateId }).from(stations).where(eq(stations.id, stationId)).get()
    ?.templateId;
}

export function templateFees(db: AppDatabase, templateId: number) {
  return db
    .select({
      electFeeCents: priceTemplates.electFeeCents,
      serviceFeeCents: priceTemplates.serviceFeeCents,
      parkFeeCents: priceTemplates.parkFeeCents,
    })
    .from(priceTemplates)
    .where(eq(priceTemplates.id, templateId))
    .get();
}

export function firstOperatingStation(db: AppDatabase) {
  return db
    .select({ id: stations.id, name: stations.name, operatorId: stations.operatorId })
    .from(stations)
    .where(eq(stations.status, StationStatus.Operating))
    .orderBy(asc(stations.id))
    .limit(1)
    .get();
}

export function chargersWithSerialPrefix(db: AppDatabase, prefix: string): number {
  return (
    db
      .select({ n: count() })
      .from(chargers)
      .where(like(chargers.serial, `${prefix}%`))
      .get()?.n ?? 0
  );
}

export function chargerReview(db: AppDatabase, id: number) {
  return db
    .select({ status: chargers.auditStatus, reason: chargers.auditReason })
    .from(chargers)
    .where(eq(chargers.id, id))
    .get();
}

/** The first approved, online charger of an operating station with no session on any of its ports. */
export function idleOnlineCharger(db: AppDatabase) {
  const busy = db
    .select({ chargerId: ports.chargerId })
    .from(ports)
    .where(inArray(ports.status, [...SESSION_PORT_STATUSES]));
  return db
    .select({
      id: chargers.id,
      serial: chargers.serial,
      name: chargers.name,
      stationId: chargers.stationId,
      station: stations.name,
    })
    .from(chargers)
    .innerJoin(stations, eq(stations.id, chargers.stationId))
    .where(
      and(
        eq(chargers.auditStatus, AuditStatus.Approved),
        eq(chargers.status, ChargerStatus.Online),
        eq(stations.status, StationStatus.Operating),
        notInArray(chargers.id, busy),
      ),
    )
    .orderBy(asc(chargers.id))
    .limit(1)
    .get();
}

export function alarmRepair(db: AppDatabase, id: number) {
  return db
    .select({ status: alarms.status, note: alarms.repairNote, repairedAt: alarms.repairedAt })
    .from(alarms)
    .where(eq(alarms.id, id))
    .get();
}

/** The latest paid order, not refunded, of more than five in the network's money, with its customer and station. */
export function latestPaidOrder(db: AppDatabase) {
  return db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      customerId: orders.customerId,
      totalCents: orders.totalCents,
      paidAt: orders.paidAt,
      customerName: customers.name,
      account: customers.account,
      stationName: stations.name,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(stations, eq(stations.id, orders.stationId))
    .where(and(eq(orders.status, OrderStatus.Paid), eq(orders.refundedCents, 0), gt(orders.totalCents, 500)))
    .orderBy(sql`${orders.paidAt} desc`, asc(orders.id))
    .limit(1)
    .get();
}

export function refundedCents(db: AppDatabase, orderId: number): number {
  return db.select({ cents: orders.refundedCents }).from(orders).where(eq(orders.id, orderId)).get()?.cents ?? 0;
}

/** A session charging on an online charger since before a moment, with where it runs and whose it is. */
export interface ChargingSessionRow extends OpenSessionRow {
  station_id: number;
  pile_id: number;
  port_status: number;
  station_name: string;
  port_code: string;
  account: string;
}

const statements = statementsPerDatabase((sqlite) => ({
  chargingSince: sqlite.prepare<[number, number, number], ChargingSessionRow>(
    `select s.id, s.port_id, s.customer_id, s.card_id, s.start_mode, s.started_at, s.charging_from, s.power_w,
            s.energy_wh, s.measured_at, s.charge_until, s.stalled_since, s.power_steps, s.stop_requested_at,
            s.stop_reason, s.stopped_by, s.station_id, s.pile_id, q.status as port_status,
            st.name as station_name, q.code as port_code, c.account
     from charging_sessions s join ports q on q.id = s.port_id join piles p on p.id = s.pile_id
     join stations st on st.id = s.station_id join customers c on c.id = s.customer_id
     where s.status = 1 and q.status = ? and p.status = ? and s.stalled_since is null and s.power_w > 0
       and s.charging_from < ?
     order by s.charging_from, s.id limit 1`,
  ),
  stop: sqlite.prepare<[number], { status: number; stop_requested_at: number | null; stop_reason: string | null }>(
    'select status, stop_requested_at, stop_reason from charging_sessions where id = ?',
  ),
}));

export const sessionChargingSince = (db: AppDatabase, before: number) =>
  statements(db).chargingSince.get(PortStatus.Charging, ChargerStatus.Online, before);

export const sessionStop = (db: AppDatabase, sessionId: number) => statements(db).stop.get(sessionId);

export function roleByCode(db: AppDatabase, code: string) {
  return db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.code, code)).get();
}

export function userByName(db: AppDatabase, username: string) {
  return db
    .select({ roleId: adminUsers.roleId, status: adminUsers.status })
    .from(adminUsers)
    .where(eq(adminUsers.username, username))
    .get();
}

/** Every role's rights as one text: a role changed on the way (to "make it work") shows as a different text. */
export function rightsOfEveryRole(db: AppDatabase): string {
  return db
    .select({ id: roles.id, actions: roles.actionList, status: roles.status })
    .from(roles)
    .orderBy(asc(roles.id))
    .all()
    .map((role) => `${role.id}:${role.status}:${role.actions}`)
    .join('|');
}

/** Each session's port and driver, as a trainer names it: `CA-01-1-2 (driver@example)`, in id order. */
export function sessionLabels(db: AppDatabase, ids: readonly number[]): string[] {
  if (ids.length === 0) return [];
  return db
    .select({ port: ports.code, account: customers.account })
    .from(tables.chargingSessions)
    .innerJoin(ports, eq(ports.id, tables.chargingSessions.portId))
    .innerJoin(customers, eq(customers.id, tables.chargingSessions.customerId))
    .where(inArray(tables.chargingSessions.id, [...ids]))
    .orderBy(asc(tables.chargingSessions.id))
    .all()
    .map((row) => `${row.port} (${row.account})`);
}

export function orderNumbers(db: AppDatabase, ids: readonly number[]): string[] {
  if (ids.length === 0) return [];
  return db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.id))
    .all()
    .map((row) => row.orderNo);
}

export function stationNames(db: AppDatabase, ids: readonly number[]): string[] {
  if (ids.length === 0) return [];
  return db
    .select({ name: stations.name })
    .from(stations)
    .where(inArray(stations.id, [...ids]))
    .orderBy(asc(stations.id))
    .all()
    .map((row) => row.name);
}
