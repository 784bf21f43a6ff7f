import { Verifier } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AnswerMutation,
  type SimulatorUnderTest,
  simulatorVerifierOptions,
  startSimulator,
} from './provider-under-test';

type Data = Record<string, unknown>;

/** Rewrites the `data` of the answers of one path, leaving every other answer alone. */
function onData(pathEnd: string, change: (data: Data) => Data): AnswerMutation {
  return (path, answer) =>
    path.endsWith(pathEnd) && answer.data && typeof answer.data === 'object'
      ? { ...answer, data: change(answer.data as Data) }
      : answer;
}

/** Rewrites every item of a page answer. */
function onItems(pathEnd: string, change: (item: Data) => Data): AnswerMutation {
  return onData(pathEnd, (data) => ({ ...data, items: (data.items as Data[]).map(change) }));
}

function renamed(item: Data, from: string, to: string): Data {
  const { [from]: value, ...rest } = item;
  return { ...rest, [to]: value };
}

// Verification must be able to fail: a provider that breaks one answer field has to turn it red.
const mutations: Record<string, AnswerMutation> = {
  'renames StationName in a station list item': onItems('/Station/lists', (item) =>
    renamed(item, 'StationName', 'station_name'),
  ),
  'answers an order energy as a string': onItems('/Order/lists', (item) => ({
    ...item,
    energy_kwh: String(item.energy_kwh),
  })),
  'drops total from the journal page': onData('/Journal/lists', ({ total: _dropped, ...data }) => data),
  'answers the overview network counts as strings': onData('/Statistics/overview', (data) => ({
    ...data,
    network: Object.fromEntries(Object.entries(data.network as Data).map(([key, value]) => [key, String(value)])),
  })),
  'renames the charger equipmentid in its detail': onData('/Pile/info', (data) =>
    renamed(data, 'equipmentid', 'equipment_id'),
  ),
  'answers the whitelist editable flag as a number': onData('/Pile/white_list', (data) => ({ ...data, editable: 1 })),
  'drops the price lines of an order': onData('/Order/info', ({ price_lines: _dropped, ...data }) => data),
  'renames card_no in an RFID card list item': onItems('/Rfid/lists', (item) => renamed(item, 'card_no', 'cardNo')),
  'renames role_name in a system user list item': onItems('/User/lists', (item) =>
    renamed(item, 'role_name', 'roleName'),
  ),
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
