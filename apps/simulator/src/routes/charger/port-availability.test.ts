import { getPort, getSession, setPortAvailability, unlockPort } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { rejection } from '../../testing/harness';
import { engineOver } from '../../testing/per-test';
import { present } from '../../testing/present';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['ops', 'auditor']);
const { ops, auditor } = suite.clients;
const HOUR = 3600_000;
const one = <T>(query: string, ...values: unknown[]) =>
  suite.harness.database.sqlite.prepare(query).get(...values) as T;

/** A port in a given status on an online charger with other ports, skipping `skip` of them. */
const portIn = (status: number, skip = 0) =>
  one<{ id: number; pile_id: number }>(
    `select q.id, q.pile_id from ports q join piles p on p.id = q.pile_id
     where q.status = ? and p.status = 1 and p.connectors > 1 order by q.id limit 1 offset ?`,
    status,
    skip,
  );

describe('setPortAvailability', () => {
  it('refuses a port in a session, a missing reason, and the read-only role', async () => {
    const busy = portIn(3);
    const refused = await rejection(
      setPortAvailability(ops, { id: busy.id, availability: 'inoperative', reason: 'Maintenance' }),
    );
    expect(refused).toMatchObject({ code: ErrorCode.InvalidState });
    expect(refused?.message).toContain('stop it first');
    const free = portIn(1, 1);
    const noReason = await rejection(setPortAvailability(ops, { id: free.id, availability: 'inoperative' }));
    expect(noReason?.code).toBe(ErrorCode.InvalidInput);
    const audit = await rejection(
      setPortAvailability(auditor, { id: free.id, availability: 'inoperative', reason: 'Audit' }),
    );
    expect(audit?.code).toBe(ErrorCode.Forbidden);
    expect((await getPort(ops, { id: free.id })).chargerstatus).toBe(1);
  });
});

describe('unlockPort', () => {
  it('releases a connector as the charger answers: refused while charging or offline', async () => {
    const charging = portIn(3, 2);
    expect((await rejection(unlockPort(ops, { id: charging.id })))?.code).toBe(ErrorCode.InvalidState);
    const free = portIn(1, 2);
    expect((await unlockPort(ops, { id: free.id })).result).toBe('unlocked');
    const offline = one<{ id: number }>(
      'select q.id from ports q join piles p on p.id = q.pile_id where p.status = 0 and p.audit_status = 3 limit 1',
    );
    const refused = await rejection(unlockPort(ops, { id: offline.id }));
    expect(refused?.message).toContain('offline');
    expect((await rejection(unlockPort(auditor, { id: free.id })))?.code).toBe(ErrorCode.Forbidden);
  });

  it('ends the session of a car still plugged in after charging', async () => {
    const finishing = portIn(4);
    const before = await getPort(ops, { id: finishing.id });
    const sessionId = present(before.session_id, 'session_id');
    if (sessionId === null) throw new Error('a finishing port has a session');
    const unlocked = await unlockPort(ops, { id: finishing.id });
    expect(unlocked.port).toMatchObject({ chargerstatus: 1, session_id: null });
    const session = await getSession(ops, { id: sessionId });
    expect(session).toMatchObject({ state: 'ended', end_kind: 'remote', stop_reason: 'Connector unlocked remotely' });
    expect(session.order_id).toEqual(expect.any(Number));
  });
});

// Last: the network runs two simulated hours, past the sessions of the accounts signed in above.
describe('an inoperative port', () => {
  it('holds an inoperative port out of every session while the network runs; operative brings one back', async () => {
    const port = portIn(1);
    const reason = 'Cable damaged, replacement ordered';
    const out = await setPortAvailability(ops, { id: port.id, availability: 'inoperative', reason });
    expect(out).toMatchObject({ chargerstatus: 0, inoperative_reason: reason, inoperative_since: expect.any(String) });
    const other = portIn(1, 3);
    await setPortAvailability(ops, { id: other.id, availability: 'inoperative', reason });
    const back = await setPortAvailability(ops, { id: other.id, availability: 'operative' });
    expect(back).toMatchObject({ chargerstatus: 1, inoperative_since: null, inoperative_reason: '' });
    // A lively network for two hours: every other port of its charger gets sessions, this one none.
    const engine = engineOver(suite.harness, 9, { sessionsPerPortDay: 2000 });
    for (let step = 0; step < 24; step += 1) engine.step(HOUR / 12);
    const sessions = (portId: number) =>
      one<{ n: number }>('select count(*) as n from charging_sessions where port_id = ?', portId).n;
    expect(sessions(port.id)).toBe(0);
    const sibling = one<{ id: number }>(
      'select id from ports where pile_id = ? and id <> ? limit 1',
      port.pile_id,
      port.id,
    );
    expect(sessions(sibling.id)).toBeGreaterThan(0);
    expect(one<{ status: number }>('select status from ports where id = ?', port.id).status).toBe(0);
  });
});
