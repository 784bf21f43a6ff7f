import { describe, expect, it } from 'vitest';
import { readFirstSheet } from './spreadsheet';
import { EXPORT_CHUNK_ROWS, inChunks, workbookOffLoop } from './workbook-export';

const sheet = { sheetName: 'Orders', header: ['Number', 'Total ($)'] };
const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => [`PC${index}`, index / 100]);

describe('workbooks built off the request loop', () => {
  it('writes every row in order, read chunk by chunk as the worker asks for them', async () => {
    const rows = rowsOf(EXPORT_CHUNK_ROWS * 2 + 17);
    const chunksRead: number[] = [];
    const bytes = await workbookOffLoop(
      sheet,
      inChunks(rows, (chunk) => {
        chunksRead.push(chunk.length);
        return chunk.map((row) => [...row]);
      }),
    );
    expect(chunksRead).toEqual([EXPORT_CHUNK_ROWS, EXPORT_CHUNK_ROWS, 17]);
    const read = readFirstSheet(bytes);
    expect(read[0]).toEqual(sheet.header);
    expect(read).toHaveLength(rows.length + 1);
    expect(read[1]).toEqual(['PC0', '0']);
    expect(read.at(-1)).toEqual([`PC${rows.length - 1}`, String((rows.length - 1) / 100)]);
  });

  it('lets other work run between chunks', async () => {
    let turns = 0;
    let running = true;
    const tick = () => {
      turns += 1;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    await workbookOffLoop(
      sheet,
      inChunks(rowsOf(EXPORT_CHUNK_ROWS * 5), (chunk) => chunk.map((row) => [...row])),
    );
    running = false;
    expect(turns).toBeGreaterThanOrEqual(5);
  });

  it('fails the export, not the next one, when its rows cannot be read', async () => {
    const broken = workbookOffLoop(
      sheet,
      inChunks(rowsOf(10), () => {
        throw new Error('the database went away');
      }),
    );
    await expect(broken).rejects.toThrow('the database went away');
    const next = await workbookOffLoop(sheet, [[['PC1', 1]]]);
    expect(readFirstSheet(next)).toEqual([sheet.header, ['PC1', '1']]);
  });
});
