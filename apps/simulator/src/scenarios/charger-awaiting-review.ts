import { AuditStatus, ChargerType } from '@pcharging/api-client/enums';
import { chargerReview, chargersWithSerialPrefix, firstOperatingStation } from '../data/training/scenario-queries';
import { addCharger } from '../domain/charger/charger-edits';
import { submitCharger } from '../domain/charger/charger-review';
import { numberDetail, type Scenario, ScenarioUnavailableError } from './scenario';
import { finding, nothingDeleted } from './scenario-network';

const REPORTED_POWER_KW = 60;
const SERIAL_PREFIX = 'TRN';

/** Two chargers installed and sent for review: one as the installer reported it, one with its power mistyped. */
export const chargerAwaitingReview: Scenario = {
  name: 'charger-awaiting-review',
  title: { en: 'Chargers awaiting review', fr: 'Bornes en attente de validation', 'zh-cn': '待审核的充电桩' },
  description: {
    en: 'Two new chargers wait for review; one of them was entered with a wrong power.',
    fr: 'Deux nouvelles bornes attendent leur validation ; l’une a été saisie avec une mauvaise puissance.',
    'zh-cn': '两台新充电桩等待审核，其中一台录入的功率有误。',
  },
  task: {
    en: 'Two chargers installed at {stationName} wait for review: {goodSerial} and {wrongSerial}. The installer’s report says both are DC, {reportedKw} kW, with two connectors. Approve the one whose data matches the report; reject the other, saying what is wrong.',
    fr: 'Deux bornes installées à {stationName} attendent leur validation : {goodSerial} et {wrongSerial}. Le rapport de l’installateur indique que toutes deux sont en courant continu, {reportedKw} kW, avec deux connecteurs. Validez celle dont les données correspondent au rapport ; refusez l’autre en disant ce qui ne va pas.',
    'zh-cn':
      '{stationName} 安装的两台充电桩等待审核：{goodSerial} 和 {wrongSerial}。安装报告写明两台都是直流、{reportedKw} kW、两个接口。请通过数据与报告一致的那台，驳回另一台并说明错误之处。',
  },
  load(domain) {
    const station = firstOperatingStation(domain.db);
    if (!station) throw new ScenarioUnavailableError('no operating station');
    const taken = chargersWithSerialPrefix(domain.db, SERIAL_PREFIX);
    const serial = (offset: number) => `${SERIAL_PREFIX}${String(taken + offset).padStart(8, '0')}`;
    // Installed as an installer would describe it, then sent for review.
    const install = (serialNo: string, name: string, powerKw: number) => {
      const id = addCharger(domain, {
        stationid: station.id,
        operatorid: station.operatorId,
        equipmentid: serialNo,
        equipmentname: name,
        equipmenttype: ChargerType.DC,
        manufacturerid: 'M-ABB',
        manufacturername: 'ABB',
        equipmentmodel: 'Terra 54',
        ownstatus: 1,
        power: powerKw,
        current: 200,
        productiondate: '2026-01-05',
        connectors: 2,
      });
      submitCharger(domain, id);
      return id;
    };
    const goodSerial = serial(1);
    const wrongSerial = serial(2);
    const goodId = install(goodSerial, `DC ${goodSerial.slice(-2)}`, REPORTED_POWER_KW);
    // A slipped digit: six hundred where sixty was meant.
    const wrongId = install(wrongSerial, `DC ${wrongSerial.slice(-2)}`, REPORTED_POWER_KW * 10);
    return {
      stationId: station.id,
      stationName: station.name,
      goodId,
      goodSerial,
      wrongId,
      wrongSerial,
      reportedKw: REPORTED_POWER_KW,
    };
  },
  check(network, details) {
    const review = (id: number) => chargerReview(network.db, id);
    const good = review(numberDetail(details, 'goodId'));
    const wrong = review(numberDetail(details, 'wrongId'));
    return [
      finding('matching-charger-approved', good?.status === AuditStatus.Approved, {
        passed: {
          en: 'The charger that matches the report was approved.',
          fr: 'La borne conforme au rapport a été validée.',
          'zh-cn': '与报告一致的充电桩已通过审核。',
        },
        failed: {
          en: 'The charger that matches the report is not approved.',
          fr: 'La borne conforme au rapport n’est pas validée.',
          'zh-cn': '与报告一致的充电桩尚未通过审核。',
        },
      }),
      finding(
        'wrong-charger-rejected',
        wrong?.status === AuditStatus.Rejected && (wrong.reason ?? '').trim().length > 0,
        {
          passed: {
            en: 'The charger with the wrong power was rejected, with a reason.',
            fr: 'La borne à la puissance erronée a été refusée, avec une raison.',
            'zh-cn': '功率有误的充电桩已被驳回并说明了原因。',
          },
          failed: {
            en: 'The charger with the wrong power was not rejected with a reason.',
            fr: 'La borne à la puissance erronée n’a pas été refusée avec une raison.',
            'zh-cn': '功率有误的充电桩没有被驳回或未说明原因。',
          },
        },
      ),
      nothingDeleted(network),
    ];
  },
};
