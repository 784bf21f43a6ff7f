import { AlarmStatus, ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { alarmRepair, idleOnlineCharger, portsOutOfSession } from '../data/training/scenario-queries';
import { GROUND_FAULT } from '../domain/alarm/alarm-kinds';
import { raiseAlarm } from '../domain/alarm/alarm-records';
import { setChargerStatus, setPortStatus } from '../domain/charger/charger-status';
import { numberDetail, type Scenario, ScenarioUnavailableError, scenarioTexts } from './scenario';
import { findingsOf, nothingDeleted } from './scenario-network';

const finding = findingsOf('charger-fault');

/** A charger at fault with its alarm open: the technician has been, the operator records it and restarts it. */
export const chargerFault: Scenario = {
  ...scenarioTexts('charger-fault'),
  load(domain) {
    const at = domain.clock.now();
    const charger = idleOnlineCharger(domain.db);
    if (!charger?.stationId) throw new ScenarioUnavailableError('no idle online charger');
    const place = { stationId: charger.stationId, chargerId: charger.id };
    const alarmId = raiseAlarm(domain, { ...place, portId: null }, GROUND_FAULT, at);
    const before = { id: charger.id, stationId: charger.stationId, status: ChargerStatus.Online };
    setChargerStatus(domain, before, { to: ChargerStatus.Fault, at, restartUntil: null });
    for (const port of portsOutOfSession(domain.db, charger.id)) {
      setPortStatus(domain, { ...place, ...port }, { to: PortStatus.Faulted, at, powerKw: 0 });
    }
    return {
      chargerId: charger.id,
      chargerName: charger.name,
      serial: charger.serial,
      stationName: charger.station,
      alarmId,
      alarmCode: GROUND_FAULT.code,
    };
  },
  check(network, details) {
    const alarm = alarmRepair(network.db, numberDetail(details, 'alarmId'));
    const repaired = alarm?.status === AlarmStatus.Repaired;
    const chargerId = numberDetail(details, 'chargerId');
    const restarts = network
      .operationsSince(['restartPile'])
      .filter((operation) => operation.succeeded && Number(operation.params.id) === chargerId);
    return [
      finding('alarm-repaired', repaired && (alarm?.note ?? '').trim().length > 0),
      finding('charger-restarted', restarts.length > 0),
      nothingDeleted(network),
    ];
  },
};
