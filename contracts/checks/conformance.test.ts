import { isSuccessCode } from '@pcharging/api-client';
import { answerValidator } from '@pcharging/simulator';
import { describe, expect, it } from 'vitest';
import { operationOf, type RecordedInteraction, readPactFiles } from '../pact-files';
import { completeSuccessAnswer } from './complete-answer';

type Json = Record<string, unknown>;

/** The JSON envelope an interaction expects back; exports and images answer files instead. */
function envelopeOf(interaction: RecordedInteraction): Json | undefined {
  const body = interaction.response.body;
  return body !== null && typeof body === 'object' && 'code' in body ? (body as Json) : undefined;
}

const answers = readPactFiles().flatMap((pact) =>
  pact.interactions.flatMap((interaction) => {
    const envelope = envelopeOf(interaction);
    return envelope ? [{ name: `${pact.provider}: ${interaction.description}`, interaction, envelope }] : [];
  }),
);

describe('every answer in the pacts conforms to the OpenAPI document', () => {
  it('finds JSON answers in the pacts', () => {
    expect(answers.length).toBeGreaterThan(0);
  });

  it.each(answers.map(({ name, interaction, envelope }) => [name, interaction, envelope] as const))(
    '%s',
    (_description, interaction, envelope) => {
      const operation = operationOf(interaction);
      expect(operation, `${interaction.request.method} ${interaction.request.path} is no operation`).toBeDefined();
      if (!operation) return;
      const answer = isSuccessCode(envelope.code) ? completeSuccessAnswer(operation.operationId, envelope) : envelope;
      const validate = answerValidator(operation.operationId);
      const valid = validate(answer);
      expect(valid, `${operation.operationId}: ${JSON.stringify(validate.errors?.slice(0, 3), null, 1)}`).toBe(true);
    },
  );
});
