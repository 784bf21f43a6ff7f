import { exportJournalEntries, listJournalEntries } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import {
  asExpired,
  asUnknown,
  errorAnswer,
  expectAnswer,
  expectRefusal,
  expectWorkbook,
  FIRST_PAGE,
  invalidAnswer,
  MESSAGES,
  PAGEINFO,
} from './support';

describe('money journal', () => {
  it('lists a page of journal entries', async () => {
    const page = await expectAnswer({
      description: 'a page of journal entries',
      path: '/Journal/lists',
      body: { params: {}, pageinfo: PAGEINFO },
      answer: okAnswer('listJournalEntries'),
      call: (client) => listJournalEntries(client, {}, FIRST_PAGE),
    });
    expect(page.items[0]?.entry_no).toEqual(expect.any(String));
    expect(typeof page.total_capped).toBe('boolean');
  });

  it('refuses a malformed start time with a field error', async () => {
    const error = await expectRefusal({
      description: 'a page of journal entries from a malformed start time',
      path: '/Journal/lists',
      body: { params: { created_from: 'last week' }, pageinfo: PAGEINFO },
      answer: invalidAnswer('created_from', 'Invalid created from'),
      call: (client) => listJournalEntries(client, { created_from: 'last week' }, FIRST_PAGE),
    });
    expect(error?.code).toBe(1001);
  });

  it('answers 401 to an unknown token', async () => {
    const error = await expectRefusal({
      ...asUnknown,
      description: 'a page of journal entries with an unknown token',
      path: '/Journal/lists',
      body: { params: {}, pageinfo: PAGEINFO },
      answer: errorAnswer(401, MESSAGES.unauthorized),
      call: (client) => listJournalEntries(client, {}, FIRST_PAGE),
    });
    expect(error?.kind).toBe('session');
  });

  it('exports the journal as a workbook', async () => {
    const file = await expectWorkbook({
      description: 'an export of the journal',
      path: '/Journal/export',
      body: { params: { type: 1 } },
      disposition: [
        /attachment; filename="journal-\d{8}-\d{6}\.xlsx"/,
        'attachment; filename="journal-20260301-083000.xlsx"',
      ],
      call: (client) => exportJournalEntries(client, { type: 1 }),
    });
    expect(file.fileName).toMatch(/^journal-/);
  });

  it('asks to sign in again before an export with an expired session', async () => {
    const error = await expectRefusal({
      ...asExpired,
      description: 'an export of the journal with an expired session',
      path: '/Journal/export',
      body: { params: {} },
      answer: errorAnswer(1005, MESSAGES.sessionExpired),
      call: (client) => exportJournalEntries(client, {}),
    });
    expect(error?.code).toBe(1005);
  });
});
