import { type ApiClient, settle } from '../client';
import type { components } from '../generated/schema';

type Schemas = components['schemas'];
export type DictionaryKey = Schemas['DictionaryKey'];
export type DictionaryEntry = Schemas['DictionaryEntry'];
export type FileInfo = Schemas['FileInfo'];

export function getDictionary(client: ApiClient, key: DictionaryKey): Promise<DictionaryEntry[]> {
  return settle(client, client.http.GET('/base/getDatadictionary/{key}', { params: { path: { key } } }));
}

export function getFileInfo(client: ApiClient, relativePath: string): Promise<FileInfo> {
  return settle(
    client,
    client.http.POST('/base/get_file_info_by_url', { body: { params: { file_rel_path: relativePath } } }),
  );
}
