import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { writeSeedFile } from '../data/network/database-files';
import { domainFor } from '../domain/domain';
import { restoreNetwork } from '../domain/network/network-content';
import type { AppEnv } from '../http/context';
import { readControlBody } from './control-request';
import { applyProviderState, UnknownProviderStateError } from './provider-state-actions';

/**
 * One seeded demo network per seed and time zone in a process, built on first use: verifying a pact file resets
 * the network before every interaction, and seeding anew each time would cost seconds per interaction. Keyed, so
 * that a network of another seed in the same process is never put back as this one.
 */
const seedFiles = new Map<string, Promise<string>>();
function demoSeedFile(now: number, seedNumber: number, timeZone: string): Promise<string> {
  const key = `${seedNumber}|${timeZone}`;
  const known = seedFiles.get(key);
  if (known) return known;
  const folder = mkdtempSync(join(tmpdir(), 'pcharging-pact-'));
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const file = join(folder, 'demo.sqlite');
  const written = writeSeedFile(file, { profile: 'demo', seedNumber, now, timeZone }).then(() => file);
  seedFiles.set(key, written);
  return written;
}

/**
 * Pact's provider-state change protocol (`--provider-states-setup-url`): on setup the demo network is put
 * back as seeded and the named state is set, so `PACT_PROVIDER_STATES_URL=…/__sim/pact-states` lets a
 * separately started simulator verify the web's pacts like any real backend would.
 */
export const pactStateRoutes = new Hono<AppEnv>().post('/pact-states', async (c) => {
  const body = await readControlBody(c, 'setProviderState');
  if (!body.ok) return body.response;
  const { state = '', params = {}, action = 'setup' } = body.value;
  if (action === 'teardown') return c.json({});
  const { deps, simulation } = c.var;
  const domain = domainFor(deps, simulation.engine, 'en');
  restoreNetwork(domain, await demoSeedFile(deps.clock.now(), simulation.seed, deps.config.network.timeZone));
  simulation.faults.clear();
  simulation.engine.reload(simulation.seed);
  if (!state) return c.json({});
  try {
    const target = { domain, tokenTtlSeconds: deps.config.tokenTtlSeconds };
    applyProviderState(target, state, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
  } catch (error) {
    if (error instanceof UnknownProviderStateError) return c.json({ error: error.message }, 400);
    throw error;
  }
  return c.json({});
});
