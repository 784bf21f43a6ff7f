import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { InvalidInputError, notFound } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { pageWindow } from '../../lib/paging';
import { ok } from '../../lib/wire';
import { findCharger } from './charger.repo';
import { portWire } from './charger-wire';
import { findPort, listPortPage } from './port.repo';

const { ports } = tables;

export const portRoutes = new Hono<AppEnv>()
  .post('/Port/lists', (c) => {
    const { db, clock } = c.var.deps;
    const pileId = Number(c.var.params.pile_id);
    if (!findCharger(db, pileId)) throw notFound();
    const page = listPortPage(db, pileId, pageWindow(c.var.pageinfo));
    const now = clock.now();
    return ok(c, { total: page.total, items: page.items.map((record) => portWire(record, now)) });
  })
  .post('/Port/info', (c) => {
    const { db, clock } = c.var.deps;
    const record = findPort(db, Number(c.var.params.id));
    if (!record) throw notFound();
    return ok(c, portWire(record, clock.now()));
  })
  .post('/Port/edit', (c) => {
    const { db, clock } = c.var.deps;
    const params = c.var.params as { id: number; aliasname: string };
    if (!findPort(db, params.id)) throw notFound();
    const now = clock.now();
    db.update(ports).set({ aliasName: params.aliasname.trim(), updatedAt: now }).where(eq(ports.id, params.id)).run();
    return ok(c, portWire(findPortOrThrow(db, params.id), now), 'updated');
  })
  .post('/Port/voltage_limits', (c) => {
    const { db, clock } = c.var.deps;
    const params = c.var.params as { id: number; voltagelowerlimits: number; voltageupperlimits: number };
    if (params.voltagelowerlimits >= params.voltageupperlimits) {
      const message = translate(c.var.locale, 'voltageOrder');
      throw new InvalidInputError(message, [{ field: 'voltagelowerlimits', message }]);
    }
    if (!findPort(db, params.id)) throw notFound();
    const now = clock.now();
    db.update(ports)
      .set({ voltageLower: params.voltagelowerlimits, voltageUpper: params.voltageupperlimits, updatedAt: now })
      .where(eq(ports.id, params.id))
      .run();
    return ok(c, portWire(findPortOrThrow(db, params.id), now), 'updated');
  });

function findPortOrThrow(db: AppDatabase, id: number) {
  const record = findPort(db, id);
  if (!record) throw notFound();
  return record;
}
