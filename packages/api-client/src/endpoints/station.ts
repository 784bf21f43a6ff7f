import { type ApiClient, settle } from '../client';
import type { components } from '../generated/schema';
import { type Page, type PageRequest, toPageInfo } from '../page';

type Schemas = components['schemas'];
export type StationRow = Schemas['StationRow'];
export type StationDetail = Schemas['StationDetail'];
export type StationInput = Schemas['StationInput'];
export type StationListFilters = Schemas['StationListParams'];
export type LoadHistoryEntry = Schemas['LoadHistoryEntry'];

export function listStations(
  client: ApiClient,
  filters: StationListFilters,
  page: PageRequest,
): Promise<Page<StationRow>> {
  return settle(client, client.http.POST('/Station/lists', { body: { params: filters, pageinfo: toPageInfo(page) } }));
}

export function getStation(client: ApiClient, id: number): Promise<StationDetail> {
  return settle(client, client.http.POST('/Station/info', { body: { params: { id } } }));
}

export function addStation(client: ApiClient, input: StationInput): Promise<StationDetail> {
  return settle(client, client.http.POST('/Station/add', { body: { params: input } }));
}

export function editStation(client: ApiClient, id: number, input: StationInput): Promise<StationDetail> {
  return settle(client, client.http.POST('/Station/edit', { body: { params: { ...input, id } } }));
}

export function deleteStation(client: ApiClient, id: number): Promise<null> {
  return settle(client, client.http.POST('/Station/del', { body: { params: { id } } }));
}

export function submitStation(client: ApiClient, id: number): Promise<StationDetail> {
  return settle(client, client.http.POST('/Station/submit', { body: { params: { id } } }));
}

export function auditStation(
  client: ApiClient,
  id: number,
  decision: { approve: boolean; reason?: string },
): Promise<StationDetail> {
  return settle(
    client,
    client.http.POST('/Station/audit', {
      body: {
        params: { id, approve: decision.approve ? 1 : 0, ...(decision.reason ? { reason: decision.reason } : {}) },
      },
    }),
  );
}

export function setStationStatus(client: ApiClient, id: number, status: 3 | 4): Promise<StationDetail> {
  return settle(client, client.http.POST('/Station/status', { body: { params: { id, status } } }));
}

export function setStationLoadBalance(
  client: ApiClient,
  id: number,
  settings: { upperLimitKw: number; periodMinutes: number },
): Promise<StationDetail> {
  return settle(
    client,
    client.http.POST('/Station/load_balance', {
      body: { params: { id, upper_limit: settings.upperLimitKw, period: settings.periodMinutes } },
    }),
  );
}

export function listStationLoadHistory(
  client: ApiClient,
  id: number,
  page: PageRequest,
): Promise<Page<LoadHistoryEntry>> {
  return settle(
    client,
    client.http.POST('/Station/load_history', { body: { params: { id }, pageinfo: toPageInfo(page) } }),
  );
}
