// The bench's baseline: a bare Hono server on Node that parses a form body and answers a fixed 20-row page, so
// that the simulator's throughput reads as a ratio of what the framework alone does on this machine.
//   node scripts/bench-echo.mjs PORT
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './lib.mjs';

const require = createRequire(join(root, 'apps', 'simulator', 'package.json'));
const { Hono } = require('hono');
const { serve } = require('@hono/node-server');

const port = Number(process.argv[2] ?? 8198);
const rows = Array.from({ length: 20 }, (_, index) => ({ id: index + 1, name: `Row ${index + 1}`, status: 3 }));
const answer = JSON.stringify({ code: 200, msg: 'ok', data: { items: rows, total: 20 } });

const app = new Hono();
app.post('*', async (c) => {
  await c.req.parseBody();
  return c.body(answer, 200, { 'Content-Type': 'application/json' });
});
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`echo listening on ${port}`));
