import {
  getOrder,
  getOverview,
  getPort,
  getSession,
  listOperationLogs,
  listSessions,
  stopSession,
} from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { priceSession } from '@pcharging/validation';
import { describe, expect, it } from 'vitest';
import { simulationOf } from '../../app';
import { moneyToCents } from '../../lib/money';
import { rejection } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['admin', 'ops', 'auditor', 'support']);
const { ops, auditor, support } = suite.clients;

const MINUTE = 60_000;
const ALL = { page: 1, size: 100 };
const sqlite = () => suite.harness.database.sqlite;
const one = <T>(query: string, ...values: unknown[]) =>
  sqlite()
    .prepare(query)
    .get(...values) as T;

/** An open session on a port that is charging, on an online charger, not stalled. */
function chargingSession(skip = 0): { id: number; port_id: number; pile_id: number } {
  return one(
    `select s.id, s.port_id, s.pile_id from charging_sessions s join ports q on q.id = s.port_id
     join piles p on p.id = s.pile_id
     where s.status = 1 and q.status = 3 and p.status = 1 and s.stalled_since is null and s.power_w > 0
     order by s.id limit 1 offset ?`,
    skip,
  );
}

describe('listSessions', () => {
  it('lists every session in progress, as many as the overview counts ports in use', async () => {
    const page = await listSessions(auditor, {}, ALL);
    const all = [...page.items, ...(await listSessions(auditor, {}, { page: 2, size: 100 })).items];
    const inSession = one<{ n: number }>('select count(*) as n from ports where status in (2, 3, 4)').n;
    const overview = await getOverview(auditor, {});
    expect(page.total).toBeGreaterThan(10);
    expect(page.total).toBe(inSession);
    expect(overview.network.ports_charging).toBe(page.total);
    expect(all.length).toBe(page.total);
    expect(new Set(all.map((row) => row.state))).toEqual(new Set(['preparing', 'charging', 'finishing']));
    const charging = all.find((row) => row.state === 'charging' && !row.suspect);
    expect(charging).toMatchObject({ station_name: expect.any(String), account: expect.any(String) });
    expect(charging?.power_kw).toBeGreaterThan(0);
    expect(charging?.energy_kwh).toBeGreaterThan(0);
    expect(moneyToCents(charging?.cost_so_far ?? '0')).toBeGreaterThan(0);
  });

  it('puts suspect sessions first and says why: energy still, or the charger silent past the threshold', async () => {
    const page = await listSessions(auditor, {}, ALL);
    const suspects = page.items.filter((row) => row.suspect);
    expect(page.suspect).toBe(suspects.length);
    expect(suspects.length).toBeGreaterThan(0);
    expect(page.items.slice(0, suspects.length).every((row) => row.suspect)).toBe(true);
    expect(suspects.every((row) => row.suspect_reason === 'no_energy' && row.power_kw === 0)).toBe(true);
    expect((await getOverview(auditor, {})).network.sessions_suspect).toBe(page.suspect);

    const target = chargingSession(3);
    const now = suite.harness.clock.now();
    sqlite().prepare('update piles set status = 0, last_heartbeat_at = ? where id = ?').run(now, target.pile_id);
    const early = await listSessions(auditor, { port_id: target.port_id }, ALL);
    expect(early.items[0]?.suspect).toBe(false);
    suite.harness.passTime(16 * MINUTE);
    const late = await listSessions(auditor, { suspect: 1, port_id: target.port_id }, ALL);
    expect(late.items[0]).toMatchObject({ id: target.id, suspect: true, suspect_reason: 'charger_offline' });
    const others = await listSessions(auditor, { suspect: 0 }, ALL);
    expect(others.items.some((row) => row.suspect)).toBe(false);
  });

  it('filters by station, charger, customer account, card and start mode', async () => {
    const row = one<{ station_id: number; pile_id: number; account: string; start_mode: number }>(
      `select s.station_id, s.pile_id, c.account, s.start_mode from charging_sessions s
       join customers c on c.id = s.customer_id where s.status = 1 order by s.id limit 1`,
    );
    const byStation = await listSessions(auditor, { station_id: row.station_id }, ALL);
    expect(byStation.total).toBeGreaterThan(0);
    expect(byStation.items.every((item) => item.station_id === row.station_id)).toBe(true);
    const byCharger = await listSessions(auditor, { pile_id: row.pile_id }, ALL);
    expect(byCharger.items.every((item) => item.pile_id === row.pile_id)).toBe(true);
    const byAccount = await listSessions(auditor, { account: row.account }, ALL);
    expect(byAccount.items.map((item) => item.account)).toContain(row.account);
    expect(byAccount.items.every((item) => item.account === row.account)).toBe(true);
    const byMode = await listSessions(auditor, { start_mode: 2 }, ALL);
    expect(byMode.items.every((item) => item.start_mode === 2 && item.card_no !== null)).toBe(true);
    const card = byMode.items[0]?.card_no;
    if (!card) throw new Error('the demo seed has a session started by card');
    const byCard = await listSessions(auditor, { card_no: card.toLowerCase() }, ALL);
    expect(byCard.items.map((item) => item.card_no)).toEqual(byCard.items.map(() => card));
    expect((await listSessions(auditor, { account: 'nobody-at-all' }, ALL)).total).toBe(0);
  });

  it('is for roles that may see sessions', async () => {
    expect((await listSessions(support, {}, { page: 1, size: 5 })).items.length).toBe(5);
  });
});

describe('getSession', () => {
  it('draws the power curve minute by minute and bills it so far by the station template', async () => {
    const { id } = chargingSession();
    const session = await getSession(auditor, { id });
    expect(session.power_curve.length).toBeGreaterThan(0);
    const times = session.power_curve.map((sample) => Date.parse(sample.at));
    expect(times.slice(1).every((at, index) => at - (times[index] ?? 0) === MINUTE)).toBe(true);
    const last = session.power_curve.at(-1);
    expect(last?.power_kw).toBe(session.power_kw);
    expect(Math.abs((last?.energy_kwh ?? 0) - session.energy_kwh)).toBeLessThan(session.power_kw / 60 + 0.01);
    const lines = session.price_lines.reduce((sum, line) => sum + moneyToCents(line.amount), 0);
    expect(lines).toBe(moneyToCents(session.cost_so_far));
    expect(session).toMatchObject({ order_id: null, ended_at: null, end_kind: null, stopped_by: null });
    const port = await getPort(auditor, { id: session.port_id });
    expect(port).toMatchObject({ session_id: id, power_now_kw: session.power_kw });
  });

  it('answers 404 for an unknown session', async () => {
    expect((await rejection(getSession(auditor, { id: 999_999 })))?.code).toBe(ErrorCode.NotFound);
  });
});

describe('stopSession', () => {
  it('ends the session as a real one ends: an order by the template, its payment, the port free', async () => {
    const { id, port_id: portId } = chargingSession(1);
    const before = await getSession(ops, { id });
    const stopped = await stopSession(ops, { id, reason: 'Customer asked by phone' });
    expect(stopped.outcome).toBe('stopped');
    expect(stopped.session).toMatchObject({ state: 'ended', end_kind: 'remote', stopped_by: 'ops' });
    expect(stopped.session.stop_reason).toBe('Customer asked by phone');
    const orderId = stopped.session.order_id;
    if (orderId === null) throw new Error('a stopped session that charged has an order');
    const order = await getOrder(ops, { id: orderId });
    expect(order).toMatchObject({ end_kind: 'remote', stopped_by: 'ops', stop_reason: 'Customer asked by phone' });
    expect(order.energy_kwh).toBeGreaterThanOrEqual(before.energy_kwh);
    const rates = order.price_lines.map((line) => moneyToCents(line.unit_price));
    const bill = priceSession(
      {
        electFeeCents: rates[0] ?? 0,
        serviceFeeCents: rates[1] ?? 0,
        parkFeeCents: rates[2] ?? 0,
        freeParkMinutes: order.free_park_minutes,
      },
      { energyWh: order.energy_kwh * 1000, chargingMinutes: order.duration_minutes, idleMinutes: order.idle_minutes },
    );
    expect(moneyToCents(order.total_fee)).toBe(bill.totalCents);
    expect(order.idle_minutes).toBe(0);
    expect(order.journal.map((entry) => entry.amount)).toContain(`-${order.total_fee}`);
    expect(one<{ status: number }>('select status from ports where id = ?', portId).status).toBe(1);
    const log = await listOperationLogs(suite.client('admin'), {}, { page: 1, size: 5 });
    expect(log.items.find((entry) => entry.operation_id === 'stopSession')?.params).toMatchObject({
      id,
      reason: 'Customer asked by phone',
    });

    const again = await rejection(stopSession(ops, { id, reason: 'Twice' }));
    expect(again).toMatchObject({ code: ErrorCode.InvalidState, message: 'This session is no longer in progress' });
  });

  it('waits for a silent charger, or closes the session in the books when told to', async () => {
    const queued = chargingSession(5);
    const closed = chargingSession(7);
    const now = suite.harness.clock.now();
    for (const chargerId of [queued.pile_id, closed.pile_id]) {
      sqlite().prepare('update piles set status = 0, last_heartbeat_at = ? where id = ?').run(now, chargerId);
    }
    suite.harness.domain().network.reload();
    const waiting = await stopSession(ops, { id: queued.id, reason: 'Driver reported a blocked cable' });
    expect(waiting.outcome).toBe('queued');
    expect(waiting.session).toMatchObject({ state: 'charging', stop_requested_at: expect.any(String) });
    const forced = await stopSession(ops, { id: closed.id, reason: 'Charger dead, close it', force: 1 });
    expect(forced.outcome).toBe('closed');
    expect(forced.session).toMatchObject({ state: 'ended', end_kind: 'forced', stopped_by: 'ops' });
    const forcedOrder = await getOrder(ops, { id: forced.session.order_id ?? 0 });
    expect(forcedOrder.end_kind).toBe('forced');

    // The charger is back: the stop that waited is carried out.
    sqlite().prepare('update piles set status = 1 where id = ?').run(queued.pile_id);
    suite.harness.domain().network.reload();
    simulationOf(suite.harness.app).engine.step(1000);
    const after = await getSession(ops, { id: queued.id });
    expect(after).toMatchObject({ state: 'ended', end_kind: 'remote', stop_reason: 'Driver reported a blocked cable' });
  });

  it('needs a reason and the stop permission', async () => {
    const { id } = chargingSession(9);
    const blank = await rejection(stopSession(ops, { id, reason: '   ' }));
    expect(blank?.code).toBe(ErrorCode.InvalidInput);
    expect((await rejection(stopSession(auditor, { id, reason: 'Audit' })))?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(stopSession(support, { id, reason: 'Support' })))?.code).toBe(ErrorCode.Forbidden);
    expect((await getSession(ops, { id })).state).not.toBe('ended');
  });
});
