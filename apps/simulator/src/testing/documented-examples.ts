import * as XLSX from '@e965/xlsx';
import { API_BASE_PATH } from '@pcharging/api-client';
import { openapiDocument } from '@pcharging/api-client/openapi';
import type { OperationDescriptor } from '@pcharging/api-client/operations';
import { encodeForm, type FormBody } from '@pcharging/api-client/wire';
import { encodePng } from '@pcharging/seeds';

interface MediaType {
  example?: FormBody;
}
type PathItem = Record<string, { requestBody?: { content?: Record<string, MediaType> } }>;

/** The request example the OpenAPI document gives an operation: a call that succeeds on a fresh demo seed. */
export function documentedExample(operation: OperationDescriptor): FormBody | undefined {
  const paths = openapiDocument.paths as Record<string, PathItem>;
  const content = paths[operation.path]?.[operation.method]?.requestBody?.content ?? {};
  return Object.values(content).find((media) => media.example)?.example;
}

/** Multipart operations carry a file, which a YAML example cannot: their bodies are built here. */
export const multipartBodies: Readonly<Record<string, () => FormData>> = {
  importRfidCards: () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['card_no'], ['RF77000001'], ['RF77000002']]), 'Cards');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const form = new FormData();
    form.set('file', new File([bytes], 'cards.xlsx', { type: 'application/octet-stream' }));
    return form;
  },
  uploadImage: () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(encodePng(1, 1, new Uint8Array(3)))], 'logo.png', { type: 'image/png' }));
    return form;
  },
};

/** The operation called with its documented example (or built file) as the holder of `token`. */
export function exampleRequest(operation: OperationDescriptor, token: string): Request {
  const url = `http://sim.test${API_BASE_PATH}${operation.path}`;
  const method = operation.method.toUpperCase();
  const multipart = multipartBodies[operation.operationId];
  if (multipart) {
    const form = multipart();
    form.set('token', token);
    return new Request(url, { method, headers: { token }, body: form });
  }
  return new Request(url, {
    method,
    headers: { token, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: encodeForm({ ...(documentedExample(operation) ?? {}), token }),
  });
}
