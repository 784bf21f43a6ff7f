import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulationOf } from './app';
import { schedulePublicDemoResets } from './public-demo';
import { createHarness, type Harness } from './testing/harness';

let harness: Harness;
afterEach(() => {
  vi.useRealTimers();
  harness.close();
});

const stationNames = () =>
  (harness.database.sqlite.prepare('select name from stations order by id limit 1').get() as { name: string }).name;

describe('a public demo', () => {
  it('goes back to its seed every PCHARGING_DEMO_RESET_MINUTES, whatever visitors changed', async () => {
    harness = await createHarness();
    const seeded = stationNames();
    harness.database.sqlite
      .prepare('update stations set name = ? where id = (select min(id) from stations)')
      .run('Defaced');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const logged: string[] = [];
    const deps = {
      db: harness.database.db,
      config: { ...harness.config, seedProfile: 'demo' as const },
      clock: harness.clock,
    };
    const stop = schedulePublicDemoResets(deps, simulationOf(harness.app), 60, (line) => logged.push(line));
    vi.advanceTimersByTime(59 * 60_000);
    expect(stationNames()).toBe('Defaced');
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(() => expect(logged.join()).toMatch(/public demo reset to its seed/), { timeout: 20_000 });
    expect(stationNames()).toBe(seeded);
    stop();
  }, 30_000);
});
