import type { components, ParamsOf } from '@pcharging/api-client';
import { ocppActions } from '@pcharging/api-client/enums';
import type { Context } from 'hono';
import { findCharger } from '../../data/charger/charger-queries';
import {
  allMessages,
  listMessagePage,
  type MessageFilters,
  type StoredMessage,
} from '../../data/charger-log/message-queries';
import type { AppEnv } from '../../http/context';
import type { AreaHandlers } from '../../http/operation-handlers';
import { binaryAnswer, ok } from '../../http/wire';
import { found } from '../../lib/errors';
import { exportFileName } from '../../lib/export-file';
import { iso } from '../../lib/iso-time';
import { parseTimeRange } from '../../lib/time-bound';

type ChargerMessage = components['schemas']['ChargerMessage'];
type OcppAction = components['schemas']['OcppAction'];

const MESSAGE_TYPES = { 2: 'CALL', 3: 'CALLRESULT', 4: 'CALLERROR' } as const;
const ACTIONS: ReadonlySet<string> = new Set(ocppActions);

const isAction = (value: string): value is OcppAction => ACTIONS.has(value);
const messageType = (type: number) => (type === 2 || type === 3 || type === 4 ? MESSAGE_TYPES[type] : 'CALLERROR');

function messageFilters(c: Context<AppEnv>, params: ParamsOf<'listChargerMessages'>): MessageFilters {
  const { db, config } = c.get('deps');
  found(findCharger(db, params.pile_id));
  const range = parseTimeRange(
    c.get('locale'),
    config.network.timeZone,
    { field: 'from', title: 'from', text: params.from },
    { field: 'to', title: 'until', text: params.to },
  );
  return {
    chargerId: params.pile_id,
    action: params.action,
    toCharger: params.direction === undefined ? undefined : params.direction === 'to_charger' ? 1 : 0,
    from: range.from,
    to: range.to,
  };
}

function messageOf(row: StoredMessage): ChargerMessage {
  return {
    id: row.id,
    at: iso(row.at) ?? '',
    direction: row.toCharger === 1 ? 'to_charger' : 'from_charger',
    message_type: messageType(row.messageType),
    action: isAction(row.action) ? row.action : 'Heartbeat',
    message_id: row.messageId,
    payload: row.payload,
  };
}

/** The message as OCPP-J frames it on the wire: `[2, id, action, payload]`, `[3, id, payload]`, `[4, id, …]`. */
function frameOf(row: StoredMessage): unknown[] {
  const payload: unknown = JSON.parse(row.payload);
  if (row.messageType === 2) return [2, row.messageId, row.action, payload];
  if (row.messageType === 3) return [3, row.messageId, payload];
  const error = typeof payload === 'object' && payload !== null ? payload : {};
  return [4, row.messageId, Reflect.get(error, 'errorCode'), Reflect.get(error, 'errorDescription'), {}];
}

export const chargerLogOperations = {
  listChargerMessages: (c, params, paging) => {
    const page = listMessagePage(c.get('deps').db, messageFilters(c, params), paging);
    return ok(c, { total: page.total, items: page.items.map(messageOf) });
  },
  exportChargerMessages: (c, params) => {
    const { db, clock, config } = c.get('deps');
    const filters = messageFilters(c, params);
    const serial = found(findCharger(db, params.pile_id)).charger.serial;
    const lines = allMessages(db, filters).map((row) =>
      JSON.stringify({ at: iso(row.at), direction: messageOf(row).direction, frame: frameOf(row) }),
    );
    const name = exportFileName(`pile-${serial}-messages`, clock.now(), config.network.timeZone).replace(
      /\.xlsx$/,
      '.jsonl',
    );
    return binaryAnswer(c, new TextEncoder().encode(lines.map((line) => `${line}\n`).join('')), {
      'Content-Type': 'application/x-ndjson',
      'Content-Disposition': `attachment; filename="${name}"`,
    });
  },
} satisfies AreaHandlers;
