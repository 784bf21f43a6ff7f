import { type ApiClient, settle } from '../client';
import { type DownloadedFile, downloadFile } from '../download';
import type { components } from '../generated/schema';
import { type Page, type PageRequest, toPageInfo } from '../page';

type Schemas = components['schemas'];
export type OrderRow = Schemas['OrderRow'];
export type OrderDetail = Schemas['OrderDetail'];
export type OrderPriceLine = Schemas['OrderPriceLine'];
export type OrderListFilters = Schemas['OrderListParams'];
/** A page of orders; `total_capped` says more match than `total` (counted up to 10,000). */
export type OrderPage = Page<OrderRow> & { total_capped: boolean };

export function listOrders(client: ApiClient, filters: OrderListFilters, page: PageRequest): Promise<OrderPage> {
  return settle(client, client.http.POST('/Order/lists', { body: { params: filters, pageinfo: toPageInfo(page) } }));
}

export function getOrder(client: ApiClient, id: number): Promise<OrderDetail> {
  return settle(client, client.http.POST('/Order/info', { body: { params: { id } } }));
}

/** The matching orders as an XLSX file named by the server (`orders-YYYYMMDD-HHmmss.xlsx`). */
export function exportOrders(client: ApiClient, filters: OrderListFilters): Promise<DownloadedFile> {
  return downloadFile(client, '/Order/export', { params: filters }, 'orders.xlsx');
}
