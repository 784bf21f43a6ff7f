import type { components } from '@pcharging/api-client';
import {
  findPriceTemplate,
  listPriceTemplatePage,
  type PriceTemplateRecord,
  priceTemplateOptions,
} from '../../data/price-template/price-template-queries';
import { type PreviewFigures, previewPriceTemplate } from '../../domain/pricing/price-preview';
import { addPriceTemplate, deletePriceTemplate, editPriceTemplate } from '../../domain/pricing/price-templates';
import { periodsOnWire } from '../../domain/pricing/tariff';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok } from '../../http/wire';
import { found } from '../../lib/errors';
import { iso } from '../../lib/iso-time';
import { centsToMoney } from '../../lib/money';

function priceTemplateAnswer(record: PriceTemplateRecord): components['schemas']['PriceTemplate'] {
  const { template } = record;
  return {
    id: template.id,
    name: template.name,
    feetype: template.feeType,
    electfee: centsToMoney(template.electFeeCents),
    servicefee: centsToMoney(template.serviceFeeCents),
    parkfee: centsToMoney(template.parkFeeCents),
    free_park_minutes: template.freeParkMinutes,
    period: periodsOnWire(template.periods),
    stations: record.stations,
    updated_at: iso(template.updatedAt),
  };
}

const kwh = (wh: number) => Math.round(wh) / 1000;

function previewFiguresAnswer(figures: PreviewFigures): components['schemas']['PricePreviewFigures'] {
  return {
    sessions: figures.sessions,
    energy_kwh: kwh(figures.energyWh),
    income_before: centsToMoney(figures.beforeCents),
    income_after: centsToMoney(figures.afterCents),
    change: centsToMoney(figures.afterCents - figures.beforeCents),
  };
}

export const priceTemplateOperations = {
  listPriceTemplates: (c, params, paging) => {
    const name = typeof params.name === 'string' ? params.name.trim() : undefined;
    const page = listPriceTemplatePage(c.get('deps').db, name || undefined, paging);
    return ok(c, { total: page.total, items: page.items.map(priceTemplateAnswer) });
  },
  listPriceTemplateOptions: (c) => ok(c, priceTemplateOptions(c.get('deps').db)),
  getPriceTemplate: (c, params) => ok(c, priceTemplateAnswer(found(findPriceTemplate(c.get('deps').db, params.id)))),
  addPriceTemplate: (c, input) => {
    const id = addPriceTemplate(domainOf(c), input);
    return ok(c, priceTemplateAnswer(found(findPriceTemplate(c.get('deps').db, id))));
  },
  editPriceTemplate: (c, input) => {
    const { affectedStations } = editPriceTemplate(domainOf(c), input.id, input);
    const answer = priceTemplateAnswer(found(findPriceTemplate(c.get('deps').db, input.id)));
    return ok(c, { ...answer, affected_stations: affectedStations }, 'updated');
  },
  previewPriceTemplate: (c, input) => {
    const preview = previewPriceTemplate(domainOf(c), input.id, input);
    const { typical } = preview;
    return ok(c, {
      template_id: input.id,
      range: preview.range,
      stations: preview.stations.map((station) => ({
        station_id: station.stationId,
        station_code: station.stationCode,
        station_name: station.stationName,
        ...previewFiguresAnswer(station),
      })),
      totals: previewFiguresAnswer(preview.totals),
      typical: {
        basis: typical.basis,
        energy_kwh: kwh(typical.usage.energyWh),
        charging_minutes: typical.usage.chargingMinutes,
        idle_minutes: typical.usage.idleMinutes,
        cost_before: centsToMoney(typical.beforeCents),
        cost_after: centsToMoney(typical.afterCents),
        change: centsToMoney(typical.afterCents - typical.beforeCents),
      },
    });
  },
  deletePriceTemplate: (c, params) => {
    deletePriceTemplate(domainOf(c), params.id);
    return ok(c, null, 'deleted');
  },
} satisfies AreaHandlers;
