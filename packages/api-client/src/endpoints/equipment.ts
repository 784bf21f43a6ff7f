import { type ApiClient, settle } from '../client';
import type { components } from '../generated/schema';
import { type Page, type PageRequest, toPageInfo } from '../page';
import type { ChargerDetail, ChargerInput } from './charger';

type Schemas = components['schemas'];
export type EquipmentRow = Schemas['EquipmentRow'];
export type EquipmentListFilters = Schemas['EquipmentListParams'];

export function listEquipment(
  client: ApiClient,
  filters: EquipmentListFilters,
  page: PageRequest,
): Promise<Page<EquipmentRow>> {
  return settle(
    client,
    client.http.POST('/Equipment/lists', { body: { params: filters, pageinfo: toPageInfo(page) } }),
  );
}

export function getEquipment(client: ApiClient, id: number): Promise<ChargerDetail> {
  return settle(client, client.http.POST('/Equipment/info', { body: { params: { id } } }));
}

/** A new device goes into stock. */
export function addEquipment(client: ApiClient, input: ChargerInput): Promise<ChargerDetail> {
  return settle(client, client.http.POST('/Equipment/add', { body: { params: input } }));
}

export function editEquipment(client: ApiClient, id: number, input: ChargerInput): Promise<ChargerDetail> {
  return settle(client, client.http.POST('/Equipment/edit', { body: { params: { ...input, id } } }));
}

export function deleteEquipment(client: ApiClient, id: number): Promise<null> {
  return settle(client, client.http.POST('/Equipment/del', { body: { params: { id } } }));
}

export function installEquipment(client: ApiClient, id: number, stationId: number): Promise<ChargerDetail> {
  return settle(client, client.http.POST('/Equipment/install', { body: { params: { id, stationid: stationId } } }));
}

export function uninstallEquipment(client: ApiClient, id: number): Promise<ChargerDetail> {
  return settle(client, client.http.POST('/Equipment/uninstall', { body: { params: { id } } }));
}
