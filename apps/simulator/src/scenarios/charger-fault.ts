import { AlarmStatus, ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { alarmRepair, idleOnlineCharger, portsOutOfSession } from '../data/training/scenario-queries';
import { GROUND_FAULT } from '../domain/alarm/alarm-kinds';
import { raiseAlarm } from '../domain/alarm/alarm-records';
import { setChargerStatus, setPortStatus } from '../domain/charger/charger-status';
import { numberDetail, type Scenario, ScenarioUnavailableError } from './scenario';
import { finding, nothingDeleted } from './scenario-network';

/** A charger at fault with its alarm open: the technician has been, the operator records it and restarts it. */
export const chargerFault: Scenario = {
  name: 'charger-fault',
  title: { en: 'Charger at fault', fr: 'Borne en défaut', 'zh-cn': '充电桩故障' },
  description: {
    en: 'A charger reports a ground fault; the technician has fixed it on site, and it waits for the operator.',
    fr: 'Une borne signale un défaut d’isolement ; le technicien l’a réparée sur place, elle attend l’opérateur.',
    'zh-cn': '某充电桩报告接地故障；技术员已在现场修好，等待运营人员处理。',
  },
  task: {
    en: 'Charger {chargerName} ({serial}) at {stationName} reports a ground fault (alarm {alarmCode}). The technician has replaced the faulty cable: record the repair on the alarm with a note, then restart the charger remotely.',
    fr: 'La borne {chargerName} ({serial}) de {stationName} signale un défaut d’isolement (alarme {alarmCode}). Le technicien a remplacé le câble en cause : enregistrez la réparation sur l’alarme avec une note, puis redémarrez la borne à distance.',
    'zh-cn':
      '{stationName} 的充电桩 {chargerName}（{serial}）报告接地故障（告警 {alarmCode}）。技术员已更换故障电缆：请在告警上登记维修并填写说明，然后远程重启该充电桩。',
  },
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
      finding('alarm-repaired', repaired && (alarm?.note ?? '').trim().length > 0, {
        passed: {
          en: 'The repair is recorded on the alarm, with a note.',
          fr: 'La réparation est enregistrée sur l’alarme, avec une note.',
          'zh-cn': '已在告警上登记维修并填写了说明。',
        },
        failed: {
          en: 'The alarm has no repair recorded with a note.',
          fr: 'Aucune réparation avec note n’est enregistrée sur l’alarme.',
          'zh-cn': '告警上还没有带说明的维修记录。',
        },
      }),
      finding('charger-restarted', restarts.length > 0, {
        passed: {
          en: 'The charger was restarted remotely.',
          fr: 'La borne a été redémarrée à distance.',
          'zh-cn': '充电桩已被远程重启。',
        },
        failed: {
          en: 'The charger has not been restarted.',
          fr: 'La borne n’a pas été redémarrée.',
          'zh-cn': '充电桩尚未重启。',
        },
      }),
      nothingDeleted(network),
    ];
  },
};
