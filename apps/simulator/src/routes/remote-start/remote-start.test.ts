import { getSession, listChargerMessages, listTimeline, startSessionRemotely } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { simulationOf } from '../../app';
import { type Harness, rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['support', 'auditor', 'finance']);
const { support, auditor, finance } = suite.clients;
const MINUTE = 60_000;

const sql = (h: Harness) => h.database.sqlite;

/** An available port of an online charger at an operating station, with no session. */
function freePort(h: Harness, skip = 0): { id: number; pile_id: number } {
  return sql(h)
    .prepare(
      `select p.id, p.pile_id from ports p join piles c on c.id = p.pile_id join stations s on s.id = p.station_id
       where p.status = 1 and c.status = 1 and c.audit_status = 3 and s.status = 3 and p.inoperative_since is null
         and not exists (select 1 from charging_sessions x where x.port_id = p.id and x.status = 1)
       order by p.id limit 1 offset ?`,
    )
    .get(skip) as { id: number; pile_id: number };
}

/** An enabled customer with one active card and a balance well above any station's minimum. */
function driver(h: Harness, skip = 0): number {
  const { id } = sql(h)
    .prepare(
      `select c.id from customers c where c.status = 1
         and exists (select 1 from rfid_cards r where r.customer_id = c.id and r.status = 1) order by c.id limit 1 offset ?`,
    )
    .get(skip) as { id: number };
  sql(h).prepare('update customers set balance_cents = 50000 where id = ?').run(id);
  return id;
}

const REASON = "Driver's app fails at the car park";

// The engine's tests come last: they move the suite's clock by hours.
describe('startSessionRemotely', () => {
  it('keeps who started it and why in the port timeline, and the exchange in the charger message log', async () => {
    const h = suite.harness;
    const port = freePort(h);
    const started = await startSessionRemotely(support, { port_id: port.id, customer_id: driver(h), reason: REASON });
    const timeline = await listTimeline(auditor, { port_id: port.id, kind: 'command' }, { page: 1, size: 5 });
    expect(timeline.items[0]).toMatchObject({
      operation_id: 'startSessionRemotely',
      username: 'support',
      reason: REASON,
      port_id: port.id,
    });
    const log = await listChargerMessages(auditor, { pile_id: port.pile_id }, { page: 1, size: 10 });
    const actions = log.items.map((message) => `${message.message_type} ${message.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'CALL RemoteStartTransaction',
        'CALLRESULT RemoteStartTransaction',
        'CALL StartTransaction',
        'CALL StatusNotification',
      ]),
    );
    const call = log.items.find(
      (message) => message.action === 'RemoteStartTransaction' && message.message_type === 'CALL',
    );
    const answer = log.items.find(
      (message) => message.action === 'RemoteStartTransaction' && message.message_type === 'CALLRESULT',
    );
    expect(call?.direction).toBe('to_charger');
    expect(answer?.message_id).toBe(call?.message_id);
    expect(JSON.parse(answer?.payload ?? '{}')).toEqual({ status: 'Accepted' });
    const start = log.items.find((message) => message.action === 'StartTransaction' && message.message_type === 'CALL');
    expect(JSON.parse(start?.payload ?? '{}')).toMatchObject({ idTag: started.session.card_no, meterStart: 0 });
  });

  it('is refused, saying why, when the port cannot start a session now', async () => {
    const h = suite.harness;
    const customerId = driver(h);
    const start = (portId: number) =>
      rejection(startSessionRemotely(support, { port_id: portId, customer_id: customerId, reason: REASON }));
    const busy = freePort(h, 0);
    await startSessionRemotely(support, { port_id: busy.id, customer_id: driver(h, 1), reason: REASON });
    expect(await start(busy.id)).toMatchObject({
      code: ErrorCode.PortUnavailable,
      serverMessage: expect.stringMatching(/in use/),
    });

    const faulted = freePort(h, 0);
    sql(h).prepare('update ports set status = 5 where id = ?').run(faulted.id);
    expect(await start(faulted.id)).toMatchObject({
      code: ErrorCode.PortUnavailable,
      serverMessage: 'The port is faulted',
    });

    const closed = freePort(h, 0);
    sql(h).prepare('update ports set status = 0, inoperative_since = 1 where id = ?').run(closed.id);
    expect(await start(closed.id)).toMatchObject({ serverMessage: 'The port is out of service' });

    const silent = freePort(h, 0);
    sql(h).prepare('update piles set status = 0 where id = ?').run(silent.pile_id);
    expect(await start(silent.id)).toMatchObject({
      code: ErrorCode.PortUnavailable,
      serverMessage: expect.stringMatching(/offline/),
    });
  });

  it('is refused, saying why, when the driver cannot be authorized or has too little money, in the reader language', async () => {
    const h = suite.harness;
    const port = freePort(h);
    const start = (customerId: number, client = support) =>
      rejection(startSessionRemotely(client, { port_id: port.id, customer_id: customerId, reason: REASON }));
    const blocked = driver(h, 0);
    sql(h).prepare('update rfid_cards set status = 0 where customer_id = ?').run(blocked);
    expect(await start(blocked)).toMatchObject({
      code: ErrorCode.DriverNotAuthorized,
      serverMessage: "The customer's card is blocked",
    });
    const disabled = driver(h, 1);
    sql(h).prepare('update customers set status = 0 where id = ?').run(disabled);
    expect(await start(disabled)).toMatchObject({ code: ErrorCode.DriverNotAuthorized });
    const poor = driver(h, 2);
    sql(h).prepare('update customers set balance_cents = 100 where id = ?').run(poor);
    sql(h).prepare('update stations set min_amount_cents = 2000').run();
    expect(await start(poor)).toMatchObject({
      code: ErrorCode.BalanceBelowMinimum,
      serverMessage: "The balance is CA$1.00, below this station's minimum of CA$20.00 to start",
    });
    const { client: french } = await signIn(h, 'support', 'Admin#2026', 'fr');
    const { client: chinese } = await signIn(h, 'support', 'Admin#2026', 'zh-cn');
    expect((await start(blocked, french))?.serverMessage).toBe('La carte du client est bloquée');
    expect((await start(poor, chinese))?.serverMessage).toMatch(/^余额为 CA\$1\.00/);
  });

  it('is refused to a role without operator:session:start, and with both limits at once', async () => {
    const h = suite.harness;
    const port = freePort(h);
    const params = { port_id: port.id, customer_id: driver(h), reason: REASON };
    expect(await rejection(startSessionRemotely(finance, params))).toMatchObject({ code: ErrorCode.Forbidden });
    expect(await rejection(startSessionRemotely(auditor, params))).toMatchObject({ code: ErrorCode.Forbidden });
    const both = { ...params, limit_wh: 1000, limit_amount: '5.00' };
    expect(await rejection(startSessionRemotely(support, both))).toMatchObject({ code: ErrorCode.InvalidInput });
  });
  it('starts a session on the port for the customer, live with start mode remote, and it ends at its energy limit', async () => {
    const h = suite.harness;
    const port = freePort(h);
    const customerId = driver(h);
    const started = await startSessionRemotely(support, {
      port_id: port.id,
      customer_id: customerId,
      limit_wh: 1500,
      reason: REASON,
    });
    expect(started.limit_wh).toBe(1500);
    expect(started.session).toMatchObject({ port_id: port.id, customer_id: customerId, start_mode: 3 });
    expect(started.session.state).toBe('preparing');
    expect(started.session.card_no).not.toBeNull();

    simulationOf(h.app).engine.step(60 * MINUTE);
    // The day's clock outlasts the suite's sign-in: the auditor signs in again.
    const { client: reader } = await signIn(h, 'auditor');
    const after = await getSession(reader, { id: started.session.id });
    expect(after.charging_from).not.toBeNull();
    expect(after.energy_kwh).toBeCloseTo(1.5, 1);
    expect(after.energy_kwh).toBeLessThanOrEqual(1.51);
    expect(after).toMatchObject({ state: 'ended', end_kind: 'charger' });
  }, 60_000);

  it('ends at an amount limit once the station prices the session at it, with no idle fee after', async () => {
    const h = suite.harness;
    const port = freePort(h);
    const started = await startSessionRemotely(support, {
      port_id: port.id,
      customer_id: driver(h),
      limit_amount: '2.00',
      reason: REASON,
    });
    simulationOf(h.app).engine.step(90 * MINUTE);
    // The day's clock outlasts the suite's sign-in: the auditor signs in again.
    const { client: reader } = await signIn(h, 'auditor');
    const after = await getSession(reader, { id: started.session.id });
    expect(Number(after.cost_so_far)).toBeGreaterThanOrEqual(2);
    expect(Number(after.cost_so_far)).toBeLessThan(3);
    expect(after.state).toBe('ended');
    expect(after.price_lines.find((line) => line.item === 'idle')?.amount ?? '0.00').toBe('0.00');
  }, 60_000);
});
