import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AnswerMutation,
  PACT_FILE,
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

/** One way of breaking the provider, and how to tell the interactions whose answers it breaks. */
interface Breakage {
  mutation: AnswerMutation;
  /** The interactions that reach the broken answer; only they are verified (the others would pass). */
  reaches: (interaction: Interaction) => boolean;
}

interface Interaction {
  request: { path: string };
  response: { body?: unknown };
}

const onPath =
  (pathEnd: string) =>
  (interaction: Interaction): boolean =>
    interaction.request.path.endsWith(pathEnd);

function breaking(pathEnd: string, mutation: AnswerMutation): Breakage {
  return { mutation, reaches: onPath(pathEnd) };
}

// Verification must be able to fail: a provider that breaks one answer field has to turn it red.
const breakages: Record<string, Breakage> = {
  'renames StationName in a station list item': breaking(
    '/Station/lists',
    onItems('/Station/lists', (item) => renamed(item, 'StationName', 'station_name')),
  ),
  'answers an order energy as a string': breaking(
    '/Order/lists',
    onItems('/Order/lists', (item) => ({ ...item, energy_kwh: String(item.energy_kwh) })),
  ),
  'drops total from the journal page': breaking(
    '/Journal/lists',
    onData('/Journal/lists', ({ total: _dropped, ...data }) => data),
  ),
  'answers the overview network counts as strings': breaking(
    '/Statistics/overview',
    onData('/Statistics/overview', (data) => ({
      ...data,
      network: Object.fromEntries(Object.entries(data.network as Data).map(([key, value]) => [key, String(value)])),
    })),
  ),
  'renames the charger equipmentid in its detail': breaking(
    '/Pile/info',
    onData('/Pile/info', (data) => renamed(data, 'equipmentid', 'equipment_id')),
  ),
  'answers the whitelist editable flag as a number': breaking(
    '/Pile/white_list',
    onData('/Pile/white_list', (data) => ({ ...data, editable: 1 })),
  ),
  'drops the price lines of an order': breaking(
    '/Order/info',
    onData('/Order/info', ({ price_lines: _dropped, ...data }) => data),
  ),
  'renames card_no in an RFID card list item': breaking(
    '/Rfid/lists',
    onItems('/Rfid/lists', (item) => renamed(item, 'card_no', 'cardNo')),
  ),
  'renames role_name in a system user list item': breaking(
    '/User/lists',
    onItems('/User/lists', (item) => renamed(item, 'role_name', 'roleName')),
  ),
  'renames login_token in the sign-in answer': breaking('/Admin_user/login', (path, answer) => {
    if (!path.endsWith('/Admin_user/login') || !answer.data || typeof answer.data !== 'object') return answer;
    const { login_token, ...data } = answer.data as Record<string, unknown>;
    return { ...answer, data: { ...data, loginToken: login_token } };
  }),
  'answers the session-expired code as a string': {
    mutation: (_path, answer) => (answer.code === 1005 ? { ...answer, code: '1005' } : answer),
    reaches: (interaction) => {
      const body = interaction.response.body;
      return typeof body === 'object' && body !== null && Reflect.get(body, 'code') === 1005;
    },
  },
  'turns the dictionary into an object': {
    mutation: (path, answer) =>
      path.includes('/getDatadictionary/') ? { ...answer, data: { entries: answer.data } } : answer,
    reaches: (interaction) => interaction.request.path.includes('/getDatadictionary/'),
  },
};

/**
 * The committed pact cut down to the interactions a breakage reaches: verifying all 188 against each broken
 * provider took ~10 s apiece, for answers the breakage leaves alone.
 */
function pactReaching(breakage: Breakage): string {
  const pact: { interactions: Interaction[] } = JSON.parse(readFileSync(PACT_FILE, 'utf8'));
  const interactions = pact.interactions.filter(breakage.reaches);
  expect(interactions.length, 'the breakage reaches at least one interaction').toBeGreaterThan(0);
  const file = join(mkdtempSync(join(tmpdir(), 'pcharging-broken-pact-')), 'pact.json');
  writeFileSync(file, JSON.stringify({ ...pact, interactions }));
  return file;
}

describe.skipIf(Boolean(process.env.PACT_PROVIDER_BASE_URL))('verification fails against a broken provider', () => {
  let simulator: SimulatorUnderTest | undefined;
  afterEach(() => simulator?.stop());

  it.each(Object.entries(breakages))('when the provider %s', async (_name, breakage) => {
    const pactFile = pactReaching(breakage);
    simulator = await startSimulator(breakage.mutation);
    const options = { ...simulatorVerifierOptions(simulator), pactUrls: [pactFile] };
    await expect(new Verifier(options).verifyProvider()).rejects.toThrow();
  });

  it('verifies the same cut-down pacts against the provider left whole', async () => {
    // Else a cut-down pact could fail for its own sake (a state it lost), not for the breakage.
    simulator = await startSimulator();
    for (const breakage of Object.values(breakages)) {
      const options = { ...simulatorVerifierOptions(simulator), pactUrls: [pactReaching(breakage)] };
      await expect(new Verifier(options).verifyProvider()).resolves.toBeDefined();
    }
  });
});
