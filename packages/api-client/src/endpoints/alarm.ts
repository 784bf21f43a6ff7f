import { type ApiClient, settle } from '../client';
import type { components } from '../generated/schema';
import { type Page, type PageRequest, toPageInfo } from '../page';

type Schemas = components['schemas'];
export type Alarm = Schemas['Alarm'];
export type AlarmListFilters = Schemas['AlarmListParams'];
export type AlarmCounts = Schemas['AlarmCountOk']['data'];

export function listAlarms(client: ApiClient, filters: AlarmListFilters, page: PageRequest): Promise<Page<Alarm>> {
  return settle(client, client.http.POST('/Alarm/lists', { body: { params: filters, pageinfo: toPageInfo(page) } }));
}

/** Open and acknowledged (not yet repaired) alarms, for the header badge. */
export function countOpenAlarms(client: ApiClient): Promise<AlarmCounts> {
  return settle(client, client.http.POST('/Alarm/count', { body: {} }));
}

export function getAlarm(client: ApiClient, id: number): Promise<Alarm> {
  return settle(client, client.http.POST('/Alarm/info', { body: { params: { id } } }));
}

export function acknowledgeAlarm(client: ApiClient, id: number): Promise<Alarm> {
  return settle(client, client.http.POST('/Alarm/ack', { body: { params: { id } } }));
}

/** Marks an alarm repaired; `repairedAt` (ISO 8601) defaults to now on the server. */
export function repairAlarm(
  client: ApiClient,
  id: number,
  repair: { note: string; repairedAt?: string },
): Promise<Alarm> {
  return settle(
    client,
    client.http.POST('/Alarm/repair', {
      body: { params: { id, note: repair.note, ...(repair.repairedAt ? { repaired_at: repair.repairedAt } : {}) } },
    }),
  );
}
