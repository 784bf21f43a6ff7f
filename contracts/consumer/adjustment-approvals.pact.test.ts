import {
  approveAdjustmentRequest,
  listAdjustmentRequests,
  rejectAdjustmentRequest,
  requestBalanceAdjustment,
} from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import {
  errorAnswer,
  expectAnswer,
  expectForbidden,
  expectRefusal,
  type ProviderState,
  pageRequest,
  TOKENS,
} from './support';

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

/** Request 3 waits, asked by `requester`, after the demo seed's 1 and 2 (finance's); admin decides. */
const waiting = (requester: string): ProviderState => [
  'an adjustment request is waiting',
  { account: 'admin', token: TOKENS.admin, requester, id: '3' },
];

describe('the adjustment approvals list', () => {
  it('lists the waiting requests first with who asked and when', async () => {
    const page = await expectAnswer({
      ...pageRequest('/Adjustment/lists', { status: 'waiting' }, (client, first) =>
        listAdjustmentRequests(client, { status: 'waiting' }, first),
      ),
      state: waiting('finance'),
      description: 'a page of the adjustment requests waiting for approval',
      answer: okAnswer('listAdjustmentRequests'),
    });
    expect(page.items[0]?.requested_by).toEqual(expect.any(String));
  });

  it("approves another person's request, writing its journal entry", async () => {
    const request = await expectAnswer({
      state: waiting('finance'),
      description: "finance's waiting adjustment request approved by admin",
      path: '/Adjustment/approve',
      body: { params: { id: 3 } },
      answer: okAnswer('approveAdjustmentRequest'),
      call: (client) => approveAdjustmentRequest(client, { id: 3 }),
    });
    expect(request.status).toEqual(expect.any(String));
  });

  it('refuses the requester approving their own request', async () => {
    const error = await expectRefusal({
      state: waiting('admin'),
      description: "admin's own waiting adjustment request approved by admin",
      path: '/Adjustment/approve',
      body: { params: { id: 3 } },
      answer: errorAnswer(1009, 'Someone other than the requester must approve or reject it'),
      call: (client) => approveAdjustmentRequest(client, { id: 3 }),
    });
    expect(error?.code).toBe(1009);
  });

  it("rejects another person's request, and nothing moves", async () => {
    const request = await expectAnswer({
      state: waiting('finance'),
      description: "finance's waiting adjustment request rejected by admin",
      path: '/Adjustment/reject',
      body: { params: { id: 3 } },
      answer: okAnswer('rejectAdjustmentRequest'),
      call: (client) => rejectAdjustmentRequest(client, { id: 3 }),
    });
    expect(request.status).toEqual(expect.any(String));
  });
});
