import {
  firstStationWithTemplate,
  stationsOnTemplate,
  templateFees,
  templateOfStation,
} from '../data/training/scenario-queries';
import { addPriceTemplate } from '../domain/pricing/price-templates';
import { centsToMoney } from '../lib/money';
import { numberDetail, type Scenario, ScenarioUnavailableError } from './scenario';
import { finding, nothingDeleted } from './scenario-network';

const raised = (cents: number) => Math.round(cents * 1.1);

const feesOf = (fees: { electFeeCents: number; serviceFeeCents: number; parkFeeCents: number }) =>
  `${fees.electFeeCents}/${fees.serviceFeeCents}/${fees.parkFeeCents}`;

/** A new tariff is ready but not applied: the trainee moves one station to it, or edits the shared template. */
export const priceChange: Scenario = {
  name: 'price-change',
  title: { en: 'Price change', fr: 'Changement de tarif', 'zh-cn': '调整价格' },
  description: {
    en: 'A station is to move to new rates: a template with the new rates waits, not yet used by any station.',
    fr: 'Une station doit passer à de nouveaux tarifs : un modèle avec ces tarifs attend, encore utilisé par aucune station.',
    'zh-cn': '某充电站要改用新费率：新费率的模板已准备好，尚未被任何充电站使用。',
  },
  task: {
    en: '{stationName} ({stationCode}) moves to the rates of "{newTemplateName}". Select that template for the station; editing "{currentTemplateName}" instead would change {stationsOnCurrentTemplate} stations.',
    fr: '{stationName} ({stationCode}) passe aux tarifs de « {newTemplateName} ». Choisissez ce modèle pour la station ; modifier « {currentTemplateName} » changerait plutôt {stationsOnCurrentTemplate} stations.',
    'zh-cn':
      '{stationName}（{stationCode}）改用“{newTemplateName}”的费率。请为该充电站选择这个模板；如果改动“{currentTemplateName}”，会影响 {stationsOnCurrentTemplate} 个充电站。',
  },
  load(domain) {
    const station = firstStationWithTemplate(domain.db);
    if (!station) throw new ScenarioUnavailableError('no station with a price template');
    const sharing = stationsOnTemplate(domain.db, station.templateId);
    const template = {
      name: `${station.templateName} (new rates)`,
      id: addPriceTemplate(domain, {
        name: `${station.templateName} (new rates)`,
        feetype: 1,
        electfee: centsToMoney(raised(station.electFeeCents)),
        servicefee: centsToMoney(raised(station.serviceFeeCents)),
        parkfee: centsToMoney(raised(station.parkFeeCents)),
      }),
    };
    return {
      stationId: station.id,
      stationCode: station.code,
      stationName: station.name,
      currentTemplateId: station.templateId,
      currentTemplateName: station.templateName,
      currentTemplateFees: feesOf(station),
      newTemplateId: template.id,
      newTemplateName: template.name,
      stationsOnCurrentTemplate: sharing,
    };
  },
  check(network, details) {
    const { db } = network;
    const templateId = templateOfStation(db, numberDetail(details, 'stationId'));
    const current = templateFees(db, numberDetail(details, 'currentTemplateId'));
    const stillSharing = stationsOnTemplate(db, numberDetail(details, 'currentTemplateId'));
    const moved = templateId === numberDetail(details, 'newTemplateId');
    const othersKept = current !== undefined && feesOf(current) === details.currentTemplateFees;
    const othersStayed = stillSharing === numberDetail(details, 'stationsOnCurrentTemplate') - 1;
    return [
      finding('station-on-new-template', moved, {
        passed: {
          en: 'The station uses the new rates.',
          fr: 'La station applique les nouveaux tarifs.',
          'zh-cn': '该充电站已使用新费率。',
        },
        failed: {
          en: 'The station does not use the template with the new rates.',
          fr: 'La station n’utilise pas le modèle aux nouveaux tarifs.',
          'zh-cn': '该充电站尚未使用新费率的模板。',
        },
      }),
      finding('other-stations-unchanged', othersKept && othersStayed, {
        passed: {
          en: 'The other stations kept their rates.',
          fr: 'Les autres stations ont gardé leurs tarifs.',
          'zh-cn': '其他充电站的费率保持不变。',
        },
        failed: {
          en: 'Other stations’ rates changed: the shared template was edited or other stations moved.',
          fr: 'Les tarifs d’autres stations ont changé : le modèle partagé a été modifié ou d’autres stations ont changé de modèle.',
          'zh-cn': '其他充电站的费率被改动了：共用模板被修改，或其他充电站换了模板。',
        },
      }),
      nothingDeleted(network),
    ];
  },
};
