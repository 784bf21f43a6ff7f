import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type PactFile, type RecordedInteraction, readPactFile } from '../pact-files';
import {
  type AnswerMutation,
  allPacts,
  failuresOf,
  type SimulatorUnderTest,
  simulatorReadiness,
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

/** Rewrites every item of a page answer (a refusal has none). */
function onItems(pathEnd: string, change: (item: Data) => Data): AnswerMutation {
  return onData(pathEnd, (data) => (Array.isArray(data.items) ? { ...data, items: data.items.map(change) } : data));
}

function renamed(item: Data, from: string, to: string): Data {
  const { [from]: value, ...rest } = item;
  return { ...rest, [to]: value };
}

/** One way of breaking the provider, how to tell the interactions whose answers it breaks, and what it breaks. */
interface Breakage {
  mutation: AnswerMutation;
  /** The interactions that reach the broken answer; only they are verified (the others would pass). */
  reaches: (interaction: RecordedInteraction) => boolean;
  /** What the readiness report's first difference names: the broken field, or the part of the answer it is in. */
  names: string;
}

const onPath =
  (pathEnd: string) =>
  (interaction: RecordedInteraction): boolean =>
    interaction.request.path.endsWith(pathEnd);

function breaking(pathEnd: string, names: string, mutation: AnswerMutation): Breakage {
  return { mutation, reaches: onPath(pathEnd), names };
}

// Verification must be able to fail: a provider that breaks one answer field has to turn it red.
const breakages: Record<string, Breakage> = {
  'renames StationName in a station list item': breaking(
    '/Station/lists',
    'StationName',
    onItems('/Station/lists', (item) => renamed(item, 'StationName', 'station_name')),
  ),
  'answers an order energy as a word': breaking(
    '/Order/lists',
    'energy_kwh',
    onItems('/Order/lists', (item) => ({ ...item, energy_kwh: `${String(item.energy_kwh)} kWh` })),
  ),
  'drops total from the journal page': breaking(
    '/Journal/lists',
    'total',
    onData('/Journal/lists', ({ total: _dropped, ...data }) => data),
  ),
  'answers the overview network counts as words': breaking(
    '/Statistics/overview',
    'network',
    onData('/Statistics/overview', ({ network, ...data }) =>
      network && typeof network === 'object'
        ? { ...data, network: Object.fromEntries(Object.entries(network).map(([key]) => [key, 'several'])) }
        : { ...data, network },
    ),
  ),
  'renames the charger equipmentid in its detail': breaking(
    '/Pile/info',
    'equipmentid',
    onData('/Pile/info', (data) => renamed(data, 'equipmentid', 'equipment_id')),
  ),
  'answers the whitelist editable flag as a word': breaking(
    '/Pile/white_list',
    'editable',
    onData('/Pile/white_list', (data) => ({ ...data, editable: 'sometimes' })),
  ),
  'drops the price lines of an order': breaking(
    '/Order/info',
    'price_lines',
    onData('/Order/info', ({ price_lines: _dropped, ...data }) => data),
  ),
  'renames card_no in an RFID card list item': breaking(
    '/Rfid/lists',
    'card_no',
    onItems('/Rfid/lists', (item) => renamed(item, 'card_no', 'cardNo')),
  ),
  'renames role_name in a system user list item': breaking(
    '/User/lists',
    'role_name',
    onItems('/User/lists', (item) => renamed(item, 'role_name', 'roleName')),
  ),
  'renames login_token in the sign-in answer': breaking('/Admin_user/login', 'login_token', (path, answer) => {
    if (!path.endsWith('/Admin_user/login') || !answer.data || typeof answer.data !== 'object') return answer;
    const { login_token, ...data } = answer.data as Record<string, unknown>;
    return { ...answer, data: { ...data, loginToken: login_token } };
  }),
  'answers the session-expired code as a string': {
    names: '$.code',
    mutation: (_path, answer) => (answer.code === 1005 ? { ...answer, code: '1005' } : answer),
    reaches: (interaction) => {
      const body = interaction.response.body;
      return typeof body === 'object' && body !== null && Reflect.get(body, 'code') === 1005;
    },
  },
  'turns the dictionary into an object': {
    names: '$.data',
    mutation: (path, answer) =>
      path.includes('/getDatadictionary/') ? { ...answer, data: { entries: answer.data } } : answer,
    reaches: (interaction) => interaction.request.path.includes('/getDatadictionary/'),
  },
};

/**
 * The committed pacts cut down to the interactions a breakage reaches, one file per pact that has any: verifying
 * all of them against each broken provider took ~10 s apiece, for answers the breakage leaves alone.
 */
function pactsReaching(breakage: Breakage): PactFile[] {
  const folder = mkdtempSync(join(tmpdir(), 'pcharging-broken-pact-'));
  const files = allPacts().flatMap((file) => {
    const interactions = file.interactions.filter(breakage.reaches);
    if (interactions.length === 0) return [];
    const path = join(folder, basename(file.path));
    writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(file.path, 'utf8')), interactions }));
    return [readPactFile(path)];
  });
  expect(files.length, 'the breakage reaches at least one interaction').toBeGreaterThan(0);
  return files;
}

describe.skipIf(Boolean(process.env.PACT_PROVIDER_BASE_URL))('verification fails against a broken provider', () => {
  let simulator: SimulatorUnderTest | undefined;
  afterEach(() => simulator?.stop());

  it.each(Object.entries(breakages))('when the provider %s', async (_name, breakage) => {
    simulator = await startSimulator({ mutation: breakage.mutation });
    const report = await simulatorReadiness(simulator, pactsReaching(breakage));
    // Every operation it reaches fails, and the report names what broke.
    expect(report.operations.filter((row) => row.result === 'passes')).toEqual([]);
    for (const row of report.operations) expect(row.firstFailure?.difference).toContain(breakage.names);
  });

  it('passes a provider whose only differences are forms the web app decodes, and lists them', async () => {
    // A PHP backend's wire: numbers as strings and a flag as "1" are type-only differences, not failures.
    const phpForms: AnswerMutation = (path, answer) => {
      const asStrings = onItems('/Order/lists', (item) => ({ ...item, energy_kwh: String(item.energy_kwh) }));
      const flag = onData('/Pile/white_list', (data) => ({ ...data, editable: data.editable ? '1' : '0' }));
      return flag(path, asStrings(path, answer));
    };
    simulator = await startSimulator({ mutation: phpForms });
    const reaching = [
      ...pactsReaching(breaking('/Order/lists', 'energy_kwh', phpForms)),
      ...pactsReaching(breaking('/Pile/white_list', 'editable', phpForms)),
    ];
    const report = await simulatorReadiness(simulator, reaching);
    expect(failuresOf(report.operations)).toEqual([]);
    expect(report.decoded).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'string', to: 'number' }),
        expect.objectContaining({ from: 'string', to: 'boolean' }),
      ]),
    );
  });

  it('verifies the same cut-down pacts against the provider left whole', async () => {
    // Else a cut-down pact could fail for its own sake (a state it lost), not for the breakage.
    simulator = await startSimulator();
    for (const breakage of Object.values(breakages)) {
      expect(failuresOf((await simulatorReadiness(simulator, pactsReaching(breakage))).operations)).toEqual([]);
    }
  });
});
