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

const isClosed = (schema: Node): boolean =>
  schema !== null &&
  typeof schema === 'object' &&
  ((schema as Record<string, Node>).additionalProperties === false ||
    (schema as Record<string, Node>).unevaluatedProperties === false);

/**
 * Where a request schema lets an unnamed field through: the body itself, its `params` or its `pageinfo`. The server
 * refuses unnamed fields only where the schema forbids them, and every operation refuses them, so each of these must
 * say so; the message tells the author of a new operation what to add.
 */
export function openRequestObjects(operationId: string, schema: Node): string[] {
  const properties = (schema as { properties?: Record<string, Node> }).properties ?? {};
  const holders: [string, Node][] = [
    ['its request body schema', schema],
    ...(['params', 'pageinfo'] as const).flatMap((group): [string, Node][] =>
      group in properties ? [[`its \`${group}\``, properties[group]]] : [],
    ),
  ];
  return holders
    .filter(([, node]) => !isClosed(node))
    .map(
      ([where]) =>
        `${operationId}: ${where} does not forbid unnamed fields, which the server refuses. Add ` +
        '`additionalProperties: false` beside its `properties` (or `unevaluatedProperties: false` beside its ' +
        '`allOf` or `$ref`).',
    );
}

export function requestSchemasModule(
  header: string,
  document: Record<string, unknown>,
  operationsOf: () => Iterable<OperationLike>,
): string {
  const entries: Record<string, { mediaType: string; schema: Node } | null> = {};
  const open: string[] = [];
  for (const operation of operationsOf()) {
    if (!operation.operationId) continue;
    const body =
      operation.requestBody && (dereference(document, operation.requestBody) as OperationLike['requestBody']);
    const mediaType = body?.content?.[FORM] ? FORM : body?.content?.[MULTIPART] ? MULTIPART : undefined;
    const schema = mediaType ? body?.content?.[mediaType]?.schema : undefined;
    entries[operation.operationId] = mediaType && schema ? { mediaType, schema } : null;
    if (mediaType && schema) open.push(...openRequestObjects(operation.operationId, schema));
  }
  if (open.length > 0) throw new Error(`Request schemas that let unnamed fields through:\n  ${open.join('\n  ')}`);
  return `${header}
export interface RequestSchema {
  readonly mediaType: '${FORM}' | '${MULTIPART}';
  readonly schema: Readonly<Record<string, unknown>>;
}

/** Each operation's request body schema, every $ref inlined; null for an operation that takes no body. */
export const requestSchemas: Readonly<Record<string, RequestSchema | null>> = ${JSON.stringify(entries, null, 2)};
`;
}
