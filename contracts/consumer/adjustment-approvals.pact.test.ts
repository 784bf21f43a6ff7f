import { requestBalanceAdjustment } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { expectAnswer, expectForbidden } from './support';

// Above the adjuster's ceiling (1,000.00 alone): what the balance-adjust dialog sends for approval instead.
const aboveCeiling = { customer_id: 2, direction: 'credit' as const, amount: '2500.00', reason: 'Fleet settlement' };

describe('adjustments sent for approval', () => {
  it('records an adjustment as a request waiting for a second person', async () => {
    const request = await expectAnswer({
      description: 'an adjustment above the ceiling sent for approval',
      path: '/Adjustment/request',
      body: { params: aboveCeiling },
      answer: okAnswer('requestBalanceAdjustment'),
      call: (client) => requestBalanceAdjustment(client, aboveCeiling),
    });
    expect(request.status).toEqual(expect.any(String));
  });

  it('is refused to the read-only auditor', async () => {
    const error = await expectForbidden({
      description: 'an adjustment sent for approval by the auditor',
      path: '/Adjustment/request',
      body: { params: aboveCeiling },
      call: (client) => requestBalanceAdjustment(client, aboveCeiling),
    });
    expect(error?.code).toBe(403);
  });
});
