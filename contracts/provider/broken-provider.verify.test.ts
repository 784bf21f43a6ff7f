import { Verifier } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AnswerMutation,
  type SimulatorUnderTest,
  simulatorVerifierOptions,
  startSimulator,
} from './provider-under-test';

// Verification must be able to fail: a provider that breaks one answer field has to turn it red.
const mutations: Record<string, AnswerMutation> = {
  'renames login_token in the sign-in answer': (path, answer) => {
    if (!path.endsWith('/Admin_user/login') || !answer.data || typeof answer.data !== 'object') return answer;
    const { login_token, ...data } = answer.data as Record<string, unknown>;
    return { ...answer, data: { ...data, loginToken: login_token } };
  },
  'answers the session-expired code as a string': (_path, answer) =>
    answer.code === 1005 ? { ...answer, code: '1005' } : answer,
  'turns the dictionary into an object': (path, answer) =>
    path.includes('/getDatadictionary/') ? { ...answer, data: { entries: answer.data } } : answer,
};

describe.skipIf(Boolean(process.env.PACT_PROVIDER_BASE_URL))('verification fails against a broken provider', () => {
  let simulator: SimulatorUnderTest | undefined;
  afterEach(() => simulator?.stop());

  it.each(Object.entries(mutations))('when the provider %s', async (_name, mutation) => {
    simulator = await startSimulator(mutation);
    await expect(new Verifier(simulatorVerifierOptions(simulator)).verifyProvider()).rejects.toThrow();
  });
});
