import type { components } from '@pcharging/api-client';
import { AuditStatus } from '@pcharging/api-client/enums';
import { type ChargerRecord, findCharger } from '../../data/charger/charger-queries';
import { restartCharger, setChargerWhitelist } from '../../domain/charger/charger-commands';
import { networkMoment } from '../../http/network-moment';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok } from '../../http/wire';
import { isConnected, MAX_WHITELIST_CARDS } from '../../lib/charger-states';
import { found } from '../../lib/errors';
import { chargerDetailOrThrow, parseWhitelist } from './charger-wire';

function whitelistWire(record: ChargerRecord): components['schemas']['PileWhitelist'] {
  const { charger } = record;
  return {
    id: charger.id,
    equipmentid: charger.serial,
    status: charger.status,
    editable: charger.auditStatus === AuditStatus.Approved && isConnected(charger.status),
    white_list: parseWhitelist(charger.whiteList),
    max_cards: MAX_WHITELIST_CARDS,
  };
}

export const chargerCommandOperations = {
  restartPile: (c, params) => {
    restartCharger(domainOf(c), params.id);
    const { db } = c.get('deps');
    return ok(c, chargerDetailOrThrow(db, params.id, networkMoment(c.get('deps'))), 'restartIssued');
  },
  getPileWhitelist: (c, params) => {
    const record = found(findCharger(c.get('deps').db, params.id));
    return ok(c, whitelistWire(record));
  },
  setPileWhitelist: (c, params) => {
    setChargerWhitelist(domainOf(c), params.id, params.white_list);
    const saved = found(findCharger(c.get('deps').db, params.id));
    return ok(c, whitelistWire(saved), 'updated');
  },
} satisfies AreaHandlers;
