import { AuditStatus, ChargerType } from '@pcharging/api-client/enums';
import { chargerReview, chargersWithSerialPrefix, firstOperatingStation } from '../data/training/scenario-queries';
import { addCharger } from '../domain/charger/charger-edits';
import { submitCharger } from '../domain/charger/charger-review';
import { numberDetail, type Scenario, ScenarioUnavailableError, scenarioTexts } from './scenario';
import { findingsOf, nothingDeleted } from './scenario-network';

const finding = findingsOf('charger-awaiting-review');

const REPORTED_POWER_KW = 60;
const SERIAL_PREFIX = 'TRN';

/** Two chargers installed and sent for review: one as the installer reported it, one with its power mistyped. */
export const chargerAwaitingReview: Scenario = {
  ...scenarioTexts('charger-awaiting-review'),
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
      finding('matching-charger-approved', good?.status === AuditStatus.Approved),
      finding(
        'wrong-charger-rejected',
        wrong?.status === AuditStatus.Rejected && (wrong.reason ?? '').trim().length > 0,
      ),
      nothingDeleted(network),
    ];
  },
};
