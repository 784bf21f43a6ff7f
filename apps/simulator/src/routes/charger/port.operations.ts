import { findCharger } from '../../data/charger/charger-queries';
import { findPort, listPortPage } from '../../data/charger/port-queries';
import { renamePort, setPortAvailability, setPortVoltageLimits, unlockPort } from '../../domain/charger/port-commands';
import { networkMoment } from '../../http/network-moment';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok, requireSession } from '../../http/wire';
import { found, notFound } from '../../lib/errors';
import { portWire } from './charger-wire';

export const portOperations = {
  listPorts: (c, params, paging) => {
    const { db } = c.get('deps');
    const chargerId = params.pile_id;
    if (!findCharger(db, chargerId)) throw notFound();
    const page = listPortPage(db, chargerId, paging);
    const moment = networkMoment(c.get('deps'));
    return ok(c, { total: page.total, items: page.items.map((record) => portWire(record, moment)) });
  },
  getPort: (c, params) => {
    const { db } = c.get('deps');
    const record = found(findPort(db, params.id));
    return ok(c, portWire(record, networkMoment(c.get('deps'))));
  },
  editPort: (c, params) => {
    renamePort(domainOf(c), params.id, params.aliasname);
    const { db } = c.get('deps');
    return ok(c, portWire(found(findPort(db, params.id)), networkMoment(c.get('deps'))), 'updated');
  },
  setPortVoltageLimits: (c, params) => {
    const limits = { lower: params.voltagelowerlimits, upper: params.voltageupperlimits };
    setPortVoltageLimits(domainOf(c), params.id, limits);
    const { db } = c.get('deps');
    return ok(c, portWire(found(findPort(db, params.id)), networkMoment(c.get('deps'))), 'updated');
  },
  setPortAvailability: (c, params) => {
    const change = { availability: params.availability, reason: params.reason ?? '' };
    setPortAvailability(domainOf(c), params.id, change);
    const { db } = c.get('deps');
    const message = params.availability === 'inoperative' ? 'portInoperative' : 'portOperative';
    return ok(c, portWire(found(findPort(db, params.id)), networkMoment(c.get('deps'))), message);
  },
  unlockPort: (c, params) => {
    unlockPort(domainOf(c), params.id, requireSession(c).userId);
    const { db } = c.get('deps');
    return ok(
      c,
      { result: 'unlocked', port: portWire(found(findPort(db, params.id)), networkMoment(c.get('deps'))) },
      'portUnlocked',
    );
  },
} satisfies AreaHandlers;
