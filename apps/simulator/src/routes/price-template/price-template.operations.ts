import type { components } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { tables } from '@pcharging/db';
import { FREE_PARK_MINUTES } from '@pcharging/validation';
import { eq } from 'drizzle-orm';
import { BusinessError, duplicateName, notFound } from '../../lib/errors';
import { centsToMoney, moneyToCents } from '../../lib/money';
import type { AreaHandlers } from '../../lib/operation-handlers';
import { ok } from '../../lib/wire';
import {
  findPriceTemplate,
  listPriceTemplatePage,
  type PriceTemplateRecord,
  priceTemplateNameTaken,
  priceTemplateOptions,
} from './price-template.repo';

type PriceTemplateInput = components['schemas']['PriceTemplateInput'];
type PricePeriod = components['schemas']['PricePeriod'];
const { priceTemplates } = tables;

function priceTemplateAnswer(record: PriceTemplateRecord) {
  const { template } = record;
  return {
    id: template.id,
    name: template.name,
    feetype: template.feeType,
    electfee: centsToMoney(template.electFeeCents),
    servicefee: centsToMoney(template.serviceFeeCents),
    parkfee: centsToMoney(template.parkFeeCents),
    free_park_minutes: template.freeParkMinutes,
    period: JSON.parse(template.periods) as PricePeriod[],
    stations: record.stations,
    updated_at: new Date(template.updatedAt).toISOString(),
  };
}

function columnsFrom(input: PriceTemplateInput) {
  return {
    name: input.name.trim(),
    feeType: input.feetype,
    electFeeCents: moneyToCents(input.electfee),
    serviceFeeCents: moneyToCents(input.servicefee),
    parkFeeCents: moneyToCents(input.parkfee),
    periods: JSON.stringify(input.feetype === 2 ? (input.period ?? []) : []),
  };
}

export const priceTemplateOperations = {
  listPriceTemplates: (c, params, paging) => {
    const name = typeof params.name === 'string' ? params.name.trim() : undefined;
    const page = listPriceTemplatePage(c.var.deps.db, name || undefined, paging);
    return ok(c, { total: page.total, items: page.items.map(priceTemplateAnswer) });
  },
  listPriceTemplateOptions: (c) => ok(c, priceTemplateOptions(c.var.deps.db)),
  getPriceTemplate: (c, params) => {
    const record = findPriceTemplate(c.var.deps.db, params.id);
    if (!record) throw notFound();
    return ok(c, priceTemplateAnswer(record));
  },
  addPriceTemplate: (c, input) => {
    const { db, clock } = c.var.deps;
    if (priceTemplateNameTaken(db, input.name.trim())) throw duplicateName(input.name.trim());
    const now = clock.now();
    const [row] = db
      .insert(priceTemplates)
      .values({ ...columnsFrom(input), freeParkMinutes: FREE_PARK_MINUTES, createdAt: now, updatedAt: now })
      .returning({ id: priceTemplates.id })
      .all();
    const record = row && findPriceTemplate(db, row.id);
    if (!record) throw notFound();
    return ok(c, priceTemplateAnswer(record));
  },
  editPriceTemplate: (c, input) => {
    const { db, clock } = c.var.deps;
    if (!findPriceTemplate(db, input.id)) throw notFound();
    if (priceTemplateNameTaken(db, input.name.trim(), input.id)) throw duplicateName(input.name.trim());
    db.update(priceTemplates)
      .set({ ...columnsFrom(input), updatedAt: clock.now() })
      .where(eq(priceTemplates.id, input.id))
      .run();
    const record = findPriceTemplate(db, input.id);
    if (!record) throw notFound();
    // Stations point at the template, so every one of them charges the new prices from its next session.
    return ok(c, { ...priceTemplateAnswer(record), affected_stations: record.stations }, 'updated');
  },
  deletePriceTemplate: (c, params) => {
    const { db } = c.var.deps;
    const record = findPriceTemplate(db, params.id);
    if (!record) throw notFound();
    if (record.stations > 0) throw new BusinessError(ErrorCode.Conflict, 'conflictInUse');
    db.delete(priceTemplates).where(eq(priceTemplates.id, record.template.id)).run();
    return ok(c, null, 'deleted');
  },
} satisfies AreaHandlers;
