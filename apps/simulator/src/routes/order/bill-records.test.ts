import { addPriceTemplate, getOrder, getSession, setStationPriceTemplate, stopSession } from '@pcharging/api-client';
import { dayInZone, priceSession, startOfDayInZone } from '@pcharging/validation';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { recordMissingEnergyLines } from '../../domain/pricing/energy-line-backfill';
import { createHarness, type Harness, signIn } from '../../testing/harness';

/** Pricing as the code has it, until a test changes it: then every fee and line costs ten times as much. */
const pricing = vi.hoisted(() => ({ changed: false }));
vi.mock('@pcharging/validation', async (original) => {
  const real = await original<typeof import('@pcharging/validation')>();
  return {
    ...real,
    priceSession: (...args: Parameters<typeof real.priceSession>) => {
      const bill = real.priceSession(...args);
      if (!pricing.changed) return bill;
      const { electFeeCents, serviceFeeCents, parkFeeCents, totalCents } = bill;
      return {
        ...bill,
        electFeeCents: electFeeCents * 10,
        serviceFeeCents: serviceFeeCents * 10,
        parkFeeCents: parkFeeCents * 10,
        totalCents: totalCents * 10,
      };
    },
    priceEnergy: (...args: Parameters<typeof real.priceEnergy>) =>
      real
        .priceEnergy(...args)
        .map((line) =>
          pricing.changed
            ? { ...line, electFeeCents: line.electFeeCents * 10, amountCents: line.amountCents * 10 }
            : line,
        ),
  };
});

const harnesses: Harness[] = [];
afterAll(() => {
  pricing.changed = false;
  for (const harness of harnesses) harness.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const peakTemplate = {
  name: 'Evening peak',
  feetype: 2 as const,
  electfee: '0.20',
  servicefee: '1.00',
  parkfee: '0.10',
  period: [
    { from: '00:00', to: '17:00', electfee: '0.20' },
    { from: '17:00', to: '21:00', electfee: '0.50' },
    { from: '21:00', to: '24:00', electfee: '0.20' },
  ],
};

/** A session charging 16:30–17:30 at a station on the peak template, stopped: its order. */
async function billedAcrossThePeak() {
  const harness = await createHarness();
  harnesses.push(harness);
  const { timeZone } = harness.config.network;
  let end = startOfDayInZone(dayInZone(harness.clock.now(), timeZone), timeZone) + 17 * HOUR + 30 * MINUTE;
  if (end <= harness.clock.now()) end += 24 * HOUR;
  harness.passTime(end - harness.clock.now());
  const start = end - HOUR;
  const admin = (await signIn(harness, 'admin')).client;
  const ops = (await signIn(harness, 'ops')).client;
  const { sqlite } = harness.database;
  const session = sqlite
    .prepare<[], { id: number; stationId: number; chargerId: number }>(
      `select s.id, s.station_id as stationId, s.pile_id as chargerId from charging_sessions s
       join ports q on q.id = s.port_id join piles p on p.id = s.pile_id
       where s.status = 1 and q.status = 3 and p.status = 1 order by s.id limit 1`,
    )
    .get();
  if (!session) throw new Error('the demo network has a session charging');
  const template = await addPriceTemplate(admin, peakTemplate);
  await setStationPriceTemplate(admin, { id: session.stationId, template_id: template.id });
  sqlite
    .prepare(
      `update charging_sessions set started_at = ?, charging_from = ?, measured_at = ?, power_w = 10000,
         energy_wh = 0, charge_until = null, stalled_since = null, power_steps = ? where id = ?`,
    )
    .run(start, start, start, JSON.stringify([[start, 10_000]]), session.id);
  sqlite.prepare('update piles set last_heartbeat_at = ? where id = ?').run(end, session.chargerId);
  const stopped = await stopSession(ops, { id: session.id, reason: 'Tariff check' });
  const orderId = stopped.session.order_id;
  if (orderId === null) throw new Error('a session that charged becomes an order');
  return { harness, ops, orderId, sessionId: session.id };
}

describe('a bill is a record', () => {
  it('keeps its lines and totals when the pricing code changes after billing: the order and its session read what was billed', async () => {
    const { harness, ops, orderId, sessionId } = await billedAcrossThePeak();
    const billed = await getOrder(ops, { id: orderId });
    expect(billed.price_lines.filter((line) => line.item === 'energy').map((line) => line.amount)).toEqual([
      '1.00',
      '2.50',
    ]);
    const stored = harness.database.sqlite
      .prepare('select energy_lines as lines, billed_idle_minutes as idle from orders where id = ?')
      .get(orderId);
    expect(stored).toMatchObject({ lines: expect.stringContaining('"minutes":30') });

    const reference = { electFeeCents: 35, serviceFeeCents: 100, parkFeeCents: 10, freeParkMinutes: 15 };
    const usage = { energyWh: 10_000, chargingMinutes: 60, idleMinutes: 0 };
    const before = priceSession(reference, usage).totalCents;
    pricing.changed = true;
    try {
      expect(priceSession(reference, usage).totalCents).toBe(before * 10);
      const read = await getOrder(ops, { id: orderId });
      expect(read.price_lines).toEqual(billed.price_lines);
      expect([read.elect_fee, read.service_fee, read.park_fee, read.total_fee]).toEqual([
        billed.elect_fee,
        billed.service_fee,
        billed.park_fee,
        billed.total_fee,
      ]);
      const session = await getSession(ops, { id: sessionId });
      expect(session.price_lines).toEqual(billed.price_lines);
      expect(session.cost_so_far).toBe(billed.total_fee);
    } finally {
      pricing.changed = false;
    }
  });

  it('gives a time-of-use order billed before lines were kept its lines once, priced as it was', async () => {
    const { harness, ops, orderId } = await billedAcrossThePeak();
    const billed = await getOrder(ops, { id: orderId });
    const { sqlite } = harness.database;
    sqlite.prepare('update orders set energy_lines = null where id = ?').run(orderId);
    sqlite.prepare("delete from network_settings where name = 'energy_lines_recorded'").run();

    expect(recordMissingEnergyLines(harness.database.db, harness.config.network.timeZone)).toBe(1);
    expect((await getOrder(ops, { id: orderId })).price_lines).toEqual(billed.price_lines);
    // Once: a later start prices nothing again, whatever the pricing code says by then.
    pricing.changed = true;
    try {
      expect(recordMissingEnergyLines(harness.database.db, harness.config.network.timeZone)).toBe(0);
      expect((await getOrder(ops, { id: orderId })).price_lines).toEqual(billed.price_lines);
    } finally {
      pricing.changed = false;
    }
  });
});
