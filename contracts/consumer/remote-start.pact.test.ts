import { MatchersV3 } from '@pact-foundation/pact';
import { exportChargerMessages, listChargerMessages, startSessionRemotely } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { executeSettled } from './execute-settled';
import {
  apiPath,
  asAuditor,
  clientFor,
  errorAnswer,
  expectAnswer,
  expectRefusal,
  formBody,
  newPact,
  type ProviderState,
  pageRequest,
  rejection,
  TOKENS,
  tokenHeaders,
} from './support';

// In the demo seed port 1 (ABB00100001-1) is available on an online charger; customer 188 has an active card and a
// balance above its station's minimum, customer 10 an active card and CA$8.90; session 1 is charging on port 3.
const FREE_PORT = 1;
const BUSY_PORT = 3;
const DRIVER = 188;
const POOR_DRIVER = 10;
const reason = "Driver's app fails at the car park";
const RESTARTED: ProviderState = ['a charger was restarted', { account: 'admin', token: TOKENS.admin, id: '1' }];

const start = (port_id: number, customer_id: number) => {
  const params = { port_id, customer_id, reason };
  return {
    path: '/Charging_session/start',
    body: { params },
    call: (client: Parameters<typeof startSessionRemotely>[0]) => startSessionRemotely(client, params),
  };
};

describe('remote start', () => {
  it('starts a session on a free port for a customer with a card', async () => {
    const started = await expectAnswer({
      ...start(FREE_PORT, DRIVER),
      description: 'a remote start on a free port',
      answer: okAnswer('startSessionRemotely'),
    });
    expect(started.session.start_mode).toEqual(expect.any(Number));
  });

  it('is refused when the port is in use, saying why', async () => {
    const error = await expectRefusal({
      ...start(BUSY_PORT, DRIVER),
      description: 'a remote start on a port in use',
      answer: errorAnswer(1010, 'The port is in use: a car is plugged in or charging'),
    });
    expect(error?.code).toBe(ErrorCode.PortUnavailable);
  });

  it('is refused when the balance is below the station minimum, saying why', async () => {
    const error = await expectRefusal({
      ...start(FREE_PORT, POOR_DRIVER),
      description: "a remote start for a customer below the station's minimum",
      answer: errorAnswer(1012, "The balance is CA$8.90, below this station's minimum of CA$20.00 to start"),
    });
    expect(error?.code).toBe(ErrorCode.BalanceBelowMinimum);
  });

  it('is refused to the read-only auditor', async () => {
    const error = await expectRefusal({
      ...start(FREE_PORT, DRIVER),
      ...asAuditor,
      description: 'a remote start by the read-only auditor',
      answer: errorAnswer(403, 'No permission for this operation'),
    });
    expect(error?.code).toBe(ErrorCode.Forbidden);
  });
});

describe("a charger's message log", () => {
  // A JSON Lines file is read by Pact's verifier as JSON and fails its binary check, and its lines (ids, times)
  // differ from any example: the contract holds the call and the file's type and name, not its lines.
  it("exports a restarted charger's messages as a JSON Lines file, named by the charger", async () => {
    const pact = newPact('charger-log')
      .given(...RESTARTED)
      .uponReceiving("the export of a restarted charger's messages")
      .withRequest({
        method: 'POST',
        path: apiPath('/Pile/messages_export'),
        headers: tokenHeaders(TOKENS.admin),
        body: formBody({ params: { pile_id: 1 }, token: TOKENS.admin }),
      })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': MatchersV3.regex(/^application\/x-ndjson$/, 'application/x-ndjson'),
          'Content-Disposition': MatchersV3.regex(
            /^attachment; filename="pile-.+-messages-\d{8}-\d{6}\.jsonl"$/,
            'attachment; filename="pile-ABB00100001-messages-20261208-020000.jsonl"',
          ),
        },
      });
    let error: unknown;
    await executeSettled(pact, async (mock) => {
      error = await rejection(exportChargerMessages(clientFor(mock.url, { token: TOKENS.admin }), { pile_id: 1 }));
    });
    // The mock sends no lines: the client asked for the file the server names, and refuses an empty one.
    expect(error).toMatchObject({ kind: 'empty' });
  });

  it('lists a restarted charger messages, newest first', async () => {
    const page = await expectAnswer({
      ...pageRequest('/Pile/messages', { pile_id: 1 }, (client, first) =>
        listChargerMessages(client, { pile_id: 1 }, first),
      ),
      state: RESTARTED,
      description: "a page of a restarted charger's messages",
      answer: okAnswer('listChargerMessages'),
    });
    expect(page.items[0]?.action).toEqual(expect.any(String));
  });
});
