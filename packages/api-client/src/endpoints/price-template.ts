import { type ApiClient, settle } from '../client';
import type { components } from '../generated/schema';
import { type Page, type PageRequest, toPageInfo } from '../page';
import type { StationDetail } from './station';

type Schemas = components['schemas'];
export type PriceTemplate = Schemas['PriceTemplate'];
export type PriceTemplateInput = Schemas['PriceTemplateInput'];
export type PriceTemplateOption = Schemas['PriceTemplateOption'];

export function listPriceTemplates(
  client: ApiClient,
  filters: { name?: string },
  page: PageRequest,
): Promise<Page<PriceTemplate>> {
  return settle(
    client,
    client.http.POST('/PriceTemplate/lists', { body: { params: filters, pageinfo: toPageInfo(page) } }),
  );
}

export function listPriceTemplateOptions(client: ApiClient): Promise<PriceTemplateOption[]> {
  return settle(client, client.http.POST('/PriceTemplate/options', { body: {} }));
}

export function getPriceTemplate(client: ApiClient, id: number): Promise<PriceTemplate> {
  return settle(client, client.http.POST('/PriceTemplate/info', { body: { params: { id } } }));
}

export function addPriceTemplate(client: ApiClient, input: PriceTemplateInput): Promise<PriceTemplate> {
  return settle(client, client.http.POST('/PriceTemplate/add', { body: { params: input } }));
}

/** The answer's `affected_stations` says how many stations now charge the new prices. */
export function editPriceTemplate(client: ApiClient, id: number, input: PriceTemplateInput): Promise<PriceTemplate> {
  return settle(client, client.http.POST('/PriceTemplate/edit', { body: { params: { ...input, id } } }));
}

export function deletePriceTemplate(client: ApiClient, id: number): Promise<null> {
  return settle(client, client.http.POST('/PriceTemplate/del', { body: { params: { id } } }));
}

export function setStationPriceTemplate(client: ApiClient, id: number, templateId: number): Promise<StationDetail> {
  return settle(client, client.http.POST('/Station/set_price', { body: { params: { id, template_id: templateId } } }));
}
