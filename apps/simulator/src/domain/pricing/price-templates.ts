import type { components } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import {
  anyPriceTemplate,
  findPriceTemplate,
  priceTemplateNameTaken,
} from '../../data/price-template/price-template-queries';
import {
  deletePriceTemplateRow,
  insertPriceTemplate,
  updatePriceTemplate,
} from '../../data/price-template/price-template-writes';
import { findStation } from '../../data/station/station-queries';
import { patchStation } from '../../data/station/station-writes';
import { BusinessError, duplicateName, found, notFound } from '../../lib/errors';
import { checkedPricePeriods } from '../../lib/invalid-input';
import { moneyToCents } from '../../lib/money';
import type { Domain } from '../domain';
import { TEMPLATE_FREE_IDLE_MINUTES } from './tariff';

type PriceTemplateInput = components['schemas']['PriceTemplateInput'];

/** The periods a template charges by: a time-of-use template's, checked to cover the day once; none otherwise. */
export function periodsOfInput(domain: Domain, input: PriceTemplateInput) {
  return input.feetype === 2 ? checkedPricePeriods(domain.locale, input.period ?? []) : [];
}

function columnsFrom(domain: Domain, input: PriceTemplateInput) {
  return {
    name: input.name.trim(),
    feeType: input.feetype,
    electFeeCents: moneyToCents(input.electfee),
    serviceFeeCents: moneyToCents(input.servicefee),
    parkFeeCents: moneyToCents(input.parkfee),
    periods: JSON.stringify(periodsOfInput(domain, input)),
  };
}

/** A new template, named uniquely; the first minutes of idling are free on every template. */
export function addPriceTemplate(domain: Domain, input: PriceTemplateInput): number {
  const name = input.name.trim();
  if (priceTemplateNameTaken(domain.db, name)) throw duplicateName(name);
  return insertPriceTemplate(
    domain.db,
    { ...columnsFrom(domain, input), freeParkMinutes: TEMPLATE_FREE_IDLE_MINUTES },
    domain.clock.now(),
  );
}

/**
 * New prices for a template. Stations point at it, so every one of them charges the new prices from its next
 * session: the answer says how many stations that is.
 */
export function editPriceTemplate(domain: Domain, id: number, input: PriceTemplateInput): { affectedStations: number } {
  const record = found(findPriceTemplate(domain.db, id));
  const name = input.name.trim();
  if (priceTemplateNameTaken(domain.db, name, id)) throw duplicateName(name);
  updatePriceTemplate(domain.db, id, columnsFrom(domain, input), domain.clock.now());
  return { affectedStations: record.stations };
}

/** Only a template no station uses may go. */
export function deletePriceTemplate(domain: Domain, id: number): void {
  const record = found(findPriceTemplate(domain.db, id));
  if (record.stations > 0) throw new BusinessError(ErrorCode.Conflict, 'conflictInUse');
  deletePriceTemplateRow(domain.db, id);
}

/** A station charges by the template chosen for it; a template must exist before one can be chosen. */
export function selectStationPriceTemplate(domain: Domain, stationId: number, templateId: number): void {
  const { db } = domain;
  if (!findStation(db, stationId)) throw notFound();
  if (!anyPriceTemplate(db)) throw new BusinessError(ErrorCode.InvalidState, 'noPriceTemplateYet');
  if (!findPriceTemplate(db, templateId)) throw notFound();
  patchStation(db, stationId, { priceTemplateId: templateId, updatedAt: domain.clock.now() });
}
