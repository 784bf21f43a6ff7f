import { type ApiClient, settle } from '../client';
import type { components } from '../generated/schema';
import { type Page, type PageRequest, toPageInfo } from '../page';

type Schemas = components['schemas'];
export type ChargerRow = Schemas['ChargerRow'];
export type ChargerDetail = Schemas['ChargerDetail'];
export type ChargerInput = Schemas['ChargerInput'];
export type ChargerListFilters = Schemas['ChargerListParams'];
export type ChargerPort = Schemas['Port'];
export type PileWhitelist = Schemas['PileWhitelist'];

export function listPiles(
  client: ApiClient,
  filters: ChargerListFilters,
  page: PageRequest,
): Promise<Page<ChargerRow>> {
  return settle(client, client.http.POST('/Pile/lists', { body: { params: filters, pageinfo: toPageInfo(page) } }));
}

export function getPile(client: ApiClient, id: number): Promise<ChargerDetail> {
  return settle(client, client.http.POST('/Pile/info', { body: { params: { id } } }));
}

/** The charger starts as a draft (temporary store) of the station. */
export function addPile(client: ApiClient, stationId: number, input: ChargerInput): Promise<ChargerDetail> {
  return settle(client, client.http.POST('/Pile/add', { body: { params: { ...input, stationid: stationId } } }));
}

export function editPile(client: ApiClient, id: number, input: ChargerInput): Promise<ChargerDetail> {
  return settle(client, client.http.POST('/Pile/edit', { body: { params: { ...input, id } } }));
}

export function deletePile(client: ApiClient, id: number): Promise<null> {
  return settle(client, client.http.POST('/Pile/del', { body: { params: { id } } }));
}

export function submitPile(client: ApiClient, id: number): Promise<ChargerDetail> {
  return settle(client, client.http.POST('/Pile/submit', { body: { params: { id } } }));
}

export function auditPile(
  client: ApiClient,
  id: number,
  decision: { approve: boolean; reason?: string },
): Promise<ChargerDetail> {
  return settle(
    client,
    client.http.POST('/Pile/audit', {
      body: {
        params: { id, approve: decision.approve ? 1 : 0, ...(decision.reason ? { reason: decision.reason } : {}) },
      },
    }),
  );
}

export function restartPile(client: ApiClient, id: number): Promise<ChargerDetail> {
  return settle(client, client.http.POST('/Pile/remote_restart', { body: { params: { id } } }));
}

export function getPileWhitelist(client: ApiClient, id: number): Promise<PileWhitelist> {
  return settle(client, client.http.POST('/Pile/white_list', { body: { params: { id } } }));
}

export function setPileWhitelist(client: ApiClient, id: number, cards: string[]): Promise<PileWhitelist> {
  return settle(client, client.http.POST('/Pile/set_white_list', { body: { params: { id, white_list: cards } } }));
}

export function listPorts(client: ApiClient, pileId: number, page: PageRequest): Promise<Page<ChargerPort>> {
  return settle(
    client,
    client.http.POST('/Port/lists', { body: { params: { pile_id: pileId }, pageinfo: toPageInfo(page) } }),
  );
}

export function getPort(client: ApiClient, id: number): Promise<ChargerPort> {
  return settle(client, client.http.POST('/Port/info', { body: { params: { id } } }));
}

export function editPort(client: ApiClient, id: number, alias: string): Promise<ChargerPort> {
  return settle(client, client.http.POST('/Port/edit', { body: { params: { id, aliasname: alias } } }));
}

export function setPortVoltageLimits(
  client: ApiClient,
  id: number,
  limits: { lower: number; upper: number },
): Promise<ChargerPort> {
  return settle(
    client,
    client.http.POST('/Port/voltage_limits', {
      body: { params: { id, voltagelowerlimits: limits.lower, voltageupperlimits: limits.upper } },
    }),
  );
}
