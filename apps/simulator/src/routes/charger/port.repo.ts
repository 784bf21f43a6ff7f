import { type AppDatabase, tables } from '@pcharging/db';
import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PageWindow } from '../../lib/paging';

const { piles, ports, stations } = tables;

function selectPorts(db: AppDatabase, where: SQL) {
  return db
    .select({
      port: ports,
      serial: piles.serial,
      pileName: piles.name,
      pileStatus: piles.status,
      pileAuditStatus: piles.auditStatus,
      stationName: stations.name,
      sessionId: sql<number | null>`(select s.id from charging_sessions s
        where s.port_id = ${ports.id} and s.status = 1 order by s.started_at desc limit 1)`,
      sessionPowerW: sql<number | null>`(select s.power_w from charging_sessions s
        where s.port_id = ${ports.id} and s.status = 1 order by s.started_at desc limit 1)`,
      sessionChargeUntil: sql<number | null>`(select s.charge_until from charging_sessions s
        where s.port_id = ${ports.id} and s.status = 1 order by s.started_at desc limit 1)`,
    })
    .from(ports)
    .innerJoin(piles, eq(piles.id, ports.pileId))
    .leftJoin(stations, eq(stations.id, ports.stationId))
    .where(where)
    .orderBy(asc(ports.connectorNo), asc(ports.id));
}

export type PortRecord = ReturnType<ReturnType<typeof selectPorts>['all']>[number];

export function portsOfPile(db: AppDatabase, pileId: number): PortRecord[] {
  return selectPorts(db, eq(ports.pileId, pileId)).all();
}

export function listPortPage(db: AppDatabase, pileId: number, window: PageWindow) {
  const where = eq(ports.pileId, pileId);
  const items = selectPorts(db, where).limit(window.limit).offset(window.offset).all();
  const [totalRow] = db.select({ total: count() }).from(ports).where(where).all();
  return { items, total: totalRow?.total ?? 0 };
}

export function findPort(db: AppDatabase, id: number): PortRecord | undefined {
  return selectPorts(db, eq(ports.id, id)).get();
}
