import { AuditStatus, ChargerStatus, ChargerType, PortStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { and, eq, gt, inArray } from 'drizzle-orm';

const { chargers, ports, alarms } = tables;

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** What shapes a charger's ports: one per connector, named after the serial number. */
export interface PortLayout {
  serial: string;
  stationId: number | null;
  connectors: number;
  type: number;
  powerKw: number;
  /** Applied to every port when given; new ports otherwise get the type's usual connector. */
  connectType?: number | undefined;
}

export interface ChargerColumns {
  serial: string;
  name: string;
  type: ChargerType;
  manufacturerId: string;
  manufacturerName: string;
  model: string;
  ownStatus: number;
  powerKw: number;
  currentA: number;
  productionDate: string;
  connectors: number;
  chargeModel: string;
  hasPos: number;
}

export type ChargerPatch = Partial<typeof chargers.$inferInsert>;

const portDefaults = (type: number) =>
  type === ChargerType.DC
    ? { connectType: 4, voltageLower: 200, voltageUpper: 1000 }
    : { connectType: 2, voltageLower: 190, voltageUpper: 250 };

/** DC chargers share their power between ports; an AC port has the full power of its charger. */
const portPower = (layout: PortLayout) =>
  layout.type === ChargerType.DC ? layout.powerKw / layout.connectors : layout.powerKw;

/** Brings the ports in line with the charger: codes, station, power; adds missing ones, drops extra ones. */
export function syncPorts(db: Transaction, chargerId: number, layout: PortLayout, now: number): void {
  const existing = db.select().from(ports).where(eq(ports.chargerId, chargerId)).all();
  const extra = existing.filter((port) => port.connectorNo > layout.connectors).map((port) => port.id);
  if (extra.length > 0) {
    db.update(alarms).set({ portId: null }).where(inArray(alarms.portId, extra)).run();
    db.delete(ports)
      .where(and(eq(ports.chargerId, chargerId), gt(ports.connectorNo, layout.connectors)))
      .run();
  }
  const powerKw = portPower(layout);
  for (const port of existing) {
    if (port.connectorNo > layout.connectors) continue;
    db.update(ports)
      .set({
        code: `${layout.serial}-${port.connectorNo}`,
        stationId: layout.stationId,
        powerKw,
        ...(layout.connectType === undefined ? {} : { connectType: layout.connectType }),
        updatedAt: now,
      })
      .where(eq(ports.id, port.id))
      .run();
  }
  const present = new Set(existing.map((port) => port.connectorNo));
  const defaults = portDefaults(layout.type);
  for (let connectorNo = 1; connectorNo <= layout.connectors; connectorNo += 1) {
    if (present.has(connectorNo)) continue;
    db.insert(ports)
      .values({
        code: `${layout.serial}-${connectorNo}`,
        chargerId,
        stationId: layout.stationId,
        connectorNo,
        status: PortStatus.Unavailable,
        ...defaults,
        ...(layout.connectType === undefined ? {} : { connectType: layout.connectType }),
        powerKw,
        createdAt: now,
        updatedAt: now,
      })
      .run();
  }
}

/** A new charger is a draft and offline until it is approved. */
export function insertCharger(
  db: AppDatabase,
  charger: ChargerColumns & { stationId: number | null; operatorId: number | null },
  connectType: number | undefined,
  now: number,
): number {
  return db.transaction((tx) => {
    const [row] = tx
      .insert(chargers)
      .values({
        ...charger,
        status: ChargerStatus.Offline,
        auditStatus: AuditStatus.Draft,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: chargers.id })
      .all();
    if (!row) throw new Error('charger insert returned nothing');
    syncPorts(tx, row.id, { ...charger, connectType }, now);
    return row.id;
  });
}

export function updateCharger(
  db: AppDatabase,
  id: number,
  charger: ChargerColumns & { operatorId: number | null },
  placement: { stationId: number | null; connectType: number | undefined },
  now: number,
): void {
  db.transaction((tx) => {
    tx.update(chargers)
      .set({ ...charger, updatedAt: now })
      .where(eq(chargers.id, id))
      .run();
    syncPorts(tx, id, { ...charger, ...placement }, now);
  });
}

/** Alarms stay in the station's history, detached from the charger that is going away. */
export function deleteChargerRow(db: AppDatabase, id: number): void {
  db.transaction((tx) => {
    const portIds = tx.select({ id: ports.id }).from(ports).where(eq(ports.chargerId, id));
    tx.update(alarms).set({ portId: null }).where(inArray(alarms.portId, portIds)).run();
    tx.update(alarms).set({ chargerId: null }).where(eq(alarms.chargerId, id)).run();
    tx.delete(chargers).where(eq(chargers.id, id)).run();
  });
}

/** Moves a charger to a station (or back to stock with null); either way it starts over as an offline draft. */
export function relocateCharger(
  db: AppDatabase,
  id: number,
  target: { stationId: number | null; operatorId: number | null },
  layout: Omit<PortLayout, 'stationId'>,
  now: number,
): void {
  db.transaction((tx) => {
    tx.update(chargers)
      .set({
        stationId: target.stationId,
        operatorId: target.operatorId,
        status: ChargerStatus.Offline,
        restartUntil: null,
        auditStatus: AuditStatus.Draft,
        auditReason: '',
        submittedAt: null,
        auditedAt: null,
        auditedBy: null,
        updatedAt: now,
      })
      .where(eq(chargers.id, id))
      .run();
    syncPorts(tx, id, { ...layout, stationId: target.stationId }, now);
    tx.update(ports).set({ status: PortStatus.Unavailable }).where(eq(ports.chargerId, id)).run();
  });
}

export function patchCharger(db: AppDatabase, id: number, patch: ChargerPatch): void {
  db.update(chargers).set(patch).where(eq(chargers.id, id)).run();
}

/** An approved charger connects: online, and its ports that waited for it available. */
export function connectApprovedCharger(
  db: AppDatabase,
  id: number,
  approval: ChargerPatch & { updatedAt: number },
): void {
  db.transaction((tx) => {
    tx.update(chargers).set(approval).where(eq(chargers.id, id)).run();
    tx.update(ports)
      .set({ status: PortStatus.Available, updatedAt: approval.updatedAt })
      .where(and(eq(ports.chargerId, id), eq(ports.status, PortStatus.Unavailable)))
      .run();
  });
}

export type PortPatch = Partial<typeof ports.$inferInsert>;

export function patchPort(db: AppDatabase, id: number, patch: PortPatch): void {
  db.update(ports).set(patch).where(eq(ports.id, id)).run();
}
