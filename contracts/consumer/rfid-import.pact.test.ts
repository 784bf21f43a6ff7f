import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importRfidCards } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { executeSettled } from './execute-settled';
import {
  apiPath,
  clientFor,
  errorAnswer,
  MESSAGES,
  newPact,
  type ProviderState,
  rejection,
  SIGNED_IN_ADMIN,
  SIGNED_IN_AUDITOR,
  TOKENS,
  XLSX_TYPE,
} from './support';

// Two new card numbers under a `card_no` header.
const CARDS_FILE = join(import.meta.dirname, 'fixtures', 'cards.xlsx');
// Pact would otherwise draw a new boundary on every run, and the pact file would change each time.
const RECORDED_BOUNDARY = 'pact-rfid-import-boundary';

/**
 * An upload as the web app sends it: a multipart body with the workbook as the `file` part. Pact records the
 * file part and matches the multipart Content-Type by pattern, since the browser draws its own boundary.
 */
function uploadPact(description: string, [stateName, stateParams]: ProviderState, token: string, answer: unknown) {
  return newPact()
    .given(stateName, stateParams)
    .uponReceiving(description)
    .withRequestMultipartFileUpload(
      { method: 'POST', path: apiPath('/Rfid/import'), headers: { token } },
      XLSX_TYPE,
      CARDS_FILE,
      'file',
      RECORDED_BOUNDARY,
    )
    .willRespondWith({ status: 200, body: answer });
}

const workbook = () => new Blob([readFileSync(CARDS_FILE)], { type: XLSX_TYPE });

describe('RFID card import', () => {
  it('uploads a workbook and receives a report per row', async () => {
    const pact = uploadPact(
      'a workbook of RFID cards imported',
      SIGNED_IN_ADMIN,
      TOKENS.admin,
      okAnswer('importRfidCards'),
    );
    await executeSettled(pact, async (mock) => {
      const report = await importRfidCards(clientFor(mock.url, { token: TOKENS.admin }), workbook(), 'cards.xlsx');
      expect(report.rows[0]?.card_no).toEqual(expect.any(String));
    });
  });

  it('refuses the read-only auditor an import', async () => {
    const pact = uploadPact(
      'a workbook of RFID cards imported by the read-only auditor',
      SIGNED_IN_AUDITOR,
      TOKENS.auditor,
      errorAnswer(403, MESSAGES.forbidden),
    );
    await executeSettled(pact, async (mock) => {
      const error = await rejection(
        importRfidCards(clientFor(mock.url, { token: TOKENS.auditor }), workbook(), 'cards.xlsx'),
      );
      expect(error?.code).toBe(403);
    });
  });
});
