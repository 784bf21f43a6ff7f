import { readAs } from '@pcharging/api-client';

/** The network changes the simulator (or backend) pushes; format in openapi/live-push.md. */
export const LIVE_EVENT_TYPES = [
  'pile.status',
  'port.status',
  'session.update',
  'order.created',
  'alarm.raised',
  'alarm.acknowledged',
  'alarm.repaired',
  'overview',
] as const;

export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveEvent {
  type: LiveEventType;
  /** Epoch ms of the change. */
  at: number;
  stationId: number | null;
  data: Readonly<Record<string, unknown>>;
}

export type LiveControl = { type: 'hello' | 'subscribed' | 'pong' | 'error' } | { type: 'session.expired' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number as the API client's decoder reads one: a PHP backend's "3" is 3. */
function numberIn(value: unknown, type: 'integer' | 'number' = 'number'): number | undefined {
  const read = readAs(type, value)?.value;
  return typeof read === 'number' ? read : undefined;
}

/** Reads one frame; anything unreadable or unknown is ignored rather than trusted. */
export function parseLiveFrame(raw: unknown): LiveEvent | LiveControl | undefined {
  if (typeof raw !== 'string') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || typeof value.type !== 'string') return undefined;
  const { type } = value;
  if (type === 'hello' || type === 'subscribed' || type === 'pong' || type === 'error' || type === 'session.expired') {
    return { type };
  }
  // A PHP backend writes an empty map as [].
  const data = readAs('object', value.data)?.value;
  if (!(LIVE_EVENT_TYPES as readonly string[]).includes(type) || !isRecord(data)) return undefined;
  return {
    type: type as LiveEventType,
    at: numberIn(value.at, 'integer') ?? Date.now(),
    stationId: numberIn(value.stationId, 'integer') ?? null,
    data,
  };
}

/** A number field of an event's data, if it is one. */
export const eventNumber = (event: LiveEvent, field: string): number | undefined => numberIn(event.data[field]);
