import { extensionAnswerFields, extensionParams, type FieldPlan } from './generated/capabilities';
import { Capability } from './generated/enums';
import { type OperationDescriptor, operations } from './generated/operations';

export { capabilityDescriptions, extensionAnswerFields, type FieldPlan } from './generated/capabilities';

export const ALL_CAPABILITIES: ReadonlySet<Capability> = new Set(Object.values(Capability));
/** What a legacy backend offers: none of the extensions. */
export const NO_CAPABILITIES: ReadonlySet<Capability> = new Set();

const byId = new Map<string, OperationDescriptor>(operations.map((operation) => [operation.operationId, operation]));

/** The extension an operation belongs to, or null for an operation of the legacy API. */
export function capabilityOf(operationId: string): Capability | null {
  return byId.get(operationId)?.capability ?? null;
}

/** Whether a backend offering `offered` has the operation at all. */
export function offersOperation(offered: ReadonlySet<Capability>, operationId: string): boolean {
  const capability = capabilityOf(operationId);
  return capability === null || offered.has(capability);
}

const known: ReadonlySet<string> = ALL_CAPABILITIES;
const isCapability = (name: unknown): name is Capability => typeof name === 'string' && known.has(name);

/** The capabilities named in a `getCapabilities` answer's data; names this client does not know are left out. */
export function capabilitiesFromAnswer(data: unknown): ReadonlySet<Capability> {
  if (data === null || typeof data !== 'object' || !('capabilities' in data)) return NO_CAPABILITIES;
  const { capabilities } = data;
  return new Set(Array.isArray(capabilities) ? capabilities.filter(isCapability) : []);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function strip(plan: FieldPlan, value: unknown, offered: ReadonlySet<Capability>): unknown {
  if (Array.isArray(value)) return plan.items ? value.map((item) => strip(plan.items ?? {}, item, offered)) : value;
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = { ...value };
  for (const [field, capability] of Object.entries(plan.drop ?? {})) {
    if (!offered.has(capability)) delete copy[field];
  }
  for (const [field, inner] of Object.entries(plan.fields ?? {})) {
    if (field in copy) copy[field] = strip(inner, copy[field], offered);
  }
  return copy;
}

/**
 * An operation's answer body as a backend offering only `offered` sends it: every extension field of a capability
 * not offered is left out. The value given is not changed.
 */
export function answerFor(operationId: string, body: unknown, offered: ReadonlySet<Capability>): unknown {
  const plan = extensionAnswerFields[operationId];
  return plan ? strip(plan, body, offered) : body;
}

const plansCapabilities = (plan: FieldPlan): Capability[] => [
  ...Object.values(plan.drop ?? {}),
  ...Object.values(plan.fields ?? {}).flatMap(plansCapabilities),
  ...(plan.items ? plansCapabilities(plan.items) : []),
];

/** Whether an operation's answer carries fields that a backend offering only `offered` leaves out. */
export function answerWithholds(operationId: string, offered: ReadonlySet<Capability>): boolean {
  const plan = extensionAnswerFields[operationId];
  return plan !== undefined && plansCapabilities(plan).some((capability) => !offered.has(capability));
}

/** The request `params` of an operation that a backend offering only `offered` does not take. */
export function paramsWithheld(operationId: string, offered: ReadonlySet<Capability>): ReadonlySet<string> {
  const drop = extensionParams[operationId]?.drop ?? {};
  return new Set(Object.entries(drop).flatMap(([field, capability]) => (offered.has(capability) ? [] : [field])));
}

function withoutFields(node: unknown, offered: ReadonlySet<Capability>): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutFields(item, offered));
  if (!isRecord(node)) return node;
  const copy: Record<string, unknown> = {};
  const dropped = new Set<string>();
  const properties = node.properties;
  if (isRecord(properties)) {
    for (const [name, property] of Object.entries(properties)) {
      const capability = isRecord(property) ? property['x-capability'] : undefined;
      if (isCapability(capability) && !offered.has(capability)) dropped.add(name);
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isRecord(value)) {
      copy[key] = Object.fromEntries(
        Object.entries(value).flatMap(([name, property]) =>
          dropped.has(name) ? [] : [[name, withoutFields(property, offered)]],
        ),
      );
    } else if (key === 'required' && Array.isArray(value)) {
      copy[key] = value.filter((name) => !dropped.has(String(name)));
    } else {
      copy[key] = withoutFields(value, offered);
    }
  }
  return copy;
}

/**
 * The document as a backend offering only `offered` serves it: the operations of other capabilities gone, and
 * their fields gone from every schema (and from its `required`). For validating a legacy backend's answers.
 */
export function documentFor(
  document: Readonly<Record<string, unknown>>,
  offered: ReadonlySet<Capability>,
): Record<string, unknown> {
  const copy = withoutFields(document, offered);
  if (!isRecord(copy) || !isRecord(copy.paths)) return isRecord(copy) ? copy : {};
  const paths: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(copy.paths)) {
    if (!isRecord(item)) continue;
    const kept = Object.fromEntries(
      Object.entries(item).filter(([, operation]) => {
        const capability = isRecord(operation) ? operation['x-capability'] : undefined;
        return !isCapability(capability) || offered.has(capability);
      }),
    );
    if (Object.keys(kept).length > 0) paths[path] = kept;
  }
  return { ...copy, paths };
}
