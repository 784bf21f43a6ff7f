import type { components } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { type AppDatabase, tables } from '@pcharging/db';
import { type Locale, UPLOAD_LIMITS } from '@pcharging/validation';
import { sendCardBoundNotice } from '../../data/rfid/card-notices';
import { type CardHolder, customersByAccount, existingCardNos } from '../../data/rfid/rfid-queries';
import { BusinessError } from '../../lib/errors';
import { type MessageKey, type MessageValues, translate } from '../../lib/messages';
import { resolveRef } from '../../lib/openapi-schemas';
import { readFirstSheetRows, type SheetRow, UnreadableSpreadsheetError } from '../../lib/spreadsheet';
import { requireUploadWithin } from '../../lib/uploaded-file';

export const MAX_IMPORT_MEGABYTES = UPLOAD_LIMITS.import.maxMegabytes;
export const MAX_IMPORT_ROWS = 1000;

type ImportReport = components['schemas']['RfidImportReport'];
type ImportRow = ImportReport['rows'][number];

/** The card number rule of the OpenAPI document, so that the import and `Rfid/add` cannot drift apart. */
const cardNoPattern = new RegExp(String(resolveRef({ $ref: '#/components/schemas/RfidCardNo' })?.pattern));

export const normalizeCardNo = (cardNo: string) => cardNo.trim().toUpperCase();

const headerKey = (cell: string) => cell.toLowerCase().replace(/[\s_.-]/g, '');
const cardHeaders = new Set([
  'cardno',
  'cardnumber',
  'card',
  'rfid',
  'rfidcard',
  'rfidcardno',
  'numérodecarte',
  '卡号',
]);
const accountHeaders = new Set(['account', 'customeraccount', 'compte', 'compteclient', '账号', '客户账号']);

interface SheetEntry {
  row: number;
  cardNo: string;
  account: string;
}

const invalidFile = (key: MessageKey, values: MessageValues = {}) =>
  new BusinessError(ErrorCode.InvalidInput, key, values);

function sheetRows(bytes: Uint8Array): SheetRow[] {
  try {
    return readFirstSheetRows(bytes);
  } catch (error) {
    if (error instanceof UnreadableSpreadsheetError) throw invalidFile('importTypeNotSupported');
    throw error;
  }
}

/** The card rows of an uploaded workbook whose first non-blank row names the columns; file-level faults throw. */
export async function readCardSheet(file: File | undefined): Promise<SheetEntry[]> {
  const upload = requireUploadWithin(file, MAX_IMPORT_MEGABYTES);
  const [header, ...data] = sheetRows(new Uint8Array(await upload.arrayBuffer()));
  if (!header) throw invalidFile('importNoRows');
  const headers = header.cells.map(headerKey);
  const cardColumn = headers.findIndex((cell) => cardHeaders.has(cell));
  if (cardColumn < 0) throw invalidFile('importNoCardColumn');
  const accountColumn = headers.findIndex((cell) => accountHeaders.has(cell));
  if (data.length === 0) throw invalidFile('importNoRows');
  if (data.length > MAX_IMPORT_ROWS)
    throw invalidFile('importTooManyRows', { max: MAX_IMPORT_ROWS, rows: data.length });
  return data.map((row) => ({
    row: row.number,
    cardNo: normalizeCardNo(row.cells[cardColumn] ?? ''),
    account: accountColumn < 0 ? '' : (row.cells[accountColumn] ?? ''),
  }));
}

type Verdict =
  | { outcome: 'imported'; holder: CardHolder | undefined }
  | { outcome: 'skipped' | 'failed'; reason: NonNullable<ImportRow['reason']>; message: string };

/** Inserts every acceptable row in one transaction (binding and notifying where an account is named). */
export function importCards(
  db: AppDatabase,
  entries: readonly SheetEntry[],
  locale: Locale,
  now: number,
): ImportReport {
  return db.transaction((tx) => {
    const wellFormed = entries.filter((entry) => cardNoPattern.test(entry.cardNo)).map((entry) => entry.cardNo);
    const existing = existingCardNos(tx, [...new Set(wellFormed)]);
    const holders = customersByAccount(tx, [...new Set(entries.map((entry) => entry.account).filter(Boolean))]);
    const firstRowOf = new Map<string, number>();

    const judge = (entry: SheetEntry): Verdict => {
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
      if (entry.account && holder?.status !== 1) {
        return { outcome: 'failed', reason: 'unknown_account', message: translate(locale, 'accountInvalid') };
      }
      return { outcome: 'imported', holder };
    };

    const rows = entries.map((entry): ImportRow => {
      const verdict = judge(entry);
      const reported = { row: entry.row, card_no: entry.cardNo, account: entry.account };
      if (verdict.outcome !== 'imported') return { ...reported, ...verdict };
      tx.insert(tables.rfidCards)
        .values({
          cardNo: entry.cardNo,
          customerId: verdict.holder?.id ?? null,
          boundAt: verdict.holder ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .run();
      if (verdict.holder) sendCardBoundNotice(tx, verdict.holder, entry.cardNo, now);
      return { ...reported, outcome: 'imported', reason: null, message: '' };
    });
    const tally = (outcome: ImportRow['outcome']) => rows.filter((row) => row.outcome === outcome).length;
    return { imported: tally('imported'), skipped: tally('skipped'), failed: tally('failed'), rows };
  });
}
