import { ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { busiestStation, openAlarmsSince, portsOutOfSession } from '../data/training/scenario-queries';
import { OFFLINE_ALARM } from '../domain/alarm/alarm-kinds';
import { raiseAlarm } from '../domain/alarm/alarm-records';
import { setChargerStatus, setPortStatus } from '../domain/charger/charger-status';
import { numberDetail, type Scenario, ScenarioUnavailableError } from './scenario';
import { finding, nothingDeleted } from './scenario-network';

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
  load(domain) {
    const at = domain.clock.now();
    const station = busiestStation(domain.db);
    if (!station) throw new ScenarioUnavailableError('no operating station with chargers');
    for (const charger of station.chargers) {
      const place = { stationId: station.id, chargerId: charger.id };
      setChargerStatus(
        domain,
        { ...place, id: charger.id, status: charger.status },
        {
          to: ChargerStatus.Offline,
          at,
          restartUntil: null,
        },
      );
      // Ports in a session keep it: the sessions go on unheard of, and become suspect after a while.
      for (const port of portsOutOfSession(domain.db, charger.id)) {
        setPortStatus(domain, { ...place, ...port }, { to: PortStatus.Unavailable, at, powerKw: 0 });
      }
      raiseAlarm(domain, { ...place, portId: null }, OFFLINE_ALARM, at);
    }
    const chargers = station.chargers.length;
    return { stationId: station.id, stationCode: station.code, stationName: station.name, chargers };
  },
  check(network, details) {
    const stillOpen = openAlarmsSince(network.db, {
      stationId: numberDetail(details, 'stationId'),
      code: OFFLINE_ALARM.code,
      since: network.loadedAt,
    });
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
