import { describe, expect, it } from 'vitest';
import type { NetworkEvent } from '../domain/events';
import type { Harness } from '../testing/harness';
import { engineOver, harnessPerTest } from '../testing/per-test';

const MINUTE = 60_000;

const harness = harnessPerTest();

const count = (h: Harness, query: string) => (h.database.sqlite.prepare(query).get() as { n: number }).n;
const openSessions = (h: Harness) => count(h, 'select count(*) as n from charging_sessions where status = 1');
const portsInSession = (h: Harness) => count(h, 'select count(*) as n from ports where status in (2, 3, 4)');

describe('sessions in the fleet engine', () => {
  it('keeps one open session per port in a session, and ends each one as an order', async () => {
    const h = await harness();
    const engine = engineOver(h, 11, { sessionsPerPortDay: 40, chargerOutagesPerChargerDay: 2 });
    const updates: NetworkEvent[] = [];
    engine.onEvents((events) => updates.push(...events.filter((event) => event.type === 'session.update')));
    const seeded = openSessions(h);
    expect(seeded).toBe(portsInSession(h));
    for (let step = 0; step < 24; step += 1) {
      engine.step(5 * MINUTE);
      expect(openSessions(h)).toBe(portsInSession(h));
    }
    const ended = count(h, 'select count(*) as n from charging_sessions where status = 2 and order_id is not null');
    expect(ended).toBeGreaterThan(seeded / 2);
    const unmatched = count(
      h,
      `select count(*) as n from charging_sessions s join orders o on o.id = s.order_id
       where o.port_id <> s.port_id or o.customer_id <> s.customer_id or o.energy_wh <> s.energy_wh`,
    );
    expect(unmatched).toBe(0);
    expect(new Set(updates.map((event) => event.type === 'session.update' && event.data.state))).toEqual(
      new Set(['preparing', 'charging', 'finishing', 'ended']),
    );
  });

  it('makes stuck sessions now and then: energy stops while the port still says charging', async () => {
    const h = await harness();
    const engine = engineOver(h, 5, { sessionsPerPortDay: 40, stallShare: 0.5 });
    const stalledBefore = count(h, 'select count(*) as n from charging_sessions where stalled_since is not null');
    for (let step = 0; step < 12; step += 1) engine.step(5 * MINUTE);
    const stalled = h.database.sqlite
      .prepare(
        `select s.energy_wh, s.power_w, q.status from charging_sessions s join ports q on q.id = s.port_id
         where s.status = 1 and s.stalled_since is not null`,
      )
      .all() as Array<{ energy_wh: number; power_w: number; status: number }>;
    expect(stalled.length).toBeGreaterThan(stalledBefore);
    expect(stalled.every((row) => row.power_w === 0 && row.status === 3)).toBe(true);
    expect(stalled.some((row) => row.energy_wh > 0)).toBe(true);
  });

  it('holds the energy of sessions whose charger went silent, and bills no idle time for them', async () => {
    const h = await harness();
    const engine = engineOver(h, 3, { sessionsPerPortDay: 30, chargerOutagesPerChargerDay: 40 });
    for (let step = 0; step < 24; step += 1) engine.step(5 * MINUTE);
    const silent = h.database.sqlite
      .prepare(
        `select s.id, s.energy_wh from charging_sessions s join piles p on p.id = s.pile_id
         where s.status = 1 and p.status = 0 and s.power_w = 0 and s.charging_from is not null`,
      )
      .all() as Array<{ id: number; energy_wh: number }>;
    expect(silent.length).toBeGreaterThan(0);
    engine.step(MINUTE);
    for (const row of silent) {
      const now = h.database.sqlite
        .prepare('select energy_wh, status from charging_sessions where id = ?')
        .get(row.id) as {
        energy_wh: number;
        status: number;
      };
      if (now.status === 1) expect(now.energy_wh).toBe(row.energy_wh);
    }
  });
});
