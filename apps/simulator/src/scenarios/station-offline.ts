import { ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { busiestStation, openAlarmsSince, portsOutOfSession } from '../data/training/scenario-queries';
import { OFFLINE_ALARM } from '../domain/alarm/alarm-kinds';
import { raiseAlarm } from '../domain/alarm/alarm-records';
import { setChargerStatus, setPortStatus } from '../domain/charger/charger-status';
import { numberDetail, type Scenario, ScenarioUnavailableError, scenarioTexts } from './scenario';
import { findingsOf, nothingDeleted } from './scenario-network';

const finding = findingsOf('station-offline');

export const stationOffline: Scenario = {
  ...scenarioTexts('station-offline'),
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
    return [finding('alarms-acknowledged', stillOpen === 0, { open: stillOpen }), nothingDeleted(network)];
  },
};
