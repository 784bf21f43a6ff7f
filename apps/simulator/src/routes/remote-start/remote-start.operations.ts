import { startSessionRemotely } from '../../domain/session/remote-start';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok } from '../../http/wire';
import { centsToMoney, moneyToCents } from '../../lib/money';
import { detailOrThrow } from '../session/session.operations';

export const remoteStartOperations = {
  startSessionRemotely: (c, params) => {
    const limitWh = params.limit_wh ?? null;
    const limitCents = params.limit_amount ? moneyToCents(params.limit_amount) : null;
    const sessionId = startSessionRemotely(domainOf(c), {
      portId: params.port_id,
      customerId: params.customer_id,
      limit: { limitWh, limitCents },
    });
    const limit = { limit_wh: limitWh, limit_amount: limitCents === null ? null : centsToMoney(limitCents) };
    return ok(c, { session: detailOrThrow(c, sessionId), ...limit }, 'remoteStarted');
  },
} satisfies AreaHandlers;
