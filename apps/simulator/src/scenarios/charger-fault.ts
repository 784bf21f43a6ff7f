import { AlarmStatus, AuditStatus, ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { tables } from '@pcharging/db';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { SESSION_PORT_STATUSES } from '../lib/charger-states';
import { numberDetail, type Scenario, ScenarioUnavailableError } from './scenario';
import { finding, nothingDeleted } from './scenario-network';

const { stations, piles, ports, alarms } = tables;

const GROUND_FAULT = { code: 'E204', level: 3, message: 'Ground fault detected' } as const;

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
  load({ db, clock, network }) {
    const now = clock.now();
    const busy = db
      .select({ pileId: ports.pileId })
      .from(ports)
      .where(inArray(ports.status, [...SESSION_PORT_STATUSES]));
    const charger = db
      .select({
        id: piles.id,
        serial: piles.serial,
        name: piles.name,
        stationId: piles.stationId,
        station: stations.name,
      })
      .from(piles)
      .innerJoin(stations, eq(stations.id, piles.stationId))
      .where(
        and(
          eq(piles.auditStatus, AuditStatus.Approved),
          eq(piles.status, ChargerStatus.Online),
          eq(stations.status, 3),
          notInArray(piles.id, busy),
        ),
      )
      .orderBy(asc(piles.id))
      .limit(1)
      .get();
    if (!charger?.stationId) throw new ScenarioUnavailableError('no idle online charger');
    const [alarm] = db
      .insert(alarms)
      .values({
        stationId: charger.stationId,
        pileId: charger.id,
        source: 'pile',
        ...GROUND_FAULT,
        status: AlarmStatus.Open,
        raisedAt: now,
      })
      .returning({ id: alarms.id })
      .all();
    db.update(piles).set({ status: ChargerStatus.Fault, updatedAt: now }).where(eq(piles.id, charger.id)).run();
    db.update(ports)
      .set({ status: PortStatus.Faulted, updatedAt: now })
      .where(and(eq(ports.pileId, charger.id), notInArray(ports.status, [...SESSION_PORT_STATUSES])))
      .run();
    network.reload();
    return {
      chargerId: charger.id,
      chargerName: charger.name,
      serial: charger.serial,
      stationName: charger.station,
      alarmId: alarm?.id ?? 0,
      alarmCode: GROUND_FAULT.code,
    };
  },
  check(network, details) {
    const alarm = network.db
      .select({ status: alarms.status, note: alarms.repairNote, repairedAt: alarms.repairedAt })
      .from(alarms)
      .where(eq(alarms.id, numberDetail(details, 'alarmId')))
      .get();
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
