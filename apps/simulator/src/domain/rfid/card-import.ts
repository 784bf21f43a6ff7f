import type { components } from '@pcharging/api-client';
import { AccountStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { insertCard } from '../../data/rfid/card-writes';
import {
  type CardHolder,
  cardNoTaken,
  customersByAccount,
  existingCardNos,
  stationExists,
} from '../../data/rfid/rfid-queries';
import { BusinessError, duplicateName } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { resolveRef } from '../../lib/openapi-schemas';
import type { Domain } from '../domain';
import { sendCardBoundNotice } from './card-notices';

type ImportReport = components['schemas']['RfidImportReport'];
type ImportRow = ImportReport['rows'][number];

/** The card number rule of the OpenAPI document, so that the import and `Rfid/add` cannot drift apart. */
const cardNoPattern = new RegExp(String(resolveRef({ $ref: '#/components/schemas/RfidCardNo' })?.pattern));

/** Card numbers are kept as readers report them: upper-case, without spaces around. */
export const normalizeCardNo = (cardNo: string) => cardNo.trim().toUpperCase();

/** One row of an import: where it stood in the file, the card number and the account it is for (or none). */
export interface CardEntry {
  row: number;
  cardNo: string;
  account: string;
}

/** A new card, free, at a station or at none; returns its id. */
export function addCard(domain: Domain, card: { cardNo: string; stationId: number | undefined }): number {
  const cardNo = normalizeCardNo(card.cardNo);
  if (card.stationId !== undefined && !stationExists(domain.db, card.stationId)) {
    throw new BusinessError(ErrorCode.NotFound, 'unknownStation');
  }
  if (cardNoTaken(domain.db, cardNo)) throw duplicateName(cardNo);
  const added = { cardNo, stationId: card.stationId ?? null, customerId: null, boundAt: null };
  return insertCard(domain.db, added, domain.clock.now());
}

type Verdict =
  | { outcome: 'imported'; holder: CardHolder | undefined }
  | { outcome: 'skipped' | 'failed'; reason: NonNullable<ImportRow['reason']>; message: string };

/** Inserts every acceptable row in one transaction (binding and notifying where an account is named). */
export function importCards(domain: Domain, entries: readonly CardEntry[]): ImportReport {
  const { db, locale } = domain;
  const now = domain.clock.now();
  return db.transaction(() => {
    const wellFormed = entries.filter((entry) => cardNoPattern.test(entry.cardNo)).map((entry) => entry.cardNo);
    const existing = existingCardNos(db, [...new Set(wellFormed)]);
    const holders = customersByAccount(db, [...new Set(entries.map((entry) => entry.account).filter(Boolean))]);
    const firstRowOf = new Map<string, number>();

    const judge = (entry: CardEntry): Verdict => {
      if (!cardNoPattern.test(entry.cardNo)) {
        return { outcome: 'failed', reason: 'invalid_format', message: translate(locale, 'importInvalidCardNo') };
      }
      const firstRow = firstRowOf.get(entry.cardNo);
      if (firstRow !== undefined) {
        const message = translate(locale, 'importDuplicateInFile', { row: firstRow });
        return { outcome: 'skipped', reason: 'duplicate_in_file', message };
      }
      firstRowOf.set(entry.cardNo, entry.row);
      if (existing.has(entry.cardNo)) {
        return { outcome: 'skipped', reason: 'already_exists', message: translate(locale, 'importAlreadyExists') };
      }
      const holder = entry.account ? holders.get(entry.account) : undefined;
      if (entry.account && holder?.status !== AccountStatus.Enabled) {
        return { outcome: 'failed', reason: 'unknown_account', message: translate(locale, 'accountInvalid') };
      }
      return { outcome: 'imported', holder };
    };

    const rows = entries.map((entry): ImportRow => {
      const verdict = judge(entry);
      const reported = { row: entry.row, card_no: entry.cardNo, account: entry.account };
      if (verdict.outcome !== 'imported') return { ...reported, ...verdict };
      const holder = verdict.holder;
      insertCard(
        db,
        { cardNo: entry.cardNo, stationId: null, customerId: holder?.id ?? null, boundAt: holder ? now : null },
        now,
      );
      if (holder) sendCardBoundNotice(db, holder, entry.cardNo, now);
      return { ...reported, outcome: 'imported', reason: null, message: '' };
    });
    const tally = (outcome: ImportRow['outcome']) => rows.filter((row) => row.outcome === outcome).length;
    return { imported: tally('imported'), skipped: tally('skipped'), failed: tally('failed'), rows };
  });
}
