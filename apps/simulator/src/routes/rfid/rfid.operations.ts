import type { components } from '@pcharging/api-client';
import {
  findRfidCard,
  listRfidCardPage,
  type RfidCardFilters,
  type RfidCardRecord,
} from '../../data/rfid/rfid-queries';
import { bindCard, createAccountForCard, unbindCard } from '../../domain/rfid/card-binding';
import { addCard, importCards } from '../../domain/rfid/card-import';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok, requireSession } from '../../http/wire';
import { found } from '../../lib/errors';
import { iso } from '../../lib/iso-time';
import { readCardSheet } from './card-sheet';

type RfidCard = components['schemas']['RfidCard'];

function cardAnswer(card: RfidCardRecord): RfidCard {
  return {
    id: card.id,
    card_no: card.cardNo,
    status: card.status,
    customer_id: card.customerId,
    account: card.account,
    customer_name: card.customerName,
    station_id: card.stationId,
    station_name: card.stationName,
    bound_at: iso(card.boundAt),
    created_at: iso(card.createdAt),
  };
}

export const rfidOperations = {
  listRfidCards: (c, params, paging) => {
    const filters: RfidCardFilters = {
      ...(params.card_no?.trim() ? { cardNo: params.card_no.trim() } : {}),
      ...(params.account?.trim() ? { account: params.account.trim() } : {}),
      ...(params.bound === undefined ? {} : { bound: params.bound === 1 }),
      ...(params.station_id === undefined ? {} : { stationId: params.station_id }),
      ...(params.status === undefined ? {} : { status: params.status }),
    };
    const page = listRfidCardPage(c.get('deps').db, filters, paging);
    return ok(c, { total: page.total, items: page.items.map(cardAnswer) });
  },
  addRfidCard: (c, params) => {
    const id = addCard(domainOf(c), { cardNo: params.card_no, stationId: params.station_id });
    return ok(c, cardAnswer(found(findRfidCard(c.get('deps').db, id))), 'added');
  },
  importRfidCards: async (c) => {
    const entries = await readCardSheet(c.get('uploads').file, String(requireSession(c).userId));
    const report = importCards(domainOf(c), entries);
    return ok(c, report, 'importFinished', {
      imported: report.imported,
      skipped: report.skipped,
      failed: report.failed,
    });
  },
  bindRfidCard: (c, params) => {
    bindCard(domainOf(c), params.id, params.account);
    return ok(c, cardAnswer(found(findRfidCard(c.get('deps').db, params.id))), 'bound');
  },
  unbindRfidCard: (c, params) => {
    unbindCard(domainOf(c), params.id);
    return ok(c, cardAnswer(found(findRfidCard(c.get('deps').db, params.id))), 'unbound');
  },
  createRfidAccount: (c, params) => {
    createAccountForCard(domainOf(c), params.id, params);
    return ok(c, cardAnswer(found(findRfidCard(c.get('deps').db, params.id))), 'accountCreated');
  },
} satisfies AreaHandlers;
