import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASE_PATH, type Capability } from '@pcharging/api-client';
import { ALL_CAPABILITIES } from '@pcharging/api-client/capabilities';
import { type OperationDescriptor, operations } from '@pcharging/api-client/operations';

/**
 * The web's pacts come as one file per provider: `pcharging-api` is the legacy API, which every backend must
 * honour, and `pcharging-api-<capability>` holds what only a backend offering that capability honours (its
 * operations, and the fields or params it adds to legacy operations). A backend verifies the files of what it offers.
 */
export const PACTS_DIR = join(import.meta.dirname, 'pacts');
export const CONSUMER = 'pcharging-web';
export const LEGACY_PROVIDER = 'pcharging-api';

export function providerOf(capability: Capability | null): string {
  return capability ? `${LEGACY_PROVIDER}-${capability}` : LEGACY_PROVIDER;
}

export function pactFileOf(capability: Capability | null, dir = PACTS_DIR): string {
  return join(dir, `${CONSUMER}-${providerOf(capability)}.json`);
}

export const LEGACY_PACT_FILE = pactFileOf(null);

/** The capability a provider name stands for: null for the legacy API, undefined for a name of no pact of ours. */
export function capabilityOfProvider(provider: string): Capability | null | undefined {
  if (provider === LEGACY_PROVIDER) return null;
  return [...ALL_CAPABILITIES].find((capability) => providerOf(capability) === provider);
}

export interface RecordedState {
  name: string;
  params?: Readonly<Record<string, unknown>>;
}

export interface RecordedInteraction {
  description: string;
  providerStates?: readonly RecordedState[];
  request: { method: string; path: string; headers?: Record<string, unknown>; body?: unknown };
  response: { status: number; headers?: Record<string, unknown>; body?: unknown };
}

export interface PactFile {
  path: string;
  provider: string;
  capability: Capability | null;
  interactions: RecordedInteraction[];
}

interface PactJson {
  provider: { name: string };
  interactions: RecordedInteraction[];
}

export function readPactFile(path: string): PactFile {
  const pact = JSON.parse(readFileSync(path, 'utf8')) as PactJson;
  const capability = capabilityOfProvider(pact.provider.name);
  if (capability === undefined) throw new Error(`${path} is a pact for ${pact.provider.name}, no provider of ours`);
  return { path, provider: pact.provider.name, capability, interactions: pact.interactions };
}

/** Every pact file in the folder, the legacy contract first, then the capabilities in the document's order. */
export function readPactFiles(dir = PACTS_DIR): PactFile[] {
  const order = [null, ...ALL_CAPABILITIES];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => readPactFile(join(dir, name)))
    .sort((a, b) => order.indexOf(a.capability) - order.indexOf(b.capability));
}

/** The pact files of the legacy API and of the capabilities given, those that exist. */
export function pactFilesFor(capabilities: Iterable<Capability>, dir = PACTS_DIR): string[] {
  return [null, ...capabilities].map((capability) => pactFileOf(capability, dir)).filter((path) => existsSync(path));
}

const templates = operations.map((operation) => ({
  operation,
  pattern: new RegExp(`^${API_BASE_PATH}${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** The operation whose method and path template a request matches. */
export function operationAt(method: string, path: string): OperationDescriptor | undefined {
  const lower = method.toLowerCase();
  return templates.find((t) => t.operation.method === lower && t.pattern.test(path))?.operation;
}

export function operationOf(interaction: RecordedInteraction): OperationDescriptor | undefined {
  return operationAt(interaction.request.method, interaction.request.path);
}

/** The "Given …" of an interaction as Pact prints it: `Given a charger is offline`, or '' without a state. */
export function givenOf(interaction: RecordedInteraction): string {
  const states = interaction.providerStates ?? [];
  return states.length === 0 ? '' : ` Given ${states.map((state) => state.name).join(' And ')}`;
}
