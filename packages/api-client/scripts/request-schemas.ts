// The request body schema of every operation with each $ref followed, so that the simulator compiles its
// validators from them as they are, without resolving references while it serves.

type Node = unknown;

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

interface OperationLike {
  operationId?: string;
  requestBody?: { $ref?: string; content?: Record<string, { schema?: Node }> };
}

export function pointerTarget(document: Record<string, unknown>, ref: string): Node {
  let target: Node = document;
  for (const segment of ref.replace(/^#\//, '').split('/')) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    target = target !== null && typeof target === 'object' ? (target as Record<string, Node>)[key] : undefined;
  }
  if (target === undefined) throw new Error(`unresolved reference ${ref}`);
  return target;
}

/** The node with every internal $ref inlined; keywords beside a $ref (a title) win over the target's. */
export function dereference(document: Record<string, unknown>, node: Node, trail: readonly string[] = []): Node {
  if (Array.isArray(node)) return node.map((item) => dereference(document, item, trail));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Record<string, Node>;
  const own = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, dereference(document, value, trail)]),
  );
  if (typeof $ref !== 'string') return own;
  if (trail.includes($ref)) throw new Error(`a request schema refers to itself through ${$ref}`);
  const target = dereference(document, pointerTarget(document, $ref), [...trail, $ref]);
  return { ...(target as Record<string, Node>), ...own };
}

export function requestSchemasModule(
  header: string,
  document: Record<string, unknown>,
  operationsOf: () => Iterable<OperationLike>,
): string {
  const entries: Record<string, { mediaType: string; schema: Node } | null> = {};
  for (const operation of operationsOf()) {
    if (!operation.operationId) continue;
    const body =
      operation.requestBody && (dereference(document, operation.requestBody) as OperationLike['requestBody']);
    const mediaType = body?.content?.[FORM] ? FORM : body?.content?.[MULTIPART] ? MULTIPART : undefined;
    const schema = mediaType ? body?.content?.[mediaType]?.schema : undefined;
    entries[operation.operationId] = mediaType && schema ? { mediaType, schema } : null;
  }
  return `${header}
export interface RequestSchema {
  readonly mediaType: '${FORM}' | '${MULTIPART}';
  readonly schema: Readonly<Record<string, unknown>>;
}

/** Each operation's request body schema, every $ref inlined; null for an operation that takes no body. */
export const requestSchemas: Readonly<Record<string, RequestSchema | null>> = ${JSON.stringify(entries, null, 2)};
`;
}
