import { type ApiClient, settle } from '../client';
import type { components, paths } from '../generated/schema';

type Schemas = components['schemas'];
export type DictionaryKey = Schemas['DictionaryKey'];
export type DictionaryEntry = Schemas['DictionaryEntry'];
export type FileInfo = Schemas['FileInfo'];

type UploadImageBody = paths['/base/upload_image']['post']['requestBody']['content']['multipart/form-data'];

export function getDictionary(client: ApiClient, key: DictionaryKey): Promise<DictionaryEntry[]> {
  return settle(client, client.http.GET('/base/getDatadictionary/{key}', { params: { path: { key } } }));
}

export function getFileInfo(client: ApiClient, relativePath: string): Promise<FileInfo> {
  return settle(
    client,
    client.http.POST('/base/get_file_info_by_url', { body: { params: { file_rel_path: relativePath } } }),
  );
}

/** Uploads a PNG or JPEG image; the answer's `rel_path` is what a station's Logo and Pictures hold. */
export function uploadImage(client: ApiClient, file: Blob, fileName = 'image.png'): Promise<FileInfo> {
  const form = new FormData();
  form.append('file', file, fileName);
  // The generated type models the binary part as a string; the client sends FormData bodies as multipart.
  const body = form as unknown as UploadImageBody;
  return settle(client, client.http.POST('/base/upload_image', { body }));
}
