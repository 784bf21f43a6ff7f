import {
  addPriceTemplate,
  editPriceTemplate,
  getOrder,
  getSession,
  previewPriceTemplate,
  setStationPriceTemplate,
  stopSession,
} from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { dayInZone, startOfDayInZone } from '@pcharging/validation';
import { afterAll, describe, expect, it } from 'vitest';
import { moneyToCents } from '../../lib/money';
import { createHarness, type Harness, rejection, signIn } from '../../testing/harness';

const harnesses: Harness[] = [];
afterAll(() => {
  for (const harness of harnesses) harness.close();
});
async function network(): Promise<Harness> {
  const harness = await createHarness();
  harnesses.push(harness);
  return harness;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const night = { from: '00:00', to: '17:00', electfee: '0.20' };
const peak = { from: '17:00', to: '21:00', electfee: '0.50' };
const evening = { from: '21:00', to: '24:00', electfee: '0.20' };
const peakTemplate = {
  name: 'Evening peak',
  feetype: 2 as const,
  electfee: '0.20',
  servicefee: '1.00',
  parkfee: '0.10',
  period: [night, peak, evening],
};

/** Moves a network's clock to the next 17:30 of its day, 16:30 being an hour before. */
function toHalfPastFive(network: Harness): number {
  const { timeZone } = network.config.network;
  let at = startOfDayInZone(dayInZone(network.clock.now(), timeZone), timeZone) + 17 * HOUR + 30 * MINUTE;
  if (at <= network.clock.now()) at += 24 * HOUR;
  network.passTime(at - network.clock.now());
  return at;
}

describe('a time-of-use template', () => {
  it('bills a 16:30–17:30 session across the 17:00 peak in two energy lines; the live figure, the stop and the preview agree', async () => {
    const harness = await network();
    const end = toHalfPastFive(harness);
    const start = end - HOUR;
    const admin = (await signIn(harness, 'admin')).client;
    const ops = (await signIn(harness, 'ops')).client;
    const { sqlite } = harness.database;
    const session = sqlite
      .prepare(
        `select s.id, s.station_id as stationId, s.pile_id as chargerId from charging_sessions s
         join ports q on q.id = s.port_id join piles p on p.id = s.pile_id
         where s.status = 1 and q.status = 3 and p.status = 1 order by s.id limit 1`,
      )
      .get() as { id: number; stationId: number; chargerId: number };
    const template = await addPriceTemplate(admin, peakTemplate);
    await setStationPriceTemplate(admin, { id: session.stationId, template_id: template.id });

    sqlite
      .prepare(
        `update charging_sessions set started_at = ?, charging_from = ?, measured_at = ?, power_w = 10000,
           energy_wh = 0, charge_until = null, stalled_since = null, power_steps = ? where id = ?`,
      )
      .run(start, start, start, JSON.stringify([[start, 10_000]]), session.id);
    sqlite.prepare('update piles set last_heartbeat_at = ? where id = ?').run(end, session.chargerId);

    const live = await getSession(ops, { id: session.id });
    const stopped = await stopSession(ops, { id: session.id, reason: 'Tariff check' });
    const orderId = stopped.session.order_id;
    if (orderId === null) throw new Error('a session that charged becomes an order');
    const order = await getOrder(ops, { id: orderId });

    const energy = order.price_lines.filter((line) => line.item === 'energy');
    expect(energy.map((line) => [line.quantity, line.unit_price, line.amount])).toEqual([
      [5, '0.20', '1.00'],
      [5, '0.50', '2.50'],
    ]);
    const lineCents = order.price_lines.reduce((total, line) => total + moneyToCents(line.amount), 0);
    expect(lineCents).toBe(moneyToCents(order.total_fee));
    expect(order.elect_fee).toBe('3.50');
    expect(live.cost_so_far).toBe(order.total_fee);
    expect(stopped.session.price_lines).toEqual(order.price_lines);

    // Only this session in the preview's 30 days: the station's income before the change is this order's total.
    sqlite
      .prepare('update orders set started_at = started_at - 90 * 86400000 where station_id = ? and id <> ?')
      .run(session.stationId, orderId);
    const preview = await previewPriceTemplate(admin, { id: template.id, ...peakTemplate });
    expect(preview.stations.map((station) => [station.sessions, station.income_before, station.income_after])).toEqual([
      [1, order.total_fee, order.total_fee],
    ]);
  });

  it('refuses periods that do not cover the day once, saying where, in the language of the request', async () => {
    const harness = await network();
    const admin = (await signIn(harness, 'admin')).client;
    const french = (await signIn(harness, 'admin', undefined, 'fr')).client;
    const gap = await rejection(addPriceTemplate(admin, { ...peakTemplate, period: [night, evening] }));
    expect(gap?.code).toBe(ErrorCode.InvalidInput);
    expect(gap?.fieldErrors.period).toBe('No period covers 17:00–21:00: the periods must cover the whole day');
    const short = await rejection(addPriceTemplate(admin, { ...peakTemplate, period: [night, peak] }));
    expect(short?.fieldErrors.period).toBe('The last period must end at 24:00, not 21:00');

    const template = await addPriceTemplate(admin, peakTemplate);
    const overlap = { ...peakTemplate, period: [night, { ...peak, from: '16:00' }, evening] };
    const refused = await rejection(editPriceTemplate(french, { id: template.id, ...overlap }));
    expect(refused?.fieldErrors.period).toBe('Des plages se chevauchent de 16:00 à 17:00');
    const flat = await editPriceTemplate(admin, { id: template.id, ...overlap, feetype: 1 });
    expect(flat.period).toEqual([]);
  });
});
