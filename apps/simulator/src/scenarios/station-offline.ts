import { AlarmStatus, AuditStatus, ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { SESSION_PORT_STATUSES } from '../lib/charger-states';
import { type Scenario, ScenarioUnavailableError } from './scenario';
import { finding, nothingDeleted } from './scenario-network';

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
  title: { en: 'Station offline', fr: 'Station hors ligne', 'zh-cn': '充电站离线' },
  description: {
    en: 'Every charger of one station has lost its connection; an alarm is open for each.',
    fr: 'Toutes les bornes d’une station ont perdu leur connexion ; une alarme est ouverte pour chacune.',
    'zh-cn': '某个充电站的所有充电桩都断开了连接，每台都有一条未处理的告警。',
  },
  task: {
    en: 'Every charger of {stationName} ({stationCode}) is offline. Find the station from the alarms, acknowledge them, and check that its whitelist cannot be changed while it is offline.',
    fr: 'Toutes les bornes de {stationName} ({stationCode}) sont hors ligne. Retrouvez la station à partir des alarmes, prenez-les en charge, et vérifiez que sa liste blanche ne peut pas être modifiée tant qu’elle est hors ligne.',
    'zh-cn':
      '{stationName}（{stationCode}）的所有充电桩都已离线。请通过告警找到该充电站，确认这些告警，并检查在离线期间无法修改其白名单。',
  },
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
    return { stationId: station.id, stationCode: station.code, stationName: station.name, chargers: pileIds.length };
  },
  check(network, details) {
    const open = network.sqlite
      .prepare(
        `select count(*) as n from alarms where station_id = ? and code = 'E310' and status = ? and raised_at >= ?`,
      )
      .pluck()
      .get(details.stationId, AlarmStatus.Open, network.loadedAt);
    const stillOpen = typeof open === 'number' ? open : 0;
    return [
      finding(
        'alarms-acknowledged',
        stillOpen === 0,
        {
          passed: {
            en: 'Every lost-connection alarm of the station was taken in hand.',
            fr: 'Chaque alarme de perte de connexion de la station a été prise en charge.',
            'zh-cn': '该充电站的所有断连告警都已确认处理。',
          },
          failed: {
            en: '{open} lost-connection alarms of the station are still open.',
            fr: '{open} alarmes de perte de connexion de la station sont encore ouvertes.',
            'zh-cn': '该充电站仍有 {open} 条断连告警未处理。',
          },
        },
        { open: stillOpen },
      ),
      nothingDeleted(network),
    ];
  },
};
