import { SEED_PROFILES } from '@pcharging/seeds';
import { Hono } from 'hono';
import { z } from 'zod';
import { latestOutboxEmails } from '../data/notices/outbox-queries';
import { reseedNetwork } from '../domain/network/network-content';
import type { AppEnv } from '../http/context';
import { domainOf } from '../http/request-domain';
import { readBody } from './control-body';

const outboxQuery = z.object({
  to: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/** Reset the network to a seed, read the e-mail outbox, measure the engine. */
export const networkRoutes = new Hono<AppEnv>()
  .post('/reset', async (c) => {
    const body = await readBody(
      c,
      z.object({ profile: z.enum(SEED_PROFILES).default('demo'), seed: z.number().int().min(0).max(4_294_967_295) }),
    );
    if (!body.ok) return body.response;
    const started = performance.now();
    const { profile, seed } = body.value;
    await reseedNetwork(domainOf(c), { profile, seedNumber: seed });
    c.get('simulation').seed = seed;
    c.get('simulation').engine.reload(seed);
    return c.json({ profile, seed, tookMs: Math.round(performance.now() - started) });
  })
  .get('/outbox', (c) => {
    const query = outboxQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ error: query.error.issues[0]?.message ?? 'invalid query' }, 400);
    const { to, limit } = query.data;
    const items = latestOutboxEmails(c.get('deps').db, { to, limit });
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
