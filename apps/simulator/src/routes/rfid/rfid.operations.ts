import type { components } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';
import { BusinessError, duplicateName, notFound } from '../../lib/errors';
import { iso } from '../../lib/money';
import type { AreaHandlers } from '../../lib/operation-handlers';
import { ok } from '../../lib/wire';
import {
  cardNoTaken,
  findCustomerByAccount,
  findRfidCard,
  listRfidCardPage,
  type RfidCardFilters,
  type RfidCardRecord,
  stationExists,
} from './rfid.repo';
import { importCards, normalizeCardNo, readCardSheet } from './rfid-import';
import { sendCardBoundNotice, sendCardUnboundNotice, sendConsentRequest } from './rfid-notices';

const { rfidCards, customers } = tables;

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
    created_at: new Date(card.createdAt).toISOString(),
  };
}

function cardOrThrow(db: AppDatabase, id: number): RfidCardRecord {
  const card = findRfidCard(db, id);
  if (!card) throw notFound();
  return card;
}

/** A card belongs to one account at a time: the holder must unbind it before anyone else gets it. */
function assertUnbound(card: RfidCardRecord): void {
  if (card.customerId !== null) {
    throw new BusinessError(ErrorCode.Conflict, 'cardAlreadyBound', { title: card.account ?? '' });
  }
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
    const page = listRfidCardPage(c.var.deps.db, filters, paging);
    return ok(c, { total: page.total, items: page.items.map(cardAnswer) });
  },
  addRfidCard: (c, params) => {
    const { db, clock } = c.var.deps;
    const cardNo = normalizeCardNo(params.card_no);
    if (params.station_id !== undefined && !stationExists(db, params.station_id)) {
      throw new BusinessError(ErrorCode.InvalidInput, 'unknownStation');
    }
    if (cardNoTaken(db, cardNo)) throw duplicateName(cardNo);
    const now = clock.now();
    const [row] = db
      .insert(rfidCards)
      .values({ cardNo, stationId: params.station_id ?? null, createdAt: now, updatedAt: now })
      .returning({ id: rfidCards.id })
      .all();
    if (!row) throw new Error('card insert returned nothing');
    return ok(c, cardAnswer(cardOrThrow(db, row.id)), 'added');
  },
  importRfidCards: async (c) => {
    const { db, clock } = c.var.deps;
    const entries = await readCardSheet(c.var.uploads.file);
    const report = importCards(db, entries, c.var.locale, clock.now());
    return ok(c, report, 'importFinished', {
      imported: report.imported,
      skipped: report.skipped,
      failed: report.failed,
    });
  },
  bindRfidCard: (c, params) => {
    const { db, clock } = c.var.deps;
    const card = cardOrThrow(db, params.id);
    assertUnbound(card);
    const holder = findCustomerByAccount(db, params.account.trim());
    if (holder?.status !== 1) throw new BusinessError(ErrorCode.InvalidInput, 'accountInvalid');
    const now = clock.now();
    db.transaction((tx) => {
      tx.update(rfidCards)
        .set({ customerId: holder.id, boundAt: now, updatedAt: now })
        .where(eq(rfidCards.id, card.id))
        .run();
      sendCardBoundNotice(tx, holder, card.cardNo, now);
    });
    return ok(c, cardAnswer(cardOrThrow(db, card.id)), 'bound');
  },
  unbindRfidCard: (c, params) => {
    const { db, clock } = c.var.deps;
    const card = cardOrThrow(db, params.id);
    if (card.customerId === null) throw new BusinessError(ErrorCode.InvalidState, 'cardNotBound');
    const holder = { account: card.account ?? '', name: card.customerName ?? '', email: card.customerEmail ?? '' };
    const now = clock.now();
    db.transaction((tx) => {
      tx.update(rfidCards)
        .set({ customerId: null, boundAt: null, updatedAt: now })
        .where(eq(rfidCards.id, card.id))
        .run();
      sendCardUnboundNotice(tx, holder, card.cardNo, now);
    });
    return ok(c, cardAnswer(cardOrThrow(db, card.id)), 'unbound');
  },
  createRfidAccount: (c, params) => {
    const { db, clock } = c.var.deps;
    const card = cardOrThrow(db, params.id);
    assertUnbound(card);
    const account = params.account.trim();
    if (findCustomerByAccount(db, account)) throw duplicateName(account);
    const holder = { account, name: params.name.trim(), email: params.email.trim() };
    const now = clock.now();
    db.transaction((tx) => {
      const [customer] = tx
        .insert(customers)
        .values({ ...holder, phone: params.phone?.trim() ?? '', consent: 0, createdAt: now, updatedAt: now })
        .returning({ id: customers.id })
        .all();
      if (!customer) throw new Error('customer insert returned nothing');
      tx.update(rfidCards)
        .set({ customerId: customer.id, boundAt: now, updatedAt: now })
        .where(eq(rfidCards.id, card.id))
        .run();
      sendConsentRequest(tx, holder, card.cardNo, now);
    });
    return ok(c, cardAnswer(cardOrThrow(db, card.id)), 'accountCreated');
  },
} satisfies AreaHandlers;
