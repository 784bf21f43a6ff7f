// What the document says of each extension of the legacy API (`x-capabilities`, `x-capability`,
// `x-legacy-operations`), checked and turned into data: an operation or answer field is either legacy or marked.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pointerTarget } from './request-schemas';

type Node = Record<string, unknown>;

export interface CapabilityOperation {
  operationId: string;
  capability: string | null;
}

/**
 * Where the extension fields of one answer (or request) sit: `drop` names the fields of this object that belong to
 * a capability, `fields` goes into a property, `items` into the elements of an array.
 */
export interface FieldPlan {
  drop?: Record<string, string>;
  fields?: Record<string, FieldPlan>;
  items?: FieldPlan;
}

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

function mergePlans(a: FieldPlan, b: FieldPlan): FieldPlan {
  const merged: FieldPlan = {};
  const drop = { ...a.drop, ...b.drop };
  if (Object.keys(drop).length > 0) merged.drop = drop;
  const names = new Set([...Object.keys(a.fields ?? {}), ...Object.keys(b.fields ?? {})]);
  const fields: Record<string, FieldPlan> = {};
  for (const name of names) {
    const plan = mergePlans(a.fields?.[name] ?? {}, b.fields?.[name] ?? {});
    if (!isEmpty(plan)) fields[name] = plan;
  }
  if (Object.keys(fields).length > 0) merged.fields = fields;
  if (a.items || b.items) {
    const items = mergePlans(a.items ?? {}, b.items ?? {});
    if (!isEmpty(items)) merged.items = items;
  }
  return merged;
}

const isEmpty = (plan: FieldPlan): boolean => !plan.drop && !plan.fields && !plan.items;

/**
 * Every legacy field of the document, as `Schema.property` (with `.inner` for inline objects and `[]` for inline
 * array items), and the plan of a schema's extension fields. A schema that refers to itself (the menu) is walked once.
 */
class SchemaWalker {
  readonly legacyFields = new Set<string>();

  constructor(
    private readonly document: Node,
    private readonly known: ReadonlySet<string>,
  ) {}

  plan(schema: unknown, where: string, trail: readonly string[] = []): FieldPlan {
    if (!isNode(schema)) return {};
    let plan: FieldPlan = {};
    const { $ref } = schema;
    if (typeof $ref === 'string') {
      if (trail.includes($ref)) return {};
      const name = $ref.split('/').pop() ?? $ref;
      plan = this.plan(pointerTarget(this.document, $ref), name, [...trail, $ref]);
    }
    for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
      const parts = schema[keyword];
      if (Array.isArray(parts)) for (const part of parts) plan = mergePlans(plan, this.plan(part, where, trail));
    }
    const properties = schema.properties;
    if (isNode(properties)) {
      for (const [name, property] of Object.entries(properties)) {
        if (!isNode(property)) continue;
        const capability = property['x-capability'];
        if (typeof capability === 'string') {
          if (!this.known.has(capability))
            throw new Error(`${where}.${name}: x-capability ${capability} is not in x-capabilities`);
          plan = mergePlans(plan, { drop: { [name]: capability } });
          continue;
        }
        this.legacyFields.add(`${where}.${name}`);
        const inner = this.plan(property, `${where}.${name}`, trail);
        if (!isEmpty(inner)) plan = mergePlans(plan, { fields: { [name]: inner } });
      }
    }
    if (isNode(schema.items)) {
      const inner = this.plan(schema.items, `${where}[]`, trail);
      if (!isEmpty(inner)) plan = mergePlans(plan, { items: inner });
    }
    return plan;
  }
}

function jsonContentSchemas(answer: unknown, document: Node): unknown[] {
  const resolved = isNode(answer) && typeof answer.$ref === 'string' ? pointerTarget(document, answer.$ref) : answer;
  if (!isNode(resolved) || !isNode(resolved.content)) return [];
  return Object.entries(resolved.content).flatMap(([type, media]) =>
    type.includes('json') && isNode(media) ? [media.schema] : [],
  );
}

function requestParams(operation: Node, document: Node): unknown {
  const body =
    isNode(operation.requestBody) && typeof operation.requestBody.$ref === 'string'
      ? pointerTarget(document, operation.requestBody.$ref)
      : operation.requestBody;
  if (!isNode(body) || !isNode(body.content)) return undefined;
  for (const media of Object.values(body.content)) {
    if (isNode(media) && isNode(media.schema) && isNode(media.schema.properties)) return media.schema.properties.params;
  }
  return undefined;
}

export interface CapabilityModel {
  capabilities: Record<string, string>;
  answerPlans: Record<string, FieldPlan>;
  paramPlans: Record<string, FieldPlan>;
}

/**
 * Checks the document's decisions and returns them as data. Fails on an operation that is neither legacy nor
 * marked, on a name outside `x-capabilities`, and on an unmarked field that the legacy baseline does not list:
 * whoever adds a field or an operation decides, in the document, whether a legacy backend has it.
 */
export function capabilityModel(
  document: Node,
  operations: ReadonlyArray<{ operationId: string; raw: Node }>,
  baselinePath: string,
): CapabilityModel {
  const capabilities = document['x-capabilities'];
  if (!isNode(capabilities)) throw new Error('the document has no x-capabilities');
  const descriptions = Object.fromEntries(
    Object.entries(capabilities).map(([name, text]) => [name, String(text).trim()]),
  );
  const known = new Set(Object.keys(descriptions));
  const schemas = isNode(document.components) && isNode(document.components.schemas) ? document.components.schemas : {};
  const capabilityEnum = isNode(schemas.Capability) ? schemas.Capability.enum : undefined;
  if (!Array.isArray(capabilityEnum) || capabilityEnum.join() !== [...known].join()) {
    throw new Error('components.schemas.Capability must list the names of x-capabilities, in the same order');
  }
  const legacyList = document['x-legacy-operations'];
  const legacy = new Set(Array.isArray(legacyList) ? legacyList.map(String) : []);
  const walker = new SchemaWalker(document, known);
  const answerPlans: Record<string, FieldPlan> = {};
  const paramPlans: Record<string, FieldPlan> = {};
  const seen = new Set<string>();
  for (const { operationId, raw } of operations) {
    seen.add(operationId);
    const capability = raw['x-capability'];
    const isLegacy = legacy.has(operationId);
    if (capability === undefined && !isLegacy) {
      throw new Error(
        `${operationId} is neither in x-legacy-operations nor marked x-capability: decide whether the legacy backend has it`,
      );
    }
    if (capability !== undefined && isLegacy) {
      throw new Error(`${operationId} is in x-legacy-operations and marked x-capability ${String(capability)}`);
    }
    if (capability !== undefined && !known.has(String(capability))) {
      throw new Error(`${operationId}: x-capability ${String(capability)} is not in x-capabilities`);
    }
    if (!isLegacy) continue;
    const responses = isNode(raw.responses) ? raw.responses : {};
    let answer: FieldPlan = {};
    for (const schema of jsonContentSchemas(responses['200'], document)) {
      answer = mergePlans(answer, walker.plan(schema, `${operationId}:answer`));
    }
    if (!isEmpty(answer)) answerPlans[operationId] = answer;
    const params = walker.plan(requestParams(raw, document), `${operationId}:params`);
    if (!isEmpty(params)) paramPlans[operationId] = params;
  }
  for (const name of legacy)
    if (!seen.has(name)) throw new Error(`x-legacy-operations names ${name}, which is no operation`);
  const baseline = new Set(
    readFileSync(baselinePath, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  const undecided = [...walker.legacyFields].filter((field) => !baseline.has(field));
  const gone = [...baseline].filter((field) => !walker.legacyFields.has(field));
  if (undecided.length > 0 || gone.length > 0) {
    throw new Error(
      [
        ...(undecided.length > 0
          ? [
              `fields of legacy operations neither marked x-capability nor listed in ${basename(baselinePath)}:`,
              ...undecided,
            ]
          : []),
        ...(gone.length > 0
          ? [`${basename(baselinePath)} lists fields the legacy operations no longer have:`, ...gone]
          : []),
      ].join('\n  '),
    );
  }
  return { capabilities: descriptions, answerPlans, paramPlans };
}
