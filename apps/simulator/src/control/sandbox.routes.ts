import { Hono } from 'hono';
import { domainFor } from '../domain/domain';
import type { AppEnv } from '../http/context';
import { SandboxError } from '../http/sandboxes';
import { BusinessError } from '../lib/errors';
import { translate } from '../lib/messages';
import { localize, ScenarioUnavailableError } from '../scenarios/scenario';
import { findScenario } from '../scenarios/scenarios';
import { loadScenario } from '../scenarios/training-runs';
import { readControlBody, readControlParameters } from './control-request';
import { SnapshotStore } from './snapshot-store';

const STATUS_OF_REFUSAL = { 'invalid-name': 400, exists: 409, limit: 409 } as const;

const notHere = { error: 'sandboxes are made on the main network’s control surface, not inside a sandbox' };

/** Create, list, check and remove the isolated networks of a class (main network only). */
export const sandboxRoutes = new Hono<AppEnv>()
  .get('/sandboxes', (c) => {
    const registry = c.get('sandboxes');
    if (!registry) return c.json(notHere, 404);
    return c.json({ limit: registry.limit, items: registry.list(c.get('locale')) });
  })
  // One call for the whole class: the trainer sees every trainee's result without opening each console.
  .post('/sandboxes/check', (c) => {
    const registry = c.get('sandboxes');
    if (!registry) return c.json(notHere, 404);
    return c.json({ limit: registry.limit, items: registry.list(c.get('locale'), { check: true }) });
  })
  .post('/sandboxes', async (c) => {
    const body = await readControlBody(c, 'createSandbox');
    if (!body.ok) return body.response;
    const registry = c.get('sandboxes');
    if (!registry) return c.json(notHere, 404);
    const { name, seed, scenario: scenarioName, snapshot } = body.value;
    const { config } = c.get('deps');
    const snapshots = SnapshotStore.of(config);
    if (snapshot !== undefined && (SnapshotStore.nameProblem(snapshot) || !snapshots?.has(snapshot))) {
      return c.json({ error: 'no such snapshot' }, 404);
    }
    const scenario = scenarioName === undefined ? undefined : findScenario(scenarioName);
    if (scenarioName !== undefined && !scenario) return c.json({ error: `scenario: no scenario ${scenarioName}` }, 400);
    try {
      const sandbox = await registry.create(name, seed ?? config.fleetSeed);
      const locale = c.get('locale');
      const deps = { db: sandbox.database.db, config, clock: sandbox.clock };
      const domain = domainFor(deps, sandbox.simulation.engine, locale);
      if (snapshot !== undefined && snapshots) snapshots.restore(domain, snapshot);
      let task: string | undefined;
      if (scenario) {
        const run = loadScenario(domain, scenario);
        task = localize(scenario.task, locale, run.details);
      }
      const summary = registry.list(locale).find((item) => item.name === name);
      return c.json({ ...summary, url: `/s/${name}/`, ...(task ? { task } : {}) }, 201);
    } catch (error) {
      if (error instanceof SandboxError) return c.json({ error: error.message }, STATUS_OF_REFUSAL[error.reason]);
      if (error instanceof ScenarioUnavailableError) {
        registry.remove(name);
        return c.json({ error: error.message }, 409);
      }
      if (error instanceof BusinessError) {
        registry.remove(name);
        return c.json({ error: translate(c.get('locale'), error.messageKey, error.values) }, 409);
      }
      throw error;
    }
  })
  .delete('/sandboxes/:name', (c) => {
    const path = readControlParameters(c, 'deleteSandbox', 'path');
    if (!path.ok) return path.response;
    const registry = c.get('sandboxes');
    if (!registry) return c.json(notHere, 404);
    const { name } = path.value;
    if (!registry.remove(name)) return c.json({ error: 'no such sandbox' }, 404);
    return c.json({ deleted: name });
  });
