import { ErrorCode } from '@pcharging/api-client/wire';
import { UPLOAD_LIMITS } from '@pcharging/validation';
import { type CardEntry, normalizeCardNo } from '../../domain/rfid/card-import';
import { BusinessError } from '../../lib/errors';
import type { MessageKey, MessageValues } from '../../lib/messages';
import { readFirstSheetRows, type SheetRow, UnreadableSpreadsheetError } from '../../lib/spreadsheet';
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

function sheetRows(bytes: Uint8Array): SheetRow[] {
  try {
    return readFirstSheetRows(bytes);
  } catch (error) {
    if (error instanceof UnreadableSpreadsheetError) throw invalidFile('importTypeNotSupported');
    throw error;
  }
}

/** The card rows of an uploaded workbook whose first non-blank row names the columns; file-level faults throw. */
export async function readCardSheet(file: File | undefined): Promise<CardEntry[]> {
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
