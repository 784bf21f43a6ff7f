/**
 * What a reader of the API reference needs that a renderer does not show from the document's own extensions: each
 * operation's permission and business error codes, written at the top of its description. The document itself is
 * not changed; the reference gets an annotated copy.
 */

const HTTP_METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

export interface ReferenceOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly permission: string | null;
  readonly errorCodes: ReadonlyArray<string>;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** `x-enum-varnames` and `x-enum-descriptions` of the document's ErrorCode schema, by code. */
function errorCodeMeanings(document: JsonObject): Map<string, string> {
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const errorCode = isObject(schemas.ErrorCode) ? schemas.ErrorCode : {};
  const codes = Array.isArray(errorCode.enum) ? errorCode.enum : [];
  const descriptions = Array.isArray(errorCode['x-enum-descriptions']) ? errorCode['x-enum-descriptions'] : [];
  const names = Array.isArray(errorCode['x-enum-varnames']) ? errorCode['x-enum-varnames'] : [];
  const meanings = new Map<string, string>();
  codes.forEach((code, index) => {
    meanings.set(String(code), text(descriptions[index]) || text(names[index]));
  });
  return meanings;
}

/** Every operation of the document with its permission and error codes, in the document's order. */
export function referenceOperations(document: JsonObject): ReferenceOperation[] {
  const paths = isObject(document.paths) ? document.paths : {};
  const found: ReferenceOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const tags = Array.isArray(operation.tags) ? operation.tags : [];
      const permission = text(operation['x-permission']);
      const errorCodes = Array.isArray(operation['x-error-codes']) ? operation['x-error-codes'].map(String) : [];
      found.push({
        operationId: text(operation.operationId),
        method: method.toUpperCase(),
        path,
        tag: text(tags[0]),
        summary: text(operation.summary),
        permission: operation['x-public'] === true || permission === '' ? null : permission,
        errorCodes,
      });
    }
  }
  return found;
}

function accessLine(operation: ReferenceOperation): string {
  if (operation.permission === null) return '**Permission:** none (public call)';
  if (operation.permission === 'authenticated') return '**Permission:** any signed-in account';
  return `**Permission:** \`${operation.permission}\``;
}

function errorLines(operation: ReferenceOperation, meanings: Map<string, string>): string[] {
  if (operation.errorCodes.length === 0) return [];
  return [
    '',
    "**Error codes** (the answer's `code`; the HTTP status stays 200):",
    '',
    ...operation.errorCodes.map((code) => `- \`${code}\`${meanings.has(code) ? ` ${meanings.get(code)}` : ''}`),
  ];
}

/** A copy of the document whose operation descriptions start with who may call them and how they fail. */
export function annotateForReference(document: Readonly<JsonObject>): JsonObject {
  const copy: JsonObject = structuredClone(document);
  const meanings = errorCodeMeanings(copy);
  const byId = new Map(referenceOperations(copy).map((operation) => [operation.operationId, operation]));
  const paths = isObject(copy.paths) ? copy.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const described = byId.get(text(operation.operationId));
      if (!described) continue;
      const preamble = [accessLine(described), ...errorLines(described, meanings)].join('\n');
      const description = text(operation.description);
      operation.description = description ? `${preamble}\n\n${description}` : preamble;
    }
  }
  return copy;
}
