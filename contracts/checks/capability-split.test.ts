import { type Capability, isSuccessCode } from '@pcharging/api-client';
import {
  ALL_CAPABILITIES,
  extensionAnswerFields,
  type FieldPlan,
  paramsWithheld,
} from '@pcharging/api-client/capabilities';
import { operations } from '@pcharging/api-client/operations';
import { decodeForm } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { capabilitiesOfFields, successSchema } from '../consumer/answer-shape';
import { operationOf, type PactFile, type RecordedInteraction, readPactFiles } from '../pact-files';

const files = readPactFiles();

/** The params of capability `capability` that an operation takes: those a backend offering all but it withholds. */
function paramsOf(operationId: string, capability: Capability): ReadonlySet<string> {
  return paramsWithheld(operationId, new Set([...ALL_CAPABILITIES].filter((other) => other !== capability)));
}

function sentParams(interaction: RecordedInteraction): string[] {
  const body = interaction.request.body;
  return typeof body === 'string' ? Object.keys(decodeForm(body).groups.params ?? {}) : [];
}

function successEnvelope(interaction: RecordedInteraction): Record<string, unknown> | undefined {
  const body = interaction.response.body;
  if (body === null || typeof body !== 'object' || !('code' in body)) return undefined;
  return isSuccessCode(body.code) ? (body as Record<string, unknown>) : undefined;
}

/**
 * What a backend must offer to pass an interaction: its operation's capability, the capabilities of the answer
 * fields it expects and of the params it sends.
 */
function capabilitiesNeeded(interaction: RecordedInteraction): Set<Capability> {
  const operation = operationOf(interaction);
  if (!operation) return new Set();
  const needed = new Set<Capability>(operation.capability ? [operation.capability] : []);
  const envelope = successEnvelope(interaction);
  if (envelope)
    for (const name of capabilitiesOfFields(envelope, successSchema(operation.operationId))) needed.add(name);
  for (const capability of ALL_CAPABILITIES) {
    const params = paramsOf(operation.operationId, capability);
    if (sentParams(interaction).some((name) => params.has(name))) needed.add(capability);
  }
  return needed;
}

const named = (file: PactFile) =>
  file.interactions.map((interaction) => [interaction.description, interaction] as const);

describe.each(files.map((file) => [file.provider, file] as const))('the pact of %s', (_provider, file) => {
  it.each(named(file))('%s calls an operation of the document', (_description, interaction) => {
    expect(operationOf(interaction)).toBeDefined();
  });

  it.each(named(file))('%s needs no capability but its own', (_description, interaction) => {
    const needed = [...capabilitiesNeeded(interaction)];
    expect(needed.filter((name) => name !== file.capability)).toEqual([]);
  });

  // Else a backend without the capability would pass the interaction, and the capability would look half offered.
  it.runIf(file.capability !== null).each(named(file))(
    '%s fails without the capability',
    (_description, interaction) => {
      expect([...capabilitiesNeeded(interaction)]).toEqual([file.capability]);
    },
  );
});

function capabilitiesIn(plan: FieldPlan): Capability[] {
  return [
    ...Object.values(plan.drop ?? {}),
    ...Object.values(plan.fields ?? {}).flatMap(capabilitiesIn),
    ...(plan.items ? capabilitiesIn(plan.items) : []),
  ];
}

// live-push (a WebSocket), training (the control surface) and permission-wildcards (a rule) mark no operation, field
// or param of the `_pcharging` API, so no interaction can tell them apart.
const marked = new Set<Capability>([
  ...operations.flatMap((operation) => (operation.capability ? [operation.capability] : [])),
  ...Object.values(extensionAnswerFields).flatMap(capabilitiesIn),
  ...[...ALL_CAPABILITIES].filter((capability) =>
    operations.some((operation) => paramsOf(operation.operationId, capability).size > 0),
  ),
]);

describe('every capability that marks operations, fields or params of the document has a pact', () => {
  it.each([...marked])('%s', (capability) => {
    const file = files.find((candidate) => candidate.capability === capability);
    expect(file?.interactions.length ?? 0).toBeGreaterThan(0);
  });
});
