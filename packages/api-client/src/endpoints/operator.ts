import { type ApiClient, settle } from '../client';
import type { components } from '../generated/schema';
import { type Page, type PageRequest, toPageInfo } from '../page';

type Schemas = components['schemas'];
export type OperatorRow = Schemas['OperatorRow'];
export type OperatorDetail = Schemas['OperatorDetail'];
/** Secrets are write-only: leave them empty on edit to keep the current ones. */
export type OperatorInput = Schemas['OperatorInput'];
export type OperatorListFilters = Schemas['OperatorListParams'];

export function listOperators(
  client: ApiClient,
  filters: OperatorListFilters,
  page: PageRequest,
): Promise<Page<OperatorRow>> {
  return settle(client, client.http.POST('/Operator/lists', { body: { params: filters, pageinfo: toPageInfo(page) } }));
}

export function getOperator(client: ApiClient, id: number): Promise<OperatorDetail> {
  return settle(client, client.http.POST('/Operator/info', { body: { params: { id } } }));
}

export function addOperator(client: ApiClient, input: OperatorInput): Promise<OperatorDetail> {
  return settle(client, client.http.POST('/Operator/add', { body: { params: input } }));
}

export function editOperator(client: ApiClient, id: number, input: OperatorInput): Promise<OperatorDetail> {
  return settle(client, client.http.POST('/Operator/edit', { body: { params: { ...input, id } } }));
}

export function deleteOperator(client: ApiClient, id: number): Promise<null> {
  return settle(client, client.http.POST('/Operator/del', { body: { params: { id } } }));
}
