import { type Context, Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { domainOf } from '../http/request-domain';
import { readControlBody, readControlParameters } from './control-request';
import { SnapshotStore } from './snapshot-store';

const noDataDirectory = {
  error: 'snapshots need a data directory: set PCHARGING_DATA_DIR, or use a database file (PCHARGING_DB)',
};

/** This network's own snapshots. */
function storeOf(c: Context<AppEnv>): SnapshotStore | undefined {
  return SnapshotStore.of(c.get('deps').config, c.get('ownSandbox')?.name);
}

/** Save the network as it is under a name, list the saved ones, bring one back: each network its own. */
export const snapshotRoutes = new Hono<AppEnv>()
  .get('/snapshots', (c) => {
    const store = storeOf(c);
    return c.json({ items: store ? store.list() : [] });
  })
  .post('/snapshots', async (c) => {
    const body = await readControlBody(c, 'saveSnapshot');
    if (!body.ok) return body.response;
    const store = storeOf(c);
    if (!store) return c.json(noDataDirectory, 409);
    return c.json(store.save(c.get('deps').db, body.value.name), 201);
  })
  .post('/snapshots/:name/restore', (c) => {
    const path = readControlParameters(c, 'restoreSnapshot', 'path');
    if (!path.ok) return path.response;
    const store = storeOf(c);
    if (!store) return c.json(noDataDirectory, 409);
    const { name } = path.value;
    if (SnapshotStore.nameProblem(name) || !store.has(name)) return c.json({ error: 'no such snapshot' }, 404);
    const started = performance.now();
    const sessionsEnded = store.restore(domainOf(c), name);
    return c.json({ name, tookMs: Math.round(performance.now() - started), sessionsEnded });
  })
  .delete('/snapshots/:name', (c) => {
    const path = readControlParameters(c, 'deleteSnapshot', 'path');
    if (!path.ok) return path.response;
    const store = storeOf(c);
    const { name } = path.value;
    if (!store || SnapshotStore.nameProblem(name) || !store.remove(name)) {
      return c.json({ error: 'no such snapshot' }, 404);
    }
    return c.json({ deleted: name });
  });
