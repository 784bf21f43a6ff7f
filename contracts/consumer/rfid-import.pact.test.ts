import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importRfidCards } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { executeSettled } from './execute-settled';
import {
  clientFor,
  errorAnswer,
  MESSAGES,
  type RecordedUpload,
  rejection,
  SIGNED_IN_ADMIN,
  SIGNED_IN_AUDITOR,
  TOKENS,
  uploadPact,
  XLSX_TYPE,
} from './support';

// Two new card numbers under a `card_no` header.
const CARDS_FILE = join(import.meta.dirname, 'fixtures', 'cards.xlsx');
const CARDS_IMPORT: RecordedUpload = {
  path: '/Rfid/import',
  file: CARDS_FILE,
  mime: XLSX_TYPE,
  boundary: 'pact-rfid-import-boundary',
};

const workbook = () => new File([readFileSync(CARDS_FILE)], 'cards.xlsx', { type: XLSX_TYPE });

describe('RFID card import', () => {
  it('uploads a workbook and receives a report per row', async () => {
    const pact = uploadPact(
      CARDS_IMPORT,
      'a workbook of RFID cards imported',
      SIGNED_IN_ADMIN,
      TOKENS.admin,
      okAnswer('importRfidCards'),
    );
    await executeSettled(pact, async (mock) => {
      const report = await importRfidCards(clientFor(mock.url, { token: TOKENS.admin }), {
        file: workbook(),
      });
      expect(report.rows[0]?.card_no).toEqual(expect.any(String));
    });
  });

  it('refuses the read-only auditor an import', async () => {
    const pact = uploadPact(
      CARDS_IMPORT,
      'a workbook of RFID cards imported by the read-only auditor',
      SIGNED_IN_AUDITOR,
      TOKENS.auditor,
      errorAnswer(403, MESSAGES.forbidden),
    );
    await executeSettled(pact, async (mock) => {
      const error = await rejection(
        importRfidCards(clientFor(mock.url, { token: TOKENS.auditor }), { file: workbook() }),
      );
      expect(error?.code).toBe(403);
    });
  });
});
