import * as XLSX from '@e965/xlsx';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type Cell = string | number | null;

export interface SheetContent {
  name: string;
  header: readonly string[];
  rows: readonly (readonly Cell[])[];
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * Text a user typed (a station named `=HYPERLINK(…)`) becomes a live formula once a spreadsheet program re-reads
 * the cell (an edit, a save as CSV): such text is written with a leading apostrophe, as OWASP advises. A signed
 * number written as text (`-12.50`) cannot be a formula and is left as it is.
 */
export function inertCell(cell: Cell): Cell {
  if (typeof cell !== 'string' || !FORMULA_START.test(cell) || PLAIN_NUMBER.test(cell)) return cell;
  return `'${cell}`;
}

/** Sheets with a header row each, as the bytes of an .xlsx file; text that could be read as a formula made inert. */
export function writeWorkbookSheets(sheets: readonly SheetContent[]) {
  const book = XLSX.utils.book_new();
  for (const { name, header, rows } of sheets) {
    const cells = [header.map(inertCell), ...rows.map((row) => row.map(inertCell))];
    // Dense sheets build several times faster, which matters for exports of tens of thousands of rows.
    const sheet = XLSX.utils.aoa_to_sheet(cells, { dense: true });
    sheet['!cols'] = header.map((title) => ({ wch: Math.max(10, title.length + 2) }));
    XLSX.utils.book_append_sheet(book, sheet, name.slice(0, 31));
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** One sheet with a header row, as the bytes of an .xlsx file. */
export function writeWorkbook(sheetName: string, header: readonly string[], rows: readonly (readonly Cell[])[]) {
  return writeWorkbookSheets([{ name: sheetName, header, rows }]);
}

export class UnreadableSpreadsheetError extends Error {
  constructor() {
    super('not an XLS or XLSX workbook');
    this.name = 'UnreadableSpreadsheetError';
  }
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: number[]) {
  return magic.every((byte, index) => bytes[index] === byte);
}

/** SheetJS loops forever on some truncated zips, so an XLSX must first unzip cleanly and look like a workbook. */
function isWholeXlsx(bytes: Uint8Array): boolean {
  try {
    const entries = unzipSync(bytes, { filter: (entry) => entry.name === 'xl/workbook.xml' });
    return entries['xl/workbook.xml'] !== undefined;
  } catch {
    return false;
  }
}

export class OversizedWorkbookError extends Error {
  constructor() {
    super('the workbook unpacks to more than it may');
    this.name = 'OversizedWorkbookError';
  }
}

/**
 * What the zip's central directory says its files unpack to, read without unpacking anything: a sheet of millions
 * of rows, or a zip bomb, is refused before any parsing. 0 for an XLS (not a zip); throws for a broken zip.
 */
export function declaredUnpackedBytes(bytes: Uint8Array): number {
  if (!startsWith(bytes, ZIP_MAGIC)) return 0;
  let total = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        total += entry.originalSize;
        return false;
      },
    });
  } catch {
    throw new UnreadableSpreadsheetError();
  }
  return total;
}

/**
 * Unpacks every file of a zip, counting, and stops as soon as more than `maxBytes` come out: the sizes a zip
 * declares may lie.
 */
export function checkUnpackedBytes(bytes: Uint8Array, maxBytes: number): void {
  if (!startsWith(bytes, ZIP_MAGIC)) return;
  let total = 0;
  let over = false;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) throw new UnreadableSpreadsheetError();
      total += chunk.length;
      if (total > maxBytes && !over) {
        over = true;
        file.terminate();
      }
    };
    if (!over) file.start();
  });
  unzip.register(UnzipInflate);
  const step = 64 * 1024;
  for (let offset = 0; offset < bytes.length && !over; offset += step) {
    unzip.push(bytes.subarray(offset, offset + step), offset + step >= bytes.length);
  }
  if (over) throw new OversizedWorkbookError();
}

export interface SheetRow {
  /** 1-based, as the spreadsheet program shows it; blank rows are left out but still counted. */
  number: number;
  cells: string[];
}

export interface FirstSheet {
  /** Non-blank rows, header included. */
  rows: SheetRow[];
  /** Whether reading stopped at the limit with rows left below it. */
  cut: boolean;
  /** How many rows the sheet says it has (its dimension), when it says so. */
  declaredRows: number | undefined;
}

function bookOf(bytes: Uint8Array, rowLimit: number): XLSX.WorkBook {
  const isZip = startsWith(bytes, ZIP_MAGIC);
  if (!isZip && !startsWith(bytes, OLE_MAGIC)) throw new UnreadableSpreadsheetError();
  if (isZip && !isWholeXlsx(bytes)) throw new UnreadableSpreadsheetError();
  try {
    return XLSX.read(bytes, {
      type: 'array',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      sheets: 0,
      ...(rowLimit > 0 ? { sheetRows: rowLimit + 1 } : {}),
    });
  } catch {
    throw new UnreadableSpreadsheetError();
  }
}

/**
 * The first sheet of an XLS (OLE) or XLSX (zip) workbook, read up to `rowLimit` rows (0: all): its non-blank rows
 * as trimmed text, header row included, each with its row number. Anything else (CSV, HTML, a renamed image) is
 * refused: imports accept only the two Excel formats.
 */
export function readFirstSheetUpTo(bytes: Uint8Array, rowLimit: number): FirstSheet {
  const book = bookOf(bytes, rowLimit);
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet?.['!ref']) return { rows: [], cut: false, declaredRows: undefined };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const full = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : undefined;
  const firstRow = range.s.r;
  // Blank rows are kept by the reader so that each row's index gives its number, then dropped here.
  const read = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  const rows = read.flatMap((row, index) => {
    const cells = row.map((cell) => String(cell ?? '').trim());
    return cells.some((cell) => cell !== '') ? [{ number: firstRow + index + 1, cells }] : [];
  });
  const cut = rowLimit > 0 && read.length > rowLimit;
  return { rows: cut ? rows.slice(0, rowLimit) : rows, cut, declaredRows: full ? full.e.r - full.s.r + 1 : undefined };
}

/** The non-blank rows of the first sheet, header row included (see readFirstSheetUpTo). */
export function readFirstSheetRows(bytes: Uint8Array): SheetRow[] {
  return readFirstSheetUpTo(bytes, 0).rows;
}

/** The first sheet as rows of trimmed text, header row included (see readFirstSheetRows). */
export function readFirstSheet(bytes: Uint8Array): string[][] {
  return readFirstSheetRows(bytes).map((row) => row.cells);
}
