import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { readFirstSheet, readFirstSheetRows, UnreadableSpreadsheetError, writeWorkbook } from './spreadsheet';

describe('spreadsheets', () => {
  it('reads back what it writes, header first', () => {
    const bytes = writeWorkbook(
      'Orders',
      ['Order no', 'Total'],
      [
        ['OR1', 12.5],
        ['OR2', null],
      ],
    );
    expect(readFirstSheet(bytes)).toEqual([
      ['Order no', 'Total'],
      ['OR1', '12.5'],
      ['OR2', ''],
    ]);
  });

  it('writes text that a spreadsheet program would take for a formula as inert text', () => {
    const link = '=HYPERLINK("http://evil.example","Click me")';
    const bytes = writeWorkbook(
      'Stations',
      ['Name', 'Note', 'Balance'],
      [
        [link, '+1 514 555 0100', '-12.50'],
        ['@SUM(A1:A9)', '\tcmd', -3],
        ['-2+3', '\r=1', 'Plain'],
      ],
    );
    const sheet = XLSX.read(bytes, { type: 'buffer', cellFormula: true }).Sheets.Stations;
    expect(sheet?.A2?.f).toBeUndefined();
    expect(readFirstSheet(bytes).slice(1)).toEqual([
      [`'${link}`, "'+1 514 555 0100", '-12.50'],
      ["'@SUM(A1:A9)", "'\tcmd", '-3'],
      ["'-2+3", "'\r=1", 'Plain'],
    ]);
  });

  it('reads the legacy XLS format too', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['card_no'], [' 0412AB ']]), 'Cards');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    expect(readFirstSheet(bytes)).toEqual([['card_no'], ['0412AB']]);
  });

  it('numbers rows as the spreadsheet program shows them, leaving out blank ones', () => {
    const sheet = XLSX.utils.aoa_to_sheet([]);
    XLSX.utils.sheet_add_aoa(sheet, [['card_no'], ['A1'], [], ['  '], ['B2']], { origin: 'A4' });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Cards');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(readFirstSheetRows(bytes)).toEqual([
      { number: 4, cells: ['card_no'] },
      { number: 5, cells: ['A1'] },
      { number: 8, cells: ['B2'] },
    ]);
  });

  it('refuses CSV, text and a truncated workbook', () => {
    expect(() => readFirstSheet(new TextEncoder().encode('card_no\n0412'))).toThrow(UnreadableSpreadsheetError);
    const workbook = writeWorkbook('x', ['a'], [['b']]);
    // 10, 30 and 41 bytes used to hang the XLSX parser outright.
    for (const length of [10, 30, 41, 300, workbook.length - 30]) {
      expect(() => readFirstSheet(workbook.subarray(0, length))).toThrow(UnreadableSpreadsheetError);
    }
  });
});
