import {
  firstStationWithTemplate,
  stationNames,
  stationsOnTemplate,
  templateFees,
  templateOfStation,
} from '../data/training/scenario-queries';
import { addPriceTemplate } from '../domain/pricing/price-templates';
import { centsToMoney } from '../lib/money';
import { numberDetail, type Scenario, ScenarioUnavailableError, scenarioTexts, textDetail } from './scenario';
import { findingsOf, nothingDeleted } from './scenario-network';

const finding = findingsOf('price-change');

const raised = (cents: number) => Math.round(cents * 1.1);

const feesOf = (fees: { electFeeCents: number; serviceFeeCents: number; parkFeeCents: number }) =>
  `${fees.electFeeCents}/${fees.serviceFeeCents}/${fees.parkFeeCents}`;

/** A new tariff is ready but not applied: the trainee moves one station to it, or edits the shared template. */
export const priceChange: Scenario = {
  ...scenarioTexts('price-change'),
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
    const stationId = numberDetail(details, 'stationId');
    const templateId = templateOfStation(db, stationId);
    const current = templateFees(db, numberDetail(details, 'currentTemplateId'));
    const stillSharing = stationsOnTemplate(db, numberDetail(details, 'currentTemplateId'));
    const moved = templateId === numberDetail(details, 'newTemplateId');
    const othersKept = current !== undefined && feesOf(current) === details.currentTemplateFees;
    // Counted against whether the station itself moved: a neighbour moved instead must not pass for it.
    const othersStayed = stillSharing === numberDetail(details, 'stationsOnCurrentTemplate') - (moved ? 1 : 0);
    const othersMoved = network
      .operationsSince(['setStationPriceTemplate'])
      .filter((operation) => operation.succeeded && Number(operation.params.id) !== stationId)
      .map((operation) => Number(operation.params.id));
    // What the trainer has to undo: the shared template by name, and each station moved by name.
    const harmed = [
      ...(othersKept ? [] : [`“${textDetail(details, 'currentTemplateName')}”`]),
      ...stationNames(db, [...new Set(othersMoved)]),
    ];
    return [
      finding('station-on-new-template', moved),
      finding('other-stations-unchanged', othersKept && othersStayed, { changed: harmed.join(', ') }),
      nothingDeleted(network),
    ];
  },
};
