import { operations } from '@pcharging/api-client/operations';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { readControlBody, readControlParameters } from './control-request';

const knownOperations: ReadonlySet<string> = new Set(operations.map((operation) => operation.operationId));

/** Inject, list and clear faults for chosen `_pcharging` operations. */
export const faultRoutes = new Hono<AppEnv>()
  .get('/faults', (c) => {
    const { faults, clock } = c.get('simulation');
    return c.json({ items: faults.list(clock.now()) });
  })
  .post('/faults', async (c) => {
    const body = await readControlBody(c, 'injectFault');
    if (!body.ok) return body.response;
    if (!knownOperations.has(body.value.operationId)) {
      return c.json({ error: `operationId: unknown operation ${body.value.operationId}` }, 400);
    }
    return c.json(c.get('simulation').faults.add(body.value), 201);
  })
  .delete('/faults', (c) => c.json({ cleared: c.get('simulation').faults.clear() }))
  .delete('/faults/:id', (c) => {
    const path = readControlParameters(c, 'clearFault', 'path');
    if (!path.ok) return path.response;
    const removed = c.get('simulation').faults.remove(path.value.id);
    return removed ? c.json({ cleared: 1 }) : c.json({ error: 'no such fault' }, 404);
  });
