import { tables } from '@pcharging/db';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { addPriceTemplate } from '../domain/pricing/price-templates';
import { centsToMoney } from '../lib/money';
import { type Scenario, ScenarioUnavailableError } from './scenario';

const { stations, priceTemplates } = tables;

const raised = (cents: number) => Math.round(cents * 1.1);

/** A new tariff is ready but not applied: the trainee moves one station to it, or edits the shared template. */
export const priceChange: Scenario = {
  name: 'price-change',
  title: 'Price change',
  description: 'A station is to move to new rates: a template with the new rates waits, not yet used by any station.',
  load(domain) {
    const { db } = domain;
    const station = db
      .select({
        id: stations.id,
        code: stations.code,
        name: stations.name,
        templateId: priceTemplates.id,
        templateName: priceTemplates.name,
        electFeeCents: priceTemplates.electFeeCents,
        serviceFeeCents: priceTemplates.serviceFeeCents,
        parkFeeCents: priceTemplates.parkFeeCents,
      })
      .from(stations)
      .innerJoin(priceTemplates, eq(priceTemplates.id, stations.priceTemplateId))
      .where(isNotNull(stations.priceTemplateId))
      .orderBy(asc(stations.id))
      .limit(1)
      .get();
    if (!station) throw new ScenarioUnavailableError('no station with a price template');
    const sharing = db
      .select({ n: sql<number>`count(*)` })
      .from(stations)
      .where(eq(stations.priceTemplateId, station.templateId))
      .get();
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
      task: `${station.name} (${station.code}) moves to the rates of "${template.name}". Select that template for the station; editing "${station.templateName}" instead would change ${sharing?.n ?? 0} stations.`,
      details: {
        stationId: station.id,
        stationCode: station.code,
        currentTemplateId: station.templateId,
        newTemplateId: template.id,
        stationsOnCurrentTemplate: sharing?.n ?? 0,
      },
    };
  },
};
