import { getOverview } from '@pcharging/api-client';
import { PortStatus } from '@pcharging/api-client/enums';
import { Random } from '@pcharging/seeds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteChargerRow } from '../../data/charger/charger-writes';
import { createHarness, type Harness, signIn } from '../../testing/harness';

describe("the network's port counts by status", () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness();
  });
  afterAll(() => harness.close());

  const kept = () =>
    harness.database.sqlite
      .prepare<[], { status: number; ports: number }>(
        'select status, ports from port_status_counts where ports <> 0 order by status',
      )
      .all();
  const counted = () =>
    harness.database.sqlite
      .prepare<[], { status: number; ports: number }>(
        'select status, count(*) as ports from ports where station_id is not null group by status order by status',
      )
      .all();

  it('start equal to the ports of the seeded network, and the overview shows them', async () => {
    expect(kept().length).toBeGreaterThan(1);
    expect(kept()).toEqual(counted());
    const overview = await getOverview((await signIn(harness, 'admin')).client);
    const ofStatus = (status: number) => counted().find((row) => row.status === status)?.ports ?? 0;
    expect(overview.network.ports).toBe(counted().reduce((sum, row) => sum + row.ports, 0));
    expect(overview.network.ports_available).toBe(ofStatus(PortStatus.Available));
    expect(overview.network.ports_faulted).toBe(ofStatus(PortStatus.Faulted));
  });

  it('stay equal through status changes, ports moved to stock and back, new ports and removed chargers', () => {
    const { sqlite } = harness.database;
    const random = new Random(7);
    const portIds = sqlite.prepare<[], number>('select id from ports order by id').pluck().all();
    const setStatus = sqlite.prepare('update ports set status = ? where id = ?');
    const toStock = sqlite.prepare('update ports set station_id = null where id = ?');
    const backToStation = sqlite.prepare(
      'update ports set station_id = (select station_id from piles where piles.id = ports.pile_id) where id = ?',
    );
    // Columns not listed take their defaults; the code must be unique.
    const addPort = sqlite.prepare(
      `insert into ports (code, pile_id, station_id, connector_no, status, power_kw, created_at, updated_at)
       select code || '-x' || ?, pile_id, station_id, 9, ?, power_kw, created_at, updated_at from ports where id = ?`,
    );
    // Chargers at a station that never charged: the product lets them be deleted, their ports going by cascade.
    const unused = sqlite
      .prepare<[], number>(
        `select id from piles p where station_id is not null
         and not exists (select 1 from orders o where o.pile_id = p.id)
         and not exists (select 1 from charging_sessions s where s.pile_id = p.id) order by id`,
      )
      .pluck()
      .all();
    expect(unused.length).toBeGreaterThan(3);
    for (let step = 0; step < 400; step += 1) {
      const portId = random.pick(portIds);
      const action = random.int(0, 19);
      if (action < 14) setStatus.run(random.int(0, 6), portId);
      else if (action < 16) toStock.run(portId);
      else if (action < 18) backToStation.run(portId);
      else if (action < 19) addPort.run(step, random.int(0, 6), portId);
      else if (unused.length > 0) deleteChargerRow(harness.database.db, unused.pop() ?? 0);
      if (step % 40 === 39) expect(kept()).toEqual(counted());
    }
  });
});
