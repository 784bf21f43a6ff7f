// The schema of each operation's success `data`, cut down to what decoding an answer needs (types, fields,
// required fields, items, enums, oneOf/allOf, refs to named schemas), so that the client can read what a PHP
// backend writes (numeric strings, "0"/"1", `[]` for an empty map) as the document's types.

import { pointerTarget } from './request-schemas';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);
const SCHEMA_PREFIX = '#/components/schemas/';

interface OperationLike {
  operationId?: string;
  responses?: Record<string, unknown>;
}

/** Follows a response or content node's $ref (not a schema's: schemas keep theirs as names). */
function follow(document: Node, node: unknown): Node {
  if (!isNode(node)) return {};
  return typeof node.$ref === 'string' ? follow(document, pointerTarget(document, node.$ref)) : node;
}

class Reducer {
  readonly definitions: Record<string, Node> = {};

  constructor(private readonly document: Node) {}

  /** A schema with only the keywords decoding reads; a named schema becomes `{ $ref: name }`, reduced once. */
  reduce(node: unknown): Node {
    if (!isNode(node)) return {};
    if (typeof node.$ref === 'string') {
      if (!node.$ref.startsWith(SCHEMA_PREFIX)) return this.reduce(pointerTarget(this.document, node.$ref));
      const name = node.$ref.slice(SCHEMA_PREFIX.length);
      if (!(name in this.definitions)) {
        this.definitions[name] = {};
        this.definitions[name] = this.reduce(pointerTarget(this.document, node.$ref));
      }
      return { $ref: name };
    }
    const reduced: Node = {};
    if (node.type !== undefined) reduced.type = node.type;
    if (Array.isArray(node.enum)) reduced.enum = node.enum;
    if (node.format === 'date-time') reduced.format = node.format;
    if (isNode(node.properties)) {
      const properties = node.properties;
      reduced.properties = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, this.reduce(property)]),
      );
      // A field of a capability is required of a backend that offers it only: a legacy backend leaves it out.
      const required = Array.isArray(node.required) ? node.required : [];
      const extensions = Object.keys(properties).filter((name) => {
        const property = properties[name];
        return isNode(property) && 'x-capability' in property;
      });
      reduced.required = required.filter((name) => !extensions.includes(String(name)));
      if (extensions.length > 0) reduced.extensions = extensions;
    }
    if (node.items !== undefined) reduced.items = this.reduce(node.items);
    for (const keyword of ['oneOf', 'anyOf', 'allOf'] as const) {
      const parts = node[keyword];
      if (Array.isArray(parts))
        reduced[keyword === 'anyOf' ? 'oneOf' : keyword] = parts.map((part) => this.reduce(part));
    }
    return reduced;
  }
}

/** The success variant's `data` schema of an answer schema (`oneOf: [XOk, ErrorAnswer]` or a single XOk). */
function successData(document: Node, schema: unknown): unknown {
  const answer = follow(document, schema);
  const variants = Array.isArray(answer.oneOf) ? answer.oneOf : [answer];
  for (const variant of variants) {
    const resolved = follow(document, variant);
    const properties = isNode(resolved.properties) ? resolved.properties : {};
    const code = properties.code;
    if (isNode(code) && code.$ref === `${SCHEMA_PREFIX}SuccessCode`) return properties.data ?? { type: 'null' };
  }
  return undefined;
}

export function answerSchemasModule(
  header: string,
  document: Record<string, unknown>,
  operationsOf: () => Iterable<OperationLike>,
): string {
  const reducer = new Reducer(document);
  const answers: Record<string, Node | null> = {};
  for (const operation of operationsOf()) {
    if (!operation.operationId) continue;
    const response = follow(document, operation.responses?.['200']);
    const json = follow(document, follow(document, response.content)['application/json']);
    const data = json.schema === undefined ? undefined : successData(document, json.schema);
    answers[operation.operationId] = data === undefined ? null : reducer.reduce(data);
  }
  return `${header}
/** A schema as decoding reads it: a named schema is \`{ $ref: name }\`, found in \`answerDefinitions\`. */
export interface AnswerSchema {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly format?: 'date-time';
  readonly properties?: Readonly<Record<string, AnswerSchema>>;
  readonly required?: readonly string[];
  /** The fields of capabilities (absent from a backend without them). */
  readonly extensions?: readonly string[];
  readonly items?: AnswerSchema;
  readonly oneOf?: readonly AnswerSchema[];
  readonly allOf?: readonly AnswerSchema[];
  readonly $ref?: string;
}

/** The named schemas the answers refer to. */
export const answerDefinitions: Readonly<Record<string, AnswerSchema>> = ${JSON.stringify(reducer.definitions)};

/** Each operation's success \`data\` schema; null for an operation whose answer is a file. */
export const answerSchemas: Readonly<Record<string, AnswerSchema | null>> = ${JSON.stringify(answers, null, 1)};
`;
}
