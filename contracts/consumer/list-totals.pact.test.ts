import { getJournalTotals, getOrderTotals } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { expectAnswer } from './support';

describe('list totals', () => {
  it('counts and sums the paid orders of a station', async () => {
    const params = { station_id: 1, status: 3 as const };
    const totals = await expectAnswer({
      description: "the totals of a station's paid orders",
      path: '/Order/totals',
      body: { params },
      answer: okAnswer('getOrderTotals'),
      call: (client) => getOrderTotals(client, params),
    });
    expect(totals.gross).toEqual(expect.any(String));
    expect(totals.net).toEqual(expect.any(String));
  });

  it('counts and sums the refunds in the journal', async () => {
    const params = { type: 3 as const };
    const totals = await expectAnswer({
      description: "the totals of the journal's refunds",
      path: '/Journal/totals',
      body: { params },
      answer: okAnswer('getJournalTotals'),
      call: (client) => getJournalTotals(client, params),
    });
    expect(totals.entries).toEqual(expect.any(Number));
  });
});
