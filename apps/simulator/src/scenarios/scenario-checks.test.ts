import {
  type ApiClient,
  acknowledgeAlarm,
  addUser,
  auditPile,
  bindRfidCard,
  deletePriceTemplate,
  hashPassword,
  listAlarms,
  listRfidCards,
  listRoleOptions,
  refundOrder,
  repairAlarm,
  restartPile,
  setStationPriceTemplate,
  stopSession,
  unbindRfidCard,
} from '@pcharging/api-client';
import { LOCALES } from '@pcharging/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_SIM_KEY } from '../lib/env';
import { createHarness, type Harness, signIn } from '../testing/harness';
import type { ScenarioDetails } from './scenario';
import { scenarios } from './scenarios';

let harness: Harness;
afterEach(() => harness?.close());

interface CheckAnswer {
  solved: boolean;
  findings: Array<{ code: string; passed: boolean; message: string }>;
}

async function control(method: string, path: string, locale = 'en'): Promise<{ status: number; body: unknown }> {
  const response = await harness.app.fetch(
    new Request(`http://sim.test/__sim${path}`, {
      method,
      headers: { 'Accept-Language': locale, 'x-sim-key': TEST_SIM_KEY },
    }),
  );
  return { status: response.status, body: await response.json() };
}

async function load(name: string): Promise<ScenarioDetails> {
  const { status, body } = await control('POST', `/scenarios/${name}`);
  expect(status, JSON.stringify(body)).toBe(200);
  const { details } = body as { details: ScenarioDetails };
  return details;
}

async function check(name: string, locale = 'en'): Promise<CheckAnswer> {
  const { status, body } = await control('POST', `/scenarios/${name}/check`, locale);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as CheckAnswer;
}

const id = (details: ScenarioDetails, name: string) => Number(details[name]);

/** How a trainee solves each scenario, through the `_pcharging` API only, as the operator app would. */
const solutions: Record<string, (client: ApiClient, details: ScenarioDetails) => Promise<void>> = {
  'station-offline': async (client, details) => {
    const open = await listAlarms(client, { station_id: id(details, 'stationId'), status: 0 }, { page: 1, size: 100 });
    for (const alarm of open.items) await acknowledgeAlarm(client, { id: alarm.id });
  },
  'card-bound-to-wrong-customer': async (client, details) => {
    const cards = await listRfidCards(client, { card_no: String(details.cardNo) }, { page: 1, size: 1 });
    const card = cards.items[0];
    if (!card) throw new Error('card not listed');
    const holder = harness.database.sqlite
      .prepare('select account from customers where id = ?')
      .pluck()
      .get(id(details, 'holderCustomerId'));
    await unbindRfidCard(client, { id: card.id });
    await bindRfidCard(client, { id: card.id, account: String(holder) });
  },
  'price-change': async (client, details) => {
    await setStationPriceTemplate(client, { id: id(details, 'stationId'), template_id: id(details, 'newTemplateId') });
  },
  'stuck-session': async (client, details) => {
    await stopSession(client, { id: id(details, 'sessionId'), reason: 'No energy for 40 minutes; driver called' });
  },
  'double-billed': async (client, details) => {
    await refundOrder(client, {
      id: id(details, 'duplicateId'),
      amount: (id(details, 'totalCents') / 100).toFixed(2),
      reason: 'Charged twice for one session',
    });
  },
  'charger-fault': async (client, details) => {
    await repairAlarm(client, { id: id(details, 'alarmId'), note: 'Cable replaced by the technician' });
    await restartPile(client, { id: id(details, 'chargerId') });
  },
  'charger-awaiting-review': async (client, details) => {
    await auditPile(client, { id: id(details, 'goodId'), approve: 1 });
    await auditPile(client, { id: id(details, 'wrongId'), approve: 0, reason: 'Power is 600 kW; the report says 60' });
  },
  'new-operator-account': async (client, details) => {
    const roles = await listRoleOptions(client);
    expect(roles.some((role) => role.id === details.roleId)).toBe(true);
    await addUser(client, {
      username: String(details.username),
      pwd: hashPassword('Welcome#2026'),
      nickname: 'Léa',
      full_name: String(details.fullName),
      email: String(details.email),
      role_id: id(details, 'roleId'),
    });
  },
};

describe('training scenarios that check themselves', () => {
  it('lists at least eight, each with a briefing in every language', async () => {
    harness = await createHarness();
    const { body } = await control('GET', '/scenarios');
    const { items } = body as { items: Array<{ name: string; briefing: Record<string, { title: string }> }> };
    expect(items.length).toBeGreaterThanOrEqual(8);
    for (const item of items) {
      expect(Object.keys(item.briefing).sort()).toEqual([...LOCALES].sort());
      // A translated title, not the English one copied.
      expect(item.briefing.fr?.title).not.toBe(item.briefing.en?.title);
      expect(item.briefing['zh-cn']?.title).not.toBe(item.briefing.en?.title);
    }
    expect(items.map((item) => item.name).sort()).toEqual(Object.keys(solutions).sort());
  });

  it.each(scenarios.map((scenario) => scenario.name))(
    '%s is unsolved once loaded, and solved by the expected calls',
    async (name) => {
      harness = await createHarness();
      const { client } = await signIn(harness, 'admin');
      const details = await load(name);
      const before = await check(name);
      expect(before.solved).toBe(false);
      expect(before.findings.some((item) => !item.passed)).toBe(true);
      await solutions[name]?.(client, details);
      const after = await check(name);
      expect(after.findings.filter((item) => !item.passed)).toEqual([]);
      expect(after.solved).toBe(true);
      const current = (await control('GET', '/scenarios/current')).body as { name: string; solvedAt: string | null };
      expect(current).toMatchObject({ name, solvedAt: expect.any(String) });
    },
  );

  it('tells the trainer in their language what is left, and says when harm was done on the way', async () => {
    harness = await createHarness();
    const { client } = await signIn(harness, 'admin');
    const details = await load('stuck-session');
    const french = await check('stuck-session', 'fr');
    expect(french.findings.find((item) => item.code === 'session-stopped')?.message).toBe(
      'La session bloquée est toujours en cours.',
    );
    await stopSession(client, { id: id(details, 'sessionId'), reason: 'Stuck' });
    const other = harness.database.sqlite
      .prepare<[number], { id: number; port: string; account: string }>(
        `select s.id, q.code as port, c.account from charging_sessions s join ports q on q.id = s.port_id
         join customers c on c.id = s.customer_id where s.status = 1 and s.id != ? order by s.id limit 1`,
      )
      .get(id(details, 'sessionId'));
    if (!other) throw new Error('the demo network has other sessions running');
    await stopSession(client, { id: other.id, reason: 'Wrong one' });
    const deletable = harness.database.sqlite
      .prepare(
        'select id from price_templates where id not in (select price_template_id from stations where price_template_id is not null) limit 1',
      )
      .pluck()
      .get();
    await deletePriceTemplate(client, { id: Number(deletable) });
    const chinese = await check('stuck-session', 'zh-cn');
    expect(chinese.solved).toBe(false);
    expect(chinese.findings.find((item) => item.code === 'nothing-deleted')).toMatchObject({
      passed: false,
      message: `过程中删除了记录（deletePriceTemplate #${Number(deletable)}），而任务并不需要删除。`,
    });
    // The harmed driver is named, so that the trainer can tell the trainee whose charge was cut.
    expect(chinese.findings.find((item) => item.code === 'no-other-session-stopped')).toMatchObject({
      passed: false,
      message: `另外还停止了 1 个会话：${other.port} (${other.account})。`,
    });
  });

  it('names the order refunded by mistake', async () => {
    harness = await createHarness();
    const { client } = await signIn(harness, 'admin');
    const details = await load('double-billed');
    await refundOrder(client, { id: id(details, 'originalId'), amount: '1.00', reason: 'Wrong one' });
    const english = await check('double-billed');
    expect(english.findings.find((item) => item.code === 'original-kept')).toMatchObject({
      passed: false,
      message: `Other orders than the duplicate were refunded: ${String(details.originalNo)}.`,
    });
  });

  it('names the stations whose rates changed on the way', async () => {
    harness = await createHarness();
    const { client } = await signIn(harness, 'admin');
    const details = await load('price-change');
    const neighbour = harness.database.sqlite
      .prepare<[number, number], { id: number; name: string }>(
        'select id, name from stations where price_template_id = ? and id != ? order by id limit 1',
      )
      .get(id(details, 'currentTemplateId'), id(details, 'stationId'));
    if (!neighbour) throw new Error('the demo network shares the template');
    await setStationPriceTemplate(client, { id: neighbour.id, template_id: id(details, 'newTemplateId') });
    const french = await check('price-change', 'fr');
    expect(french.findings.find((item) => item.code === 'other-stations-unchanged')?.message).toContain(
      `(${neighbour.name})`,
    );
  });

  it('refuses to check a scenario that is not the one loaded', async () => {
    harness = await createHarness();
    await load('price-change');
    expect((await control('POST', '/scenarios/stuck-session/check')).status).toBe(409);
    expect((await control('POST', '/scenarios/nope/check')).status).toBe(404);
  });
});
