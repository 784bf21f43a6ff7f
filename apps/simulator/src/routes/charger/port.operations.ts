import type { AppDatabase } from '@pcharging/db';
import { findCharger } from '../../data/charger/charger-queries';
import { findPort, listPortPage } from '../../data/charger/port-queries';
import { renamePort, setPortAvailability, setPortVoltageLimits, unlockPort } from '../../domain/charger/port-commands';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok, requireSession } from '../../http/wire';
import { notFound } from '../../lib/errors';
import { portWire } from './charger-wire';

export const portOperations = {
  listPorts: (c, params, paging) => {
    const { db, clock } = c.get('deps');
    const pileId = params.pile_id;
    if (!findCharger(db, pileId)) throw notFound();
    const page = listPortPage(db, pileId, paging);
    const now = clock.now();
    return ok(c, { total: page.total, items: page.items.map((record) => portWire(record, now)) });
  },
  getPort: (c, params) => {
    const { db, clock } = c.get('deps');
    const record = findPort(db, params.id);
    if (!record) throw notFound();
    return ok(c, portWire(record, clock.now()));
  },
  editPort: (c, params) => {
    renamePort(domainOf(c), params.id, params.aliasname);
    const { db, clock } = c.get('deps');
    return ok(c, portWire(findPortOrThrow(db, params.id), clock.now()), 'updated');
  },
  setPortVoltageLimits: (c, params) => {
    const limits = { lower: params.voltagelowerlimits, upper: params.voltageupperlimits };
    setPortVoltageLimits(domainOf(c), params.id, limits);
    const { db, clock } = c.get('deps');
    return ok(c, portWire(findPortOrThrow(db, params.id), clock.now()), 'updated');
  },
  setPortAvailability: (c, params) => {
    const change = { availability: params.availability, reason: params.reason ?? '' };
    setPortAvailability(domainOf(c), params.id, change);
    const { db, clock } = c.get('deps');
    const message = params.availability === 'inoperative' ? 'portInoperative' : 'portOperative';
    return ok(c, portWire(findPortOrThrow(db, params.id), clock.now()), message);
  },
  unlockPort: (c, params) => {
    unlockPort(domainOf(c), params.id, requireSession(c).userId);
    const { db, clock } = c.get('deps');
    return ok(c, { result: 'unlocked', port: portWire(findPortOrThrow(db, params.id), clock.now()) }, 'portUnlocked');
  },
} satisfies AreaHandlers;

function findPortOrThrow(db: AppDatabase, id: number) {
  const record = findPort(db, id);
  if (!record) throw notFound();
  return record;
}
