import { type Capability, isSuccessCode } from '@pcharging/api-client';
import { ALL_CAPABILITIES } from '@pcharging/api-client/capabilities';
import { operations } from '@pcharging/api-client/operations';
import { PROVIDER_STATE_MEANINGS } from '@pcharging/simulator/provider-states';
import { operationOf, type RecordedInteraction } from '../pact-files';
import type { DecodedField } from './decoded';
import type { Mismatch, VerifiedInteraction } from './verification';

/**
 * passes: every interaction of the operation passes; missing: every one was answered as an action the backend
 * does not have (HTTP 404, an HTML page, or code 404 where the interaction expected another); differs: otherwise.
 */
export type OperationResult = 'passes' | 'differs' | 'missing';

export interface OperationRow {
  /** The pact the interactions come from: null for the legacy contract. */
  contract: Capability | null;
  operationId: string;
  call: string;
  result: OperationResult;
  passed: number;
  total: number;
  /**
   * The first interaction that failed (one expecting success, where any does), what differed first, and the state
   * it needed when none could be set.
   */
  firstFailure?: { interaction: string; difference: string; unsetState?: string };
}

export interface CapabilityRow {
  capability: Capability;
  offered: boolean;
  passed: number;
  /** 0 for a capability without interactions (it marks nothing of the `_pcharging` API). */
  total: number;
}

export interface UnsetState {
  name: string;
  params: Readonly<Record<string, string>>;
  meaning: string;
  interactions: number;
}

/** A field of an operation that passes only once decoded: the same type-only difference in every row, listed once. */
export interface DecodedRow extends DecodedField {
  contract: Capability | null;
  operationId: string;
}

export interface ReadinessReport {
  /** What `Base/capabilities` answered; empty for a backend without it (a legacy backend). */
  offered: readonly Capability[];
  /** Whether `Base/capabilities` answered at all. */
  discovery: boolean;
  legacy: { passed: number; total: number };
  operations: OperationRow[];
  capabilities: CapabilityRow[];
  /** The states the interactions need, when the run could not set them (no states URL); else empty. */
  unsetStates: UnsetState[];
  /** The fields that arrive in another form than the pacts' and that the web app decodes (none on a clean JSON wire). */
  decoded: DecodedRow[];
}

export function legacyContractPasses(report: ReadinessReport): boolean {
  return report.legacy.total > 0 && report.legacy.passed === report.legacy.total;
}

const isUnknownActionSign = (mismatch: Mismatch): boolean =>
  (mismatch.type === 'StatusMismatch' && Number(mismatch.actual) === 404) ||
  (mismatch.type === 'BodyTypeMismatch' && String(mismatch.actual).includes('html')) ||
  (mismatch.type === 'BodyMismatch' && mismatch.path === '$.code' && String(mismatch.actual) === '404');

function answeredAsUnknownAction(verified: VerifiedInteraction): boolean {
  const { outcome } = verified;
  return outcome.result === 'fail' && outcome.mismatches.some(isUnknownActionSign);
}

const short = (value: unknown, limit = 60): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
};

function bodyDifference(mismatch: Mismatch): string {
  const text = mismatch.mismatch ?? '';
  const missing = /^Actual map is missing the following keys: (.+)$/.exec(text);
  if (missing?.[1]) {
    const [first, ...others] = missing[1].split(', ');
    const also = others.length > 0 ? ` (also missing: ${others.join(', ')})` : '';
    return `${mismatch.path}.${first}: expected a field, got none${also}`;
  }
  const equal = /^Expected (.+?) \(\w+\) to be equal to (.+?) \(\w+\)$/.exec(text);
  if (equal) return `${mismatch.path}: expected ${short(equal[2])}, got ${short(equal[1])}`;
  const type = /^(?:Type mismatch: )?Expected (.+?) \((\w+)\) to be the same type as .+ \((\w+)\)$/s.exec(text);
  if (type) return `${mismatch.path}: expected ${type[3]}, got ${short(type[1])} (${type[2]})`;
  const kind = /^Expected (.+?) \((\w+)\) to be (an? .+)$/s.exec(text);
  if (kind) return `${mismatch.path}: expected ${kind[3]}, got ${short(kind[1])} (${kind[2]})`;
  const pattern = /^Expected (.+?) to match (.+)$/s.exec(text);
  if (pattern) return `${mismatch.path}: expected a match of ${short(pattern[2])}, got ${short(pattern[1])}`;
  return `${mismatch.path}: ${short(text, 100)}`;
}

function describeMismatch(mismatch: Mismatch): string {
  switch (mismatch.type) {
    case 'StatusMismatch':
      return `HTTP status: expected ${mismatch.expected}, got ${mismatch.actual}`;
    case 'BodyTypeMismatch':
      return `content type: expected ${mismatch.expected}, got ${mismatch.actual}`;
    case 'HeaderMismatch':
      return `header ${mismatch.key}: expected ${short(mismatch.expected)}, got ${mismatch.actual ? short(mismatch.actual) : 'none'}`;
    case 'BodyMismatch':
      return bodyDifference(mismatch);
    default:
      return short(mismatch.mismatch ?? mismatch.type, 100);
  }
}

/** The envelope's code first (what a PHP team reads first), then the HTTP status and content type, then the rest. */
const rank = (mismatch: Mismatch) =>
  mismatch.type === 'BodyMismatch' && mismatch.path === '$.code'
    ? 0
    : ['StatusMismatch', 'BodyTypeMismatch'].includes(mismatch.type)
      ? 1
      : 2;

function firstDifference(verified: VerifiedInteraction): string {
  const { outcome } = verified;
  if (outcome.result === 'error') return outcome.message;
  if (outcome.result === 'pass') return '';
  const [first] = [...outcome.mismatches].sort((a, b) => rank(a) - rank(b));
  return first ? describeMismatch(first) : 'failed';
}

/** An interaction whose expected answer is a refusal (a business code): its failure says less than a success's. */
function expectsRefusal(interaction: RecordedInteraction): boolean {
  const body = interaction.response.body;
  return body !== null && typeof body === 'object' && 'code' in body && !isSuccessCode(body.code);
}

const stateLabel = (interaction: RecordedInteraction) =>
  (interaction.providerStates ?? []).map((state) => state.name).join(' and ');

function operationRow(group: VerifiedInteraction[], statesSet: boolean): OperationRow {
  const [first] = group;
  const operation = first && operationOf(first.interaction);
  if (!first || !operation) throw new Error('an operation row needs interactions of a known operation');
  const failed = group.filter((verified) => verified.outcome.result !== 'pass');
  const failure = failed.find((verified) => !expectsRefusal(verified.interaction)) ?? failed[0];
  const result: OperationResult =
    failed.length === 0
      ? 'passes'
      : failed.length === group.length && group.every(answeredAsUnknownAction)
        ? 'missing'
        : 'differs';
  const unsetState = failure && !statesSet ? stateLabel(failure.interaction) : '';
  return {
    contract: first.file.capability,
    operationId: operation.operationId,
    call: `${operation.method.toUpperCase()} ${operation.path}`,
    result,
    passed: group.length - failed.length,
    total: group.length,
    ...(failure
      ? {
          firstFailure: {
            interaction: failure.interaction.description,
            difference: firstDifference(failure),
            ...(unsetState ? { unsetState } : {}),
          },
        }
      : {}),
  };
}

function unsetStatesOf(verified: readonly VerifiedInteraction[]): UnsetState[] {
  const states = new Map<string, UnsetState>();
  for (const { interaction } of verified) {
    for (const state of interaction.providerStates ?? []) {
      const params = Object.fromEntries(Object.entries(state.params ?? {}).map(([key, value]) => [key, String(value)]));
      const key = JSON.stringify([state.name, params]);
      const known = states.get(key);
      if (known) known.interactions += 1;
      else {
        const meaning = PROVIDER_STATE_MEANINGS[state.name]?.(params) ?? 'not in the provider-state catalogue';
        states.set(key, { name: state.name, params, meaning, interactions: 1 });
      }
    }
  }
  return [...states.values()];
}

const operationOrder = new Map<string, number>(operations.map((operation, index) => [operation.operationId, index]));

/**
 * The readiness of a backend from what the verifier made of every interaction: per pact and operation whether it
 * passes, differs or is missing, and per capability whether the backend offers it and how much of its pact passes.
 */
export function readinessReport(input: {
  verified: readonly VerifiedInteraction[];
  offered: readonly Capability[];
  discovery: boolean;
  statesSet: boolean;
}): ReadinessReport {
  const groups = new Map<string, VerifiedInteraction[]>();
  for (const verified of input.verified) {
    const key = `${verified.file.provider} ${operationOf(verified.interaction)?.operationId}`;
    groups.set(key, [...(groups.get(key) ?? []), verified]);
  }
  const contractOrder = [null, ...ALL_CAPABILITIES];
  const rows = [...groups.values()]
    .map((group) => operationRow(group, input.statesSet))
    .sort(
      (a, b) =>
        contractOrder.indexOf(a.contract) - contractOrder.indexOf(b.contract) ||
        (operationOrder.get(a.operationId) ?? 0) - (operationOrder.get(b.operationId) ?? 0),
    );
  const tally = (capability: Capability | null) => {
    const of = input.verified.filter((verified) => verified.file.capability === capability);
    return { passed: of.filter((verified) => verified.outcome.result === 'pass').length, total: of.length };
  };
  return {
    offered: input.offered,
    discovery: input.discovery,
    legacy: tally(null),
    operations: rows,
    capabilities: [...ALL_CAPABILITIES].map((capability) => ({
      capability,
      offered: input.offered.includes(capability),
      ...tally(capability),
    })),
    unsetStates: input.statesSet ? [] : unsetStatesOf(input.verified),
    decoded: decodedRowsOf(input.verified),
  };
}

function decodedRowsOf(verified: readonly VerifiedInteraction[]): DecodedRow[] {
  const rows = new Map<string, DecodedRow>();
  for (const { file, interaction, outcome } of verified) {
    const operationId = operationOf(interaction)?.operationId;
    if (outcome.result !== 'pass' || !outcome.decoded || !operationId) continue;
    for (const field of outcome.decoded) {
      const row = { contract: file.capability, operationId, ...field };
      rows.set(JSON.stringify(row), row);
    }
  }
  return [...rows.values()];
}
