import { ErrorCode } from '@pcharging/api-client/wire';
import { UPLOAD_LIMITS } from '@pcharging/validation';
import { type CardEntry, normalizeCardNo } from '../../domain/rfid/card-import';
import { BusinessError } from '../../lib/errors';
import type { MessageKey, MessageValues } from '../../lib/messages';
import { MAX_UNPACKED_BYTES, readFirstSheetOffLoop } from '../../lib/sheet-reader';
import { type FirstSheet, OversizedWorkbookError, UnreadableSpreadsheetError } from '../../lib/spreadsheet';
import { requireUploadWithin } from '../../lib/uploaded-file';

export const MAX_IMPORT_MEGABYTES = UPLOAD_LIMITS.import.maxMegabytes;
export const MAX_IMPORT_ROWS = 1000;

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

const invalidFile = (key: MessageKey, values: MessageValues = {}) =>
  new BusinessError(ErrorCode.InvalidInput, key, values);

/** Rows read at most: the header, the cards allowed, and as many blank rows as there may be between them. */
const ROWS_READ = 2 * MAX_IMPORT_ROWS + 1;

async function sheetOf(bytes: Uint8Array, uploader: string): Promise<FirstSheet> {
  try {
    return await readFirstSheetOffLoop(bytes, ROWS_READ, uploader);
  } catch (error) {
    if (error instanceof UnreadableSpreadsheetError) throw invalidFile('importTypeNotSupported');
    if (error instanceof OversizedWorkbookError) {
      throw invalidFile('importTooLarge', { mb: MAX_UNPACKED_BYTES / (1024 * 1024) });
    }
    throw error;
  }
}

/**
 * The card rows of an uploaded workbook whose first non-blank row names the columns; file-level faults throw. Reads
 * wait in the uploader's own line (see readFirstSheetOffLoop).
 */
export async function readCardSheet(file: File | undefined, uploader: string): Promise<CardEntry[]> {
  const upload = requireUploadWithin(file, MAX_IMPORT_MEGABYTES);
  const sheet = await sheetOf(new Uint8Array(await upload.arrayBuffer()), uploader);
  const [header, ...data] = sheet.rows;
  if (!header) throw invalidFile('importNoRows');
  const headers = header.cells.map(headerKey);
  const cardColumn = headers.findIndex((cell) => cardHeaders.has(cell));
  if (cardColumn < 0) throw invalidFile('importNoCardColumn');
  const accountColumn = headers.findIndex((cell) => accountHeaders.has(cell));
  if (data.length === 0) throw invalidFile('importNoRows');
  if (sheet.cut) {
    const rows = sheet.declaredRows === undefined ? undefined : sheet.declaredRows - 1;
    if (rows === undefined || rows <= MAX_IMPORT_ROWS)
      throw invalidFile('importTooManyRowsUncounted', { max: MAX_IMPORT_ROWS });
    throw invalidFile('importTooManyRows', { max: MAX_IMPORT_ROWS, rows });
  }
  if (data.length > MAX_IMPORT_ROWS) {
    throw invalidFile('importTooManyRows', { max: MAX_IMPORT_ROWS, rows: data.length });
  }
  return data.map((row) => ({
    row: row.number,
    cardNo: normalizeCardNo(row.cells[cardColumn] ?? ''),
    account: accountColumn < 0 ? '' : (row.cells[accountColumn] ?? ''),
  }));
}
