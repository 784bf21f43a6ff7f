import { listOperationLogs } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { expectAnswer, FIRST_PAGE, PAGEINFO, type ProviderState, TOKENS } from './support';

const loggedFor = (account: 'admin' | 'auditor'): ProviderState => [
  'the operation log holds a failed sign-in and a change',
  { account, token: TOKENS[account] },
];

describe('operation log', () => {
  it('lists a page of recorded calls, filtered by result', async () => {
    const page = await expectAnswer({
      state: loggedFor('admin'),
      description: 'a page of the operation log with failures only',
      path: '/OperationLog/lists',
      body: { params: { result: 'failure' }, pageinfo: PAGEINFO },
      answer: okAnswer('listOperationLogs'),
      call: (client) => listOperationLogs(client, { result: 'failure' }, FIRST_PAGE),
    });
    expect(page.items[0]?.success).toEqual(expect.any(Boolean));
  });

  it('is readable by the read-only auditor', async () => {
    const page = await expectAnswer({
      state: loggedFor('auditor'),
      token: TOKENS.auditor,
      description: 'a page of the operation log read by the read-only auditor',
      path: '/OperationLog/lists',
      body: { params: {}, pageinfo: PAGEINFO },
      answer: okAnswer('listOperationLogs'),
      call: (client) => listOperationLogs(client, {}, FIRST_PAGE),
    });
    expect(page.total).toEqual(expect.any(Number));
  });

  it('says what each entry is about, where the backend offers timelines', async () => {
    const page = await expectAnswer({
      state: loggedFor('admin'),
      capability: 'timeline',
      description: 'a page of the operation log with what each entry is about',
      path: '/OperationLog/lists',
      body: { params: {}, pageinfo: PAGEINFO },
      answer: okAnswer('listOperationLogs', {}, 'timeline'),
      call: (client) => listOperationLogs(client, {}, FIRST_PAGE),
    });
    expect(page.items[0]?.subject).toEqual(expect.any(String));
  });
});
