import { type AppDatabase, tables } from '@pcharging/db';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PageWindow } from '../../lib/paging';
import { pageOf } from '../page';

const { chargers, ports, stations, chargingSessions } = tables;

function selectPorts(db: AppDatabase, where: SQL) {
  return (
    db
      .select({
        port: ports,
        serial: chargers.serial,
        chargerName: chargers.name,
        chargerStatus: chargers.status,
        chargerAuditStatus: chargers.auditStatus,
        stationName: stations.name,
        sessionId: chargingSessions.id,
        sessionPowerW: chargingSessions.powerW,
        sessionChargeUntil: chargingSessions.chargeUntil,
      })
      .from(ports)
      .innerJoin(chargers, eq(chargers.id, ports.chargerId))
      // A port has at most one session in progress: the engine opens one only on a free port.
      .leftJoin(chargingSessions, and(eq(chargingSessions.portId, ports.id), eq(chargingSessions.status, 1)))
      .leftJoin(stations, eq(stations.id, ports.stationId))
      .where(where)
      .orderBy(asc(ports.connectorNo), asc(ports.id))
  );
}

export type PortRecord = ReturnType<ReturnType<typeof selectPorts>['all']>[number];

export function portsOfOneCharger(db: AppDatabase, chargerId: number): PortRecord[] {
  return selectPorts(db, eq(ports.chargerId, chargerId)).all();
}

export function listPortPage(db: AppDatabase, chargerId: number, window: PageWindow) {
  const where = eq(ports.chargerId, chargerId);
  return pageOf(db, selectPorts(db, where), window, ports, where);
}

export function findPort(db: AppDatabase, id: number): PortRecord | undefined {
  return selectPorts(db, eq(ports.id, id)).get();
}
