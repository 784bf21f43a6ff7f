import { describe, expect, it } from 'vitest';
import { openDatabase } from './index';

const SUMS = [
  'orders',
  'energy_wh',
  'duration_minutes',
  'idle_minutes',
  'elect_fee_cents',
  'service_fee_cents',
  'park_fee_cents',
  'total_cents',
  'refunded_cents',
] as const;

type Figures = Record<(typeof SUMS)[number], number>;
type Row = { station_id: number; day: string } & Figures;

const figures = (next: () => number): Figures => ({
  orders: next(),
  energy_wh: next(),
  duration_minutes: next(),
  idle_minutes: next(),
  elect_fee_cents: next(),
  service_fee_cents: next(),
  park_fee_cents: next(),
  total_cents: next(),
  refunded_cents: next(),
});

/** A fresh migrated database whose per-day station rollup is written directly (stations are not the subject). */
function rollupDatabase() {
  const { sqlite, close } = openDatabase(':memory:');
  sqlite.pragma('foreign_keys = OFF');
  const columns = SUMS.join(', ');
  const upsert = sqlite.prepare<Row>(
    `insert into order_daily_station_stats (station_id, day, ${columns})
     values (@station_id, @day, ${SUMS.map((column) => `@${column}`).join(', ')})
     on conflict (day, station_id) do update set ${SUMS.map((column) => `${column} = ${column} + excluded.${column}`).join(', ')}`,
  );
  const running = sqlite.prepare<[], Row>(
    `select station_id, day, ${columns} from order_station_running_totals order by station_id, day`,
  );
  // What the running totals must equal, summed from the per-day rows by a window over each station's days.
  const expected = sqlite.prepare<[], Row>(
    `select station_id, day, ${SUMS.map((column) => `sum(${column}) over running as ${column}`).join(', ')}
     from order_daily_station_stats
     window running as (partition by station_id order by day rows unbounded preceding)
     order by station_id, day`,
  );
  return { sqlite, close, upsert, running: () => running.all(), expected: () => expected.all() };
}

/** A small deterministic generator, so a failure replays the same writes. */
function randomSequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * below);
  };
}

const dayOf = (index: number) => `2026-03-${String(index + 1).padStart(2, '0')}`;

describe('the per-station running totals', () => {
  it('stay equal to the running sums of the per-day rows through inserts, updates and deletes in any order', () => {
    const database = rollupDatabase();
    const random = randomSequence(2026);
    const refund = database.sqlite.prepare(
      'update order_daily_station_stats set total_cents = total_cents + ?, refunded_cents = ? where day = ?',
    );
    const remove = database.sqlite.prepare('delete from order_daily_station_stats where station_id = ? and day = ?');
    for (let step = 0; step < 600; step += 1) {
      const action = random(10);
      if (action < 7) {
        const values = figures(() => random(5_000) - 500);
        database.upsert.run({ station_id: 1 + random(4), day: dayOf(random(20)), ...values });
      } else if (action < 9) {
        // A refund, or a finished order's figures changing: every station's row of that day at once.
        refund.run(random(900), random(300), dayOf(random(20)));
      } else {
        remove.run(1 + random(4), dayOf(random(20)));
      }
      if (step % 50 === 49) expect(database.running()).toEqual(database.expected());
    }
    expect(database.running().length).toBeGreaterThan(40);
    database.close();
  });

  it('refuses to move a per-day row to another day or station, which would leave both totals wrong', () => {
    const database = rollupDatabase();
    database.upsert.run({ station_id: 1, day: dayOf(0), ...figures(() => 1) });
    const move = () => database.sqlite.prepare("update order_daily_station_stats set day = '2026-03-09'").run();
    expect(move).toThrow(/keeps its day and station/);
    expect(database.running()).toEqual(database.expected());
    database.close();
  });
});
