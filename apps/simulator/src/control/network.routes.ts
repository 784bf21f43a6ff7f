import { Hono } from 'hono';
import { latestOutboxEmails } from '../data/notices/outbox-queries';
import { reseedNetwork } from '../domain/network/network-content';
import type { AppEnv } from '../http/context';
import { domainOf } from '../http/request-domain';
import { readControlBody, readControlParameters } from './control-request';

/** Reset the network to a seed, read the e-mail outbox, measure the engine. */
export const networkRoutes = new Hono<AppEnv>()
  .post('/reset', async (c) => {
    const body = await readControlBody(c, 'resetNetwork');
    if (!body.ok) return body.response;
    const started = performance.now();
    const { profile = 'demo', seed } = body.value;
    await reseedNetwork(domainOf(c), { profile, seedNumber: seed });
    c.get('simulation').seed = seed;
    c.get('simulation').engine.reload(seed);
    return c.json({ profile, seed, tookMs: Math.round(performance.now() - started) });
  })
  .get('/outbox', (c) => {
    const query = readControlParameters(c, 'readOutbox', 'query');
    if (!query.ok) return query.response;
    const { to, limit = 50 } = query.value;
    const items = latestOutboxEmails(c.get('deps').db, { to: to || undefined, limit });
    return c.json({ items });
  })
  .get('/stats', (c) => {
    const { runner, hub } = c.get('simulation');
    const cpu = process.cpuUsage();
    return c.json({
      cpu: { userMicros: cpu.user, systemMicros: cpu.system, uptimeMs: Math.round(process.uptime() * 1000) },
      ticks: runner.stats.summary(),
      liveClients: hub.size,
    });
  })
  .post('/stats/reset', (c) => {
    c.get('simulation').runner.stats.reset();
    return c.json({ reset: true });
  });
