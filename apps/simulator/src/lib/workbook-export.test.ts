import { describe, expect, it } from 'vitest';
import { readFirstSheet } from './spreadsheet';
import { EXPORT_CHUNK_ROWS, idsInSlices, inChunks, workbookOffLoop } from './workbook-export';

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

describe('the ids of an export', () => {
  const ids = Array.from({ length: 12_345 }, (_, index) => index + 1);

  it('reads them slice by slice, up to the cap', async () => {
    const windows: Array<[number, number]> = [];
    const read = await idsInSlices(({ limit, offset }) => {
      windows.push([offset, limit]);
      return ids.slice(offset, offset + limit);
    }, 100_000);
    expect(read).toEqual(ids);
    expect(windows.map(([offset]) => offset)).toEqual([0, 2_500, 5_000, 7_500, 10_000]);
    expect(await idsInSlices(({ limit, offset }) => ids.slice(offset, offset + limit), 7_000)).toEqual(
      ids.slice(0, 7_000),
    );
  });

  it('keeps an id once when rows added meanwhile shift the later slices', async () => {
    let added = 0;
    const read = await idsInSlices(({ limit, offset }) => {
      // A new order (id 0) lands at the top after the first slice: every later row moves down by one.
      const now = added > 0 ? [0, ...ids] : ids;
      added += 1;
      return now.slice(offset, offset + limit);
    }, 100_000);
    // The rows as they were when the export began, each once: the boundary row read twice is kept once.
    expect(read).toEqual(ids);
  });
});
