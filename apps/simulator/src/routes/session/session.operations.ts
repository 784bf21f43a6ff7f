import type { ParamsOf } from '@pcharging/api-client';
import type { Context } from 'hono';
import { customerIdOfAccount } from '../../data/customer/customer-queries';
import { personSearch } from '../../data/customer/customer-search';
import { cardIdOfNumber, findSession, listSessionPage, type SuspectClock } from '../../data/session/session-queries';
import type { SessionFilters } from '../../data/session/session-sql';
import { stopSession } from '../../domain/session/session-stop';
import type { AppEnv } from '../../http/context';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok, requireSession } from '../../http/wire';
import { found } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import { textFilter } from '../../lib/text-filter';
import { sessionDetail, sessionRow } from './session-wire';

function suspectClock(c: Context<AppEnv>): SuspectClock {
  const { clock, config } = c.get('deps');
  return { now: clock.now(), threshold: config.suspectMinutes * 60_000 };
}

function sessionFilters(c: Context<AppEnv>, params: ParamsOf<'listSessions'>): SessionFilters {
  const { db } = c.get('deps');
  const account = textFilter(params.account);
  const cardNo = textFilter(params.card_no);
  const keyword = textFilter(params.keyword);
  return {
    ...(params.station_id === undefined ? {} : { stationId: params.station_id }),
    ...(params.pile_id === undefined ? {} : { chargerId: params.pile_id }),
    ...(params.port_id === undefined ? {} : { portId: params.port_id }),
    ...(account ? { customerId: customerIdOfAccount(db, account) } : {}),
    ...(cardNo ? { cardId: cardIdOfNumber(db, cardNo) } : {}),
    ...(params.start_mode === undefined ? {} : { startMode: params.start_mode }),
    ...(params.suspect === undefined ? {} : { suspect: params.suspect === 1 }),
    ...(keyword ? { ...personSearch(keyword), placePrefix: keyword.toUpperCase() } : {}),
  };
}

export function detailOrThrow(c: Context<AppEnv>, id: number) {
  const clock = suspectClock(c);
  const record = found(findSession(c.get('deps').db, id, clock));
  return sessionDetail(record, clock.now, c.get('deps').config.network.timeZone);
}

const OUTCOME_MESSAGES = {
  stopped: 'sessionStopped',
  queued: 'sessionStopQueued',
  closed: 'sessionClosed',
} as const satisfies Record<string, MessageKey>;

export const sessionOperations = {
  listSessions: (c, params, paging) => {
    const clock = suspectClock(c);
    const page = listSessionPage(c.get('deps').db, sessionFilters(c, params), paging, clock);
    return ok(c, {
      total: page.total,
      suspect: page.suspect,
      items: page.items.map((record) => sessionRow(record, clock.now, c.get('deps').config.network.timeZone)),
    });
  },
  getSession: (c, params) => ok(c, detailOrThrow(c, params.id)),
  stopSession: (c, params) => {
    detailOrThrow(c, params.id);
    const request = { by: requireSession(c).userId, reason: params.reason, force: params.force === 1 };
    const outcome = stopSession(domainOf(c), params.id, request);
    return ok(c, { outcome, session: detailOrThrow(c, params.id) }, OUTCOME_MESSAGES[outcome]);
  },
} satisfies AreaHandlers;
