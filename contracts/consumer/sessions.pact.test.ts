import { getSession, listSessions, stopSession } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer, okAnswerWithId } from './answer-shape';
import { crudContracts } from './crud-contracts';
import {
  expectAnswer,
  expectRefusal,
  invalidAnswer,
  type ProviderState,
  pageRequest,
  request,
  TOKENS,
} from './support';

// In the demo seed, session 3 is charging on an online charger and session 5 is charging too; the state below
// silences session 5's charger for an hour, so it is suspect and a stop has to wait for it.
const CHARGING = 3;
const STUCK = 5;
const STUCK_STATE: ProviderState = [
  'a charging session is stuck',
  { account: 'admin', token: TOKENS.admin, id: String(STUCK) },
];
const reason = 'Customer called: the car shows charging but no energy';
const stopCharging = request('/Charging_session/stop', { id: CHARGING, reason }, (client) =>
  stopSession(client, { id: CHARGING, reason }),
);

describe('charging sessions', () => {
  crudContracts({
    resource: { one: 'a charging session', many: 'charging sessions', path: '/Charging_session' },
    list: {
      call: listSessions,
      check: (page) => expect(page.items[0]?.state).toEqual(expect.any(String)),
      description: 'a page of the sessions in progress',
    },
    info: {
      id: CHARGING,
      call: getSession,
      check: (session) => expect(session.power_curve.length).toBeGreaterThan(0),
      answer: okAnswerWithId('getSession', CHARGING),
      unknownId: 999999,
    },
    forbidden: [{ ...stopCharging, description: 'a remote stop by the read-only auditor' }],
  });

  it('lists the suspect sessions, with why', async () => {
    const page = await expectAnswer({
      ...pageRequest('/Charging_session/lists', { suspect: 1 }, (client, page) =>
        listSessions(client, { suspect: 1 }, page),
      ),
      state: STUCK_STATE,
      description: 'a page of the suspect sessions',
      answer: okAnswer('listSessions'),
    });
    expect(page.items[0]?.suspect).toEqual(expect.any(Boolean));
  });

  it("finds a driver's session by part of their surname, typed without accents or capitals", async () => {
    const page = await expectAnswer({
      ...pageRequest('/Charging_session/lists', { keyword: 'BOUCH' }, (client, page) =>
        listSessions(client, { keyword: 'BOUCH' }, page),
      ),
      description: 'a page of the sessions of the drivers whose name holds "bouch"',
      answer: okAnswer('listSessions'),
    });
    expect(page.items[0]?.account).toEqual(expect.any(String));
  });

  it('stops a session now, or when its silent charger is back', async () => {
    const stopped = await expectAnswer({
      ...stopCharging,
      description: 'a remote stop of a charging session',
      answer: okAnswer('stopSession', { outcome: 'stopped' }),
    });
    expect(stopped.outcome).toBe('stopped');
    const queued = await expectAnswer({
      ...request('/Charging_session/stop', { id: STUCK, reason }, (client) =>
        stopSession(client, { id: STUCK, reason }),
      ),
      state: STUCK_STATE,
      description: 'a remote stop of a session whose charger is silent',
      answer: okAnswer('stopSession', { outcome: 'queued' }),
    });
    expect(queued.outcome).toBe('queued');
  });

  it('refuses a stop without a reason', async () => {
    const refused = await expectRefusal({
      ...request('/Charging_session/stop', { id: CHARGING, reason: ' ' }, (client) =>
        stopSession(client, { id: CHARGING, reason: ' ' }),
      ),
      description: 'a remote stop with a blank reason',
      answer: invalidAnswer('reason', 'Invalid reason'),
    });
    expect(refused?.code).toBe(1001);
  });
});
