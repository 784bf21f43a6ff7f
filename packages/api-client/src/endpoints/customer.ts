import { type ApiClient, settle } from '../client';
import type { components } from '../generated/schema';
import { type Page, type PageRequest, toPageInfo } from '../page';

type Schemas = components['schemas'];
export type CustomerRow = Schemas['CustomerRow'];
export type CustomerDetail = Schemas['CustomerDetail'];
export type CustomerCard = Schemas['CustomerCard'];
export type CustomerRecentOrder = Schemas['CustomerRecentOrder'];
export type CustomerListFilters = Schemas['CustomerListParams'];

export function listCustomers(
  client: ApiClient,
  filters: CustomerListFilters,
  page: PageRequest,
): Promise<Page<CustomerRow>> {
  return settle(client, client.http.POST('/Customer/lists', { body: { params: filters, pageinfo: toPageInfo(page) } }));
}

export function getCustomer(client: ApiClient, id: number): Promise<CustomerDetail> {
  return settle(client, client.http.POST('/Customer/info', { body: { params: { id } } }));
}

export function setCustomerStatus(client: ApiClient, id: number, status: 0 | 1): Promise<CustomerDetail> {
  return settle(client, client.http.POST('/Customer/status', { body: { params: { id, status } } }));
}
