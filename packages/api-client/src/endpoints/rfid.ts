import { type ApiClient, settle } from '../client';
import type { components, paths } from '../generated/schema';
import { type Page, type PageRequest, toPageInfo } from '../page';

type Schemas = components['schemas'];
export type RfidCard = Schemas['RfidCard'];
export type RfidCardInput = Schemas['RfidCardInput'];
export type RfidListFilters = Schemas['RfidListParams'];
export type RfidAccountInput = Omit<Schemas['RfidAccountParams'], 'id'>;
export type RfidImportReport = Schemas['RfidImportReport'];
export type RfidImportRow = Schemas['RfidImportRow'];

type ImportBody = paths['/Rfid/import']['post']['requestBody']['content']['multipart/form-data'];

export function listRfidCards(client: ApiClient, filters: RfidListFilters, page: PageRequest): Promise<Page<RfidCard>> {
  return settle(client, client.http.POST('/Rfid/lists', { body: { params: filters, pageinfo: toPageInfo(page) } }));
}

export function addRfidCard(client: ApiClient, input: RfidCardInput): Promise<RfidCard> {
  return settle(client, client.http.POST('/Rfid/add', { body: { params: input } }));
}

/** Uploads an XLS or XLSX sheet of cards (a `card_no` column, optionally `account`) and answers a report per row. */
export function importRfidCards(client: ApiClient, file: Blob, fileName = 'cards.xlsx'): Promise<RfidImportReport> {
  const form = new FormData();
  form.append('file', file, fileName);
  // The generated type models the binary part as a string; the client sends FormData bodies as multipart.
  const body = form as unknown as ImportBody;
  return settle(client, client.http.POST('/Rfid/import', { body }));
}

export function bindRfidCard(client: ApiClient, id: number, account: string): Promise<RfidCard> {
  return settle(client, client.http.POST('/Rfid/bind', { body: { params: { id, account } } }));
}

export function unbindRfidCard(client: ApiClient, id: number): Promise<RfidCard> {
  return settle(client, client.http.POST('/Rfid/unbind', { body: { params: { id } } }));
}

/** Creates an account (consent pending) for the holder of an unbound card and binds the card to it. */
export function createRfidAccount(client: ApiClient, id: number, input: RfidAccountInput): Promise<RfidCard> {
  return settle(client, client.http.POST('/Rfid/create_account', { body: { params: { ...input, id } } }));
}
