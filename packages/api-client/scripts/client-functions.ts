// One client function per operation, named by its operationId, written from how the document says the
// operation travels: a form with `params` (and `pageinfo` when paged), a path parameter, a multipart upload,
// or a file instead of a JSON answer.

type Node = Record<string, unknown>;

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';
const JSON_TYPE = 'application/json';

/** The file name a download falls back to when the answer names none, by its media type. */
const EXTENSIONS: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/csv': 'csv',
  'image/png': 'png',
};

export interface ClientOperation {
  operationId: string;
  method: string;
  path: string;
  summary?: string;
  /** The request body schema, every $ref inlined; null when the operation takes none. */
  request: { mediaType: string; schema: Node } | null;
  /** The media types of the 200 answer. */
  answerTypes: string[];
  pathParameters: string[];
}

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object';

function propertiesOf(schema: Node): Node {
  const properties = schema.properties;
  return isNode(properties) ? properties : {};
}

function requiredOf(schema: Node): string[] {
  return Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === 'string') : [];
}

const doc = (operation: ClientOperation): string => (operation.summary ? `/** ${operation.summary} */\n` : '');

function formFunction(operation: ClientOperation, schema: Node): string {
  const { operationId: id, method, path } = operation;
  const properties = propertiesOf(schema);
  const params = properties.params;
  const paged = 'pageinfo' in properties;
  const call = `client.http.${method.toUpperCase()}('${path}'`;
  const answer = `Promise<DataOf<'${id}'>>`;
  if (!isNode(params)) {
    return `${doc(operation)}export function ${id}(client: ApiClient): ${answer} {
  return settle(client, '${id}', ${call}, { body: {} }));
}
`;
  }
  if (paged) {
    return `${doc(operation)}export function ${id}(client: ApiClient, params: ParamsOf<'${id}'>, page: PageRequest): ${answer} {
  return settle(client, '${id}', ${call}, { body: { params, pageinfo: toPageInfo(page) } }));
}
`;
  }
  // Params that are all optional may be left out.
  const optional = !requiredOf(schema).includes('params') && requiredOf(params).length === 0;
  return `${doc(operation)}export function ${id}(client: ApiClient, params: ParamsOf<'${id}'>${optional ? ' = {}' : ''}): ${answer} {
  return settle(client, '${id}', ${call}, { body: { params } }));
}
`;
}

function downloadFunction(operation: ClientOperation, fileType: string): string {
  const { operationId: id, path } = operation;
  const extension = EXTENSIONS[fileType] ?? 'bin';
  const fallback = `${path.split('/')[1]?.toLowerCase() ?? 'download'}.${extension}`;
  if (!operation.request) {
    return `${doc(operation)}export function ${id}(client: ApiClient): Promise<Blob> {
  return fetchBlob(client, '${path}');
}
`;
  }
  return `${doc(operation)}export function ${id}(client: ApiClient, params: ParamsOf<'${id}'>): Promise<DownloadedFile> {
  return downloadFile(client, '${path}', { params }, '${fallback}');
}
`;
}

function uploadFunction(operation: ClientOperation, schema: Node): string {
  const { operationId: id, path } = operation;
  const parts = Object.entries(propertiesOf(schema))
    .filter(([name]) => name !== 'token')
    .map(([name, part]) => {
      const type = isNode(part) && part.format === 'binary' ? 'File' : `ParamsOf<'${id}'>['${name}']`;
      return `${name}${requiredOf(schema).includes(name) ? '' : '?'}: ${type}`;
    });
  return `${doc(operation)}export function ${id}(client: ApiClient, parts: { ${parts.join('; ')} }): Promise<DataOf<'${id}'>> {
  return uploadParts<DataOf<'${id}'>>(client, '${id}', '${path}', parts);
}
`;
}

function pathFunction(operation: ClientOperation): string {
  const { operationId: id, method, path } = operation;
  return `${doc(operation)}export function ${id}(client: ApiClient, path: operations['${id}']['parameters']['path']): Promise<DataOf<'${id}'>> {
  return settle(client, '${id}', client.http.${method.toUpperCase()}('${path}', { params: { path } }));
}
`;
}

function clientFunction(operation: ClientOperation): string {
  const fileType = operation.answerTypes.find((type) => type !== JSON_TYPE);
  if (fileType) return downloadFunction(operation, fileType);
  const { request } = operation;
  if (request?.mediaType === MULTIPART) return uploadFunction(operation, request.schema);
  if (request?.mediaType === FORM) return formFunction(operation, request.schema);
  if (operation.pathParameters.length > 0) return pathFunction(operation);
  throw new Error(`${operation.operationId}: no form, upload, path parameter or file answer to write a call for`);
}

export function clientModule(header: string, operations: readonly ClientOperation[]): string {
  return `${header}
import { type ApiClient, settle } from '../client';
import { type DownloadedFile, downloadFile, fetchBlob } from '../download';
import type { DataOf, ParamsOf } from '../operation-types';
import { type PageRequest, toPageInfo } from '../page';
import { uploadParts } from '../upload';
import type { operations } from './schema';

${operations.map(clientFunction).join('\n')}`;
}
