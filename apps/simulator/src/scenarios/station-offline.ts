import { AlarmStatus, AuditStatus, ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { SESSION_PORT_STATUSES } from '../routes/charger/charger-states';
import { type Scenario, ScenarioUnavailableError } from './scenario';

const { stations, piles, ports, alarms } = tables;

/** The operating station with the most live chargers (the lowest id among equals). */
function busiestStation(db: AppDatabase) {
  return db
    .select({ id: stations.id, code: stations.code, name: stations.name, chargers: sql<number>`count(${piles.id})` })
    .from(stations)
    .innerJoin(piles, and(eq(piles.stationId, stations.id), eq(piles.auditStatus, AuditStatus.Approved)))
    .where(eq(stations.status, 3))
    .groupBy(stations.id)
    .orderBy(sql`count(${piles.id}) desc`, asc(stations.id))
    .limit(1)
    .get();
}

export const stationOffline: Scenario = {
  name: 'station-offline',
  title: 'Station offline',
  description: 'Every charger of one station has lost its connection; an alarm is open for each.',
  load({ db, clock }) {
    const now = clock.now();
    const station = busiestStation(db);
    if (!station) throw new ScenarioUnavailableError('no operating station with chargers');
    const pileIds = db
      .select({ id: piles.id })
      .from(piles)
      .where(and(eq(piles.stationId, station.id), eq(piles.auditStatus, AuditStatus.Approved)))
      .all()
      .map((row) => row.id);
    db.transaction((tx) => {
      tx.update(piles)
        .set({ status: ChargerStatus.Offline, restartUntil: null, updatedAt: now })
        .where(inArray(piles.id, pileIds))
        .run();
      // Ports in a session keep it: the sessions go on unheard of, and become suspect after a while.
      tx.update(ports)
        .set({ status: PortStatus.Unavailable, updatedAt: now })
        .where(and(inArray(ports.pileId, pileIds), notInArray(ports.status, [...SESSION_PORT_STATUSES])))
        .run();
      tx.insert(alarms)
        .values(
          pileIds.map((pileId) => ({
            stationId: station.id,
            pileId,
            source: 'pile',
            code: 'E310',
            level: 2,
            message: 'Communication with the charger lost',
            status: AlarmStatus.Open,
            raisedAt: now,
          })),
        )
        .run();
    });
    return {
      task: `Every charger of ${station.name} (${station.code}) is offline. Find the station from the alarms, acknowledge them, and check that its whitelist cannot be changed while it is offline.`,
      details: { stationId: station.id, stationCode: station.code, chargers: pileIds.length },
    };
  },
};
