import { ErrorCode } from '@pcharging/api-client/wire';
import { tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../../lib/context';
import { BusinessError, InvalidInputError, notFound } from '../../lib/errors';
import { type MessageKey, translate } from '../../lib/messages';
import type { AreaHandlers } from '../../lib/operation-handlers';
import { ok } from '../../lib/wire';
import { type ChargerRecord, findCharger } from './charger.repo';
import { isConnected, MAX_WHITELIST_CARDS, PileAudit, PileStatus, RESTART_DURATION_MS } from './charger-states';
import { parseWhitelist } from './charger-wire';
import { auditStateError, chargerDetailOrThrow } from './device-actions';

const { piles } = tables;

/** Commands reach only a live charger that is talking to the back office. */
function requireReachable(record: ChargerRecord, locale: AppEnv['Variables']['locale'], offlineKey: MessageKey) {
  const { pile } = record;
  if (pile.auditStatus !== PileAudit.Approved) throw auditStateError(locale, pile.auditStatus);
  if (pile.status === PileStatus.Restarting) throw new BusinessError(ErrorCode.InvalidState, 'chargerRestarting');
  if (!isConnected(pile.status)) throw new BusinessError(ErrorCode.InvalidState, offlineKey);
}

function whitelistWire(record: ChargerRecord) {
  const { pile } = record;
  return {
    id: pile.id,
    equipmentid: pile.serial,
    status: pile.status,
    editable: pile.auditStatus === PileAudit.Approved && isConnected(pile.status),
    white_list: parseWhitelist(pile.whiteList),
    max_cards: MAX_WHITELIST_CARDS,
  };
}

/** Card numbers are compared upper-case, as readers report them; each may appear once. */
function normalizedCards(cards: readonly string[], locale: AppEnv['Variables']['locale']): string[] {
  const seen = new Set<string>();
  for (const card of cards.map((value) => value.toUpperCase())) {
    if (seen.has(card)) {
      const message = translate(locale, 'duplicateCard', { card });
      throw new InvalidInputError(message, [{ field: 'white_list', message }]);
    }
    seen.add(card);
  }
  return [...seen];
}

export const pileCommandOperations = {
  restartPile: (c, params) => {
    const { db, clock } = c.var.deps;
    const record = findCharger(db, params.id);
    if (!record) throw notFound();
    requireReachable(record, c.var.locale, 'restartOffline');
    const now = clock.now();
    db.update(piles)
      .set({ status: PileStatus.Restarting, restartUntil: now + RESTART_DURATION_MS, updatedAt: now })
      .where(eq(piles.id, record.pile.id))
      .run();
    return ok(c, chargerDetailOrThrow(db, record.pile.id, now), 'restartIssued');
  },
  getPileWhitelist: (c, params) => {
    const record = findCharger(c.var.deps.db, params.id);
    if (!record) throw notFound();
    return ok(c, whitelistWire(record));
  },
  setPileWhitelist: (c, params) => {
    const { db, clock } = c.var.deps;
    const record = findCharger(db, params.id);
    if (!record) throw notFound();
    const cards = normalizedCards(params.white_list, c.var.locale);
    requireReachable(record, c.var.locale, 'whitelistOffline');
    db.update(piles)
      .set({ whiteList: JSON.stringify(cards), updatedAt: clock.now() })
      .where(eq(piles.id, record.pile.id))
      .run();
    const saved = findCharger(db, record.pile.id);
    if (!saved) throw notFound();
    return ok(c, whitelistWire(saved), 'updated');
  },
} satisfies AreaHandlers;
