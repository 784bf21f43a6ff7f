import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signIn } from './testing/harness';
import { manyRowsWorkbook, zipBombWorkbook } from './testing/hostile-workbooks';

/**
 * Finding 3 of issue 31: a workbook import parsed the whole file on the request loop before its row limit, so one
 * upload stalled every other call for seconds. A hostile workbook is refused from its declared sizes, its real
 * ones, or at the row limit, and is read off the request loop (what that spares other calls is measured by
 * `npm run bench:import`).
 */

let harness: Harness;
let token = '';
beforeAll(async () => {
  harness = await createHarness();
  token = (await signIn(harness, 'support')).token;
});
afterAll(() => harness.close());

async function importWorkbook(bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'cards.xlsx');
  const request = new Request('http://sim.test/api/index.php/_pcharging/Rfid/import', {
    method: 'POST',
    headers: { token },
    body: form,
  });
  return (await (await harness.app.fetch(request)).json()) as { code: number; msg: string };
}

const TOO_LARGE = 'The workbook is too large to read: it may unpack to at most 16 MB';
// Building the hostile files (deflating tens of megabytes) and starting a reader thread take seconds on a busy machine.
const SLOW = 30_000;

describe('hostile workbook imports', () => {
  it(
    'refuses a sheet of two million rows from its declared size, without parsing it',
    async () => {
      const bytes = manyRowsWorkbook(2_000_000);
      expect(bytes.length).toBeLessThan(1024 * 1024);
      expect(await importWorkbook(bytes)).toMatchObject({ code: 1001, msg: TOO_LARGE });
    },
    SLOW,
  );

  it(
    'refuses a zip bomb, whether its sizes are told or lied about',
    async () => {
      expect(await importWorkbook(zipBombWorkbook(24, false))).toMatchObject({ code: 1001, msg: TOO_LARGE });
      expect(await importWorkbook(zipBombWorkbook(24, true))).toMatchObject({ code: 1001, msg: TOO_LARGE });
    },
    SLOW,
  );

  it(
    'stops reading a long sheet at the row limit',
    async () => {
      expect(await importWorkbook(manyRowsWorkbook(50_000))).toMatchObject({
        code: 1001,
        msg: 'At most 1000 cards can be imported at a time; the sheet has more',
      });
    },
    SLOW,
  );
});
