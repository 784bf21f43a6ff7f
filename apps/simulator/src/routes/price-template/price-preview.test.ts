import { getPriceTemplate, previewPriceTemplate } from '@pcharging/api-client';
import { OrderStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { addDays, dayInZone, priceSession, startOfDayInZone, type Tariff } from '@pcharging/validation';
import { describe, expect, it } from 'vitest';
import { moneyToCents } from '../../lib/money';
import { rejection } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['ops', 'finance']);
const ops = suite.client('ops');

/** The template most stations charge with. */
function busiestTemplate(): { id: number; stations: number } {
  return suite.harness.database.sqlite
    .prepare(
      `select price_template_id as id, count(*) as stations from stations where price_template_id is not null
       group by price_template_id order by count(*) desc limit 1`,
    )
    .get() as { id: number; stations: number };
}

/** Dollars with a sign, as `change` may be. */
const signedCents = (money: string) => (money.startsWith('-') ? -moneyToCents(money.slice(1)) : moneyToCents(money));

const proposal = { name: 'Standard AC', feetype: 1 as const, electfee: '0.37', servicefee: '0.80', parkfee: '0.55' };

describe('previewPriceTemplate', () => {
  it("re-prices the last 30 days' sessions of every station using it by the shared pricing rule", async () => {
    const template = busiestTemplate();
    const current = await getPriceTemplate(ops, { id: template.id });
    const preview = await previewPriceTemplate(ops, { id: template.id, ...proposal });

    const { timeZone } = suite.harness.config.network;
    const now = suite.harness.clock.now();
    const from = addDays(dayInZone(now, timeZone), -29);
    expect(preview.range).toEqual({ from, to: dayInZone(now, timeZone) });
    const sessions = suite.harness.database.sqlite
      .prepare(
        `select o.station_id as stationId, o.energy_wh as energyWh, o.duration_minutes as chargingMinutes,
           o.idle_minutes as idleMinutes
         from orders o join stations s on s.id = o.station_id
         where s.price_template_id = ? and o.status in (?, ?) and o.started_at between ? and ?`,
      )
      .all(template.id, OrderStatus.Unpaid, OrderStatus.Paid, startOfDayInZone(from, timeZone), now) as {
      stationId: number;
      energyWh: number;
      chargingMinutes: number;
      idleMinutes: number;
    }[];
    expect(sessions.length).toBeGreaterThan(0);
    const tariff = (electfee: string, servicefee: string, parkfee: string): Tariff => ({
      electFeeCents: moneyToCents(electfee),
      serviceFeeCents: moneyToCents(servicefee),
      parkFeeCents: moneyToCents(parkfee),
      freeParkMinutes: current.free_park_minutes,
    });
    const before = tariff(current.electfee, current.servicefee, current.parkfee);
    const after = tariff(proposal.electfee, proposal.servicefee, proposal.parkfee);
    const sum = (rows: typeof sessions, rule: Tariff) =>
      rows.reduce((total, session) => total + priceSession(rule, session).totalCents, 0);

    expect(preview.totals.sessions).toBe(sessions.length);
    expect(moneyToCents(preview.totals.income_before)).toBe(sum(sessions, before));
    expect(moneyToCents(preview.totals.income_after)).toBe(sum(sessions, after));
    expect(signedCents(preview.totals.change)).toBe(sum(sessions, after) - sum(sessions, before));

    expect(preview.stations).toHaveLength(template.stations);
    for (const station of preview.stations) {
      const own = sessions.filter((session) => session.stationId === station.station_id);
      expect(station.sessions).toBe(own.length);
      expect(moneyToCents(station.income_after)).toBe(sum(own, after));
    }
    const afterCents = preview.stations.map((station) => moneyToCents(station.income_after));
    expect(afterCents).toEqual([...afterCents].sort((a, b) => b - a));

    expect(preview.typical.basis).toBe('median');
    const typical = {
      energyWh: Math.round(preview.typical.energy_kwh * 1000),
      chargingMinutes: preview.typical.charging_minutes,
      idleMinutes: preview.typical.idle_minutes,
    };
    expect(moneyToCents(preview.typical.cost_after)).toBe(priceSession(after, typical).totalCents);
    expect(moneyToCents(preview.typical.cost_before)).toBe(priceSession(before, typical).totalCents);
  });

  it('changes nothing, and prices a reference session for a template no station uses', async () => {
    const template = busiestTemplate();
    const before = await getPriceTemplate(ops, { id: template.id });
    await previewPriceTemplate(ops, { id: template.id, ...proposal });
    expect(await getPriceTemplate(ops, { id: template.id })).toEqual(before);

    const unused = suite.harness.database.sqlite
      .prepare(
        'select id from price_templates where id not in (select price_template_id from stations where price_template_id is not null)',
      )
      .get() as { id: number } | undefined;
    if (unused) {
      const preview = await previewPriceTemplate(ops, { id: unused.id, ...proposal });
      expect(preview.stations).toEqual([]);
      expect(preview.totals).toMatchObject({ sessions: 0, income_before: '0.00', income_after: '0.00' });
      expect(preview.typical).toMatchObject({
        basis: 'reference',
        energy_kwh: 20,
        charging_minutes: 60,
        idle_minutes: 20,
      });
      // 20 kWh × 0.37 + 1 h × 0.80 + (20 − 15) idle minutes × 0.55
      expect(preview.typical.cost_after).toBe('10.95');
    }
  });

  it('is for those who may edit prices, and knows only existing templates', async () => {
    const template = busiestTemplate();
    const denied = await rejection(previewPriceTemplate(suite.client('finance'), { id: template.id, ...proposal }));
    expect(denied?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(previewPriceTemplate(ops, { id: 999_999, ...proposal })))?.code).toBe(ErrorCode.NotFound);
    const invalid = await rejection(previewPriceTemplate(ops, { id: template.id, ...proposal, electfee: '1.234' }));
    expect(invalid?.code).toBe(ErrorCode.InvalidInput);
  });
});
