import { type ApiClient, settle } from '../client';
import { type DownloadedFile, downloadFile } from '../download';
import type { components } from '../generated/schema';
import { type Page, type PageRequest, toPageInfo } from '../page';

type Schemas = components['schemas'];
export type JournalRow = Schemas['JournalRow'];
export type JournalListFilters = Schemas['JournalListParams'];
/** A page of journal entries; `total_capped` says more match than `total` (counted up to 10,000). */
export type JournalPage = Page<JournalRow> & { total_capped: boolean };

export function listJournalEntries(
  client: ApiClient,
  filters: JournalListFilters,
  page: PageRequest,
): Promise<JournalPage> {
  return settle(client, client.http.POST('/Journal/lists', { body: { params: filters, pageinfo: toPageInfo(page) } }));
}

/** The matching entries as an XLSX file named by the server (`journal-YYYYMMDD-HHmmss.xlsx`). */
export function exportJournalEntries(client: ApiClient, filters: JournalListFilters): Promise<DownloadedFile> {
  return downloadFile(client, '/Journal/export', { params: filters }, 'journal.xlsx');
}
