import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ApiClient,
  acknowledgeAlarm,
  addPriceTemplate,
  addUser,
  changePassword,
  createApiClient,
  getCaptcha,
  hashPassword,
  LOGIN_TYPE,
  listAlarms,
  listPriceTemplates,
  login,
  repairAlarm,
  restartPile,
} from '@pcharging/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { simulationOf } from '../app';
import { TEST_SIM_KEY } from '../lib/env';
import { silentLogger } from '../lib/logger';
import { attachLiveServer } from '../live/live-server';
import { listen, type RunningServer } from '../server';
import { createHarness, type Harness, TEST_CAPTCHA } from '../testing/harness';
import { sandboxLiveRouter, withSandboxes } from './sandbox-gateway';
import { SandboxRegistry, type SandboxRegistryOptions } from './sandbox-registry';

let harness: Harness | undefined;
let registry: SandboxRegistry | undefined;
let registryOptions: SandboxRegistryOptions | undefined;
let directory = '';
let server: RunningServer | undefined;
const sockets: WebSocket[] = [];

afterEach(async () => {
  for (const socket of sockets) socket.terminate();
  sockets.length = 0;
  await server?.close();
  registry?.closeAll();
  harness?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
  server = undefined;
});

/** The main network with sandboxes, served as main.ts serves it: the gateway in front of the main app. */
async function start(limit = 5) {
  directory = mkdtempSync(join(tmpdir(), 'pcharging-sandbox-test-'));
  const probe = await createHarness();
  const config = { ...probe.config, dataDirectory: directory };
  probe.close();
  registryOptions = {
    directory: join(directory, 'sandboxes'),
    limit,
    idleMs: 60_000,
    config,
    logger: silentLogger(),
  };
  registry = new SandboxRegistry(registryOptions);
  harness = await createHarness({ config, sandboxes: registry });
  return withSandboxes(registry, harness.app.fetch);
}

type Fetch = Awaited<ReturnType<typeof start>>;

async function control(fetch: Fetch, method: string, path: string, body?: unknown, key = TEST_SIM_KEY) {
  const response = await fetch(
    new Request(`http://sim.test${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'x-sim-key': key },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A client of one sandbox's `_pcharging` API, signed in as a person would (captcha, then login). */
async function signedInto(
  fetch: Fetch,
  prefix: string,
  account = 'admin',
): Promise<{ client: ApiClient; token: string }> {
  let token: string | null = null;
  const client = createApiClient({
    baseUrl: `http://sim.test${prefix}/api/index.php/_pcharging`,
    cookieJar: true,
    getLocale: () => 'en',
    getToken: () => token,
    fetch: (request: Request) => Promise.resolve(fetch(request)),
  });
  await getCaptcha(client);
  const answer = await login(client, {
    account,
    pwd: hashPassword('Admin#2026'),
    code: TEST_CAPTCHA,
    type: LOGIN_TYPE,
  });
  token = answer.login_token;
  return { client, token };
}

interface ListedSandbox {
  name: string;
  key: string;
  awake: boolean;
  scenario: Record<string, unknown> | null;
}

const keyOf = (items: readonly ListedSandbox[], name: string) => items.find((item) => item.name === name)?.key ?? '';

/** A flat-fee template at `electfee` a kWh and 0.10 of service. */
const addFlatTemplate = (client: ApiClient, name: string, electfee: string) =>
  addPriceTemplate(client, { name, feetype: 1, electfee, servicefee: '0.10', parkfee: '0' });

const templateNames = async (client: ApiClient) =>
  (await listPriceTemplates(client, {}, { page: 1, size: 100 })).items.map((item) => item.name);

describe('sandboxes', () => {
  it('keeps two sandboxes apart: a template made in one is absent from the other and from the main network', async () => {
    const fetch = await start();
    expect((await control(fetch, 'POST', '/__sim/sandboxes', { name: 'alice' })).status).toBe(201);
    const created = await control(fetch, 'POST', '/__sim/sandboxes', { name: 'bob' });
    expect(created).toMatchObject({ status: 201, body: { name: 'bob', url: '/s/bob/', awake: true, scenario: null } });
    const alice = await signedInto(fetch, '/s/alice');
    const bob = await signedInto(fetch, '/s/bob');
    const main = await signedInto(fetch, '');
    await addFlatTemplate(alice.client, 'Alice night rate', '0.20');
    expect(await templateNames(alice.client)).toContain('Alice night rate');
    expect(await templateNames(bob.client)).not.toContain('Alice night rate');
    expect(await templateNames(main.client)).not.toContain('Alice night rate');
    // Sessions are each sandbox's own.
    const aliceTokenOnBob = createApiClient({
      baseUrl: 'http://sim.test/s/bob/api/index.php/_pcharging',
      getLocale: () => 'en',
      getToken: () => alice.token,
      fetch: (request: Request) => Promise.resolve(fetch(request)),
    });
    await expect(templateNames(aliceTokenOnBob)).rejects.toMatchObject({ code: 401 });
  });

  it('resets one sandbox and leaves the other as it was', async () => {
    const fetch = await start();
    await control(fetch, 'POST', '/__sim/sandboxes', { name: 'alice' });
    await control(fetch, 'POST', '/__sim/sandboxes', { name: 'bob' });
    const bob = await signedInto(fetch, '/s/bob');
    await addFlatTemplate(bob.client, 'Bob weekend rate', '0.30');
    const alice = await signedInto(fetch, '/s/alice');
    await addFlatTemplate(alice.client, 'Alice night rate', '0.20');
    expect((await control(fetch, 'POST', '/s/alice/__sim/reset', { profile: 'demo', seed: 2026 })).status).toBe(200);
    const aliceAgain = await signedInto(fetch, '/s/alice');
    expect(await templateNames(aliceAgain.client)).not.toContain('Alice night rate');
    expect(await templateNames(bob.client)).toContain('Bob weekend rate');
  });

  it('pushes a change live to the sandbox it happened in, and to no other', async () => {
    const fetch = await start();
    await control(fetch, 'POST', '/__sim/sandboxes', { name: 'alice' });
    await control(fetch, 'POST', '/__sim/sandboxes', { name: 'bob' });
    const mainDeps = {
      db:
        harness?.database.db ??
        (() => {
          throw new Error('no harness');
        })(),
      clock: harness.clock,
      wallClock: harness.clock,
      config: harness.config,
      hub: simulationOf(harness.app).hub,
    };
    server = await listen({ fetch: (request) => fetch(request) }, 0, (http) =>
      attachLiveServer(http, mainDeps, sandboxLiveRouter(registry)),
    );
    const alice = await signedInto(fetch, '/s/alice');
    const bob = await signedInto(fetch, '/s/bob');
    const open = async (prefix: string, token: string) => {
      const socket = new WebSocket(`${server?.url.replace('http', 'ws')}${prefix}/api/index.php/_pcharging/live`);
      sockets.push(socket);
      const frames: string[] = [];
      socket.on('message', (raw) => frames.push(JSON.parse(raw.toString()).type));
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      socket.send(JSON.stringify({ type: 'auth', token }));
      return frames;
    };
    const aliceFrames = await open('/s/alice', alice.token);
    const bobFrames = await open('/s/bob', bob.token);
    await until(() => aliceFrames.includes('hello') && bobFrames.includes('hello'));
    const open_ = await listAlarms(alice.client, { status: 0 }, { page: 1, size: 1 });
    const alarm = open_.items[0];
    if (!alarm) throw new Error('no open alarm in the demo network');
    await acknowledgeAlarm(alice.client, { id: alarm.id });
    await until(() => aliceFrames.includes('alarm.acknowledged'));
    await new Promise((done) => setTimeout(done, 100));
    expect(bobFrames).not.toContain('alarm.acknowledged');
  });

  it('validates names, refuses a second sandbox of a name and one past the limit, and removes one', async () => {
    const fetch = await start(2);
    expect((await control(fetch, 'POST', '/__sim/sandboxes', { name: '../etc' })).status).toBe(400);
    expect((await control(fetch, 'POST', '/__sim/sandboxes', { name: 'Alice' })).status).toBe(400);
    expect((await control(fetch, 'POST', '/__sim/sandboxes', { name: 'alice' })).status).toBe(201);
    expect((await control(fetch, 'POST', '/__sim/sandboxes', { name: 'alice' })).status).toBe(409);
    expect((await control(fetch, 'POST', '/__sim/sandboxes', { name: 'bob' })).status).toBe(201);
    const full = await control(fetch, 'POST', '/__sim/sandboxes', { name: 'carol' });
    expect(full).toMatchObject({ status: 409, body: { error: expect.stringContaining('at most 2') } });
    const listed = await control(fetch, 'GET', '/__sim/sandboxes');
    expect(listed.body).toMatchObject({ limit: 2, items: [{ name: 'alice' }, { name: 'bob' }] });
    expect((await control(fetch, 'DELETE', '/__sim/sandboxes/alice')).status).toBe(200);
    expect((await fetch(new Request('http://sim.test/s/alice/healthz'))).status).toBe(404);
    expect((await control(fetch, 'DELETE', '/__sim/sandboxes/alice')).status).toBe(404);
    // Inside a sandbox, its control surface manages its own network only.
    expect((await control(fetch, 'GET', '/s/bob/__sim/sandboxes')).status).toBe(404);
    const redirect = await fetch(new Request('http://sim.test/s/bob'));
    expect([redirect.status, redirect.headers.get('location')]).toEqual([308, '/s/bob/']);
  });

  it('finds a sandbox again after a restart with the seed and creation time it was made with', async () => {
    const fetch = await start();
    expect((await control(fetch, 'POST', '/__sim/sandboxes', { name: 'alice', seed: 7 })).status).toBe(201);
    const before = (await control(fetch, 'GET', '/__sim/sandboxes')).body;
    expect(before).toMatchObject({ items: [{ name: 'alice', seed: 7 }] });
    const createdAt = (before as { items: Array<{ createdAt: string }> }).items[0]?.createdAt;

    // The simulator stops; a new one opens the same directory.
    registry?.closeAll();
    if (!registryOptions) throw new Error('start() sets the registry options');
    registry = new SandboxRegistry(registryOptions);
    expect(registry.list('en')).toMatchObject([{ name: 'alice', seed: 7, createdAt, awake: false }]);
    expect(registry.get('alice')).toMatchObject({ seed: 7, createdAt: Date.parse(createdAt ?? '') });
    expect(registry.list('en')).toMatchObject([{ name: 'alice', seed: 7, createdAt, awake: true }]);

    expect(registry.remove('alice')).toBe(true);
    expect(registry.list('en')).toEqual([]);
  });

  it('loads a scenario at creation, and shows whether it is solved in the list', async () => {
    const fetch = await start();
    const created = await control(fetch, 'POST', '/__sim/sandboxes', { name: 'alice', scenario: 'charger-fault' });
    expect(created.body).toMatchObject({
      scenario: { name: 'charger-fault', solved: false },
      task: expect.any(String),
    });
    await control(fetch, 'POST', '/__sim/sandboxes', { name: 'bob' });
    const listed = (await control(fetch, 'GET', '/__sim/sandboxes')).body as {
      items: Array<{ name: string; scenario: unknown }>;
    };
    expect(listed.items.find((item) => item.name === 'bob')?.scenario).toBeNull();
    expect((await control(fetch, 'POST', '/__sim/sandboxes', { name: 'carol', scenario: 'nope' })).status).toBe(400);
  });

  it('checks every sandbox in one call, in the reader language, with each briefing, without waking a sleeping one', async () => {
    const fetch = await start();
    await control(fetch, 'POST', '/__sim/sandboxes', { name: 'alice', scenario: 'charger-fault' });
    await control(fetch, 'POST', '/__sim/sandboxes', { name: 'bob', scenario: 'stuck-session' });
    await control(fetch, 'POST', '/__sim/sandboxes', { name: 'carol' });
    const alice = await signedInto(fetch, '/s/alice');
    const { items: before } = (await control(fetch, 'GET', '/__sim/sandboxes')).body as { items: ListedSandbox[] };
    const details = await control(fetch, 'GET', '/s/alice/__sim/scenarios/current', undefined, keyOf(before, 'alice'));
    const { alarmId, chargerId } = (details.body as { details: Record<string, number> }).details;
    await repairAlarm(alice.client, { id: Number(alarmId), note: 'Cable replaced' });
    await restartPile(alice.client, { id: Number(chargerId) });

    // Every sandbox closed, as after a restart: a check reads them on disk and must not set their engines running.
    registry?.closeAll();
    const checked = await control(fetch, 'POST', '/__sim/sandboxes/check');
    expect(checked.status).toBe(200);
    const { items } = checked.body as { items: ListedSandbox[] };
    expect(items.find((item) => item.name === 'alice')?.scenario).toMatchObject({
      solved: true,
      checkedAt: expect.any(String),
      findings: expect.arrayContaining([expect.objectContaining({ passed: true })]),
    });
    const bob = items.find((item) => item.name === 'bob');
    expect(bob?.scenario).toMatchObject({
      name: 'stuck-session',
      solved: false,
      briefing: { en: { task: expect.any(String) }, fr: { task: expect.any(String) } },
      findings: expect.arrayContaining([{ code: 'session-stopped', passed: false, message: expect.any(String) }]),
    });
    expect(bob?.awake).toBe(false);
    expect(items.find((item) => item.name === 'carol')?.scenario).toBeNull();

    // Unchecked, the list still says what the last check found solved, and in the reader's language.
    const french = await fetch(
      new Request('http://sim.test/__sim/sandboxes', {
        headers: { 'x-sim-key': TEST_SIM_KEY, 'Accept-Language': 'fr' },
      }),
    );
    const listed = ((await french.json()) as { items: ListedSandbox[] }).items;
    expect(listed.find((item) => item.name === 'alice')?.scenario).toMatchObject({
      title: 'Borne en défaut',
      solved: true,
      findings: null,
    });
  });

  it('keeps each network its snapshots: a sandbox restores its own, and a new sandbox may start from the main network', async () => {
    const fetch = await start();
    const main = await signedInto(fetch, '');
    await addFlatTemplate(main.client, 'Prepared rate', '0.25');
    await control(fetch, 'POST', '/__sim/scenarios/stuck-session');
    const saved = await control(fetch, 'POST', '/__sim/snapshots', { name: 'class-start' });
    expect(saved).toMatchObject({ status: 201, body: { name: 'class-start', sizeBytes: expect.any(Number) } });
    const carol = await control(fetch, 'POST', '/__sim/sandboxes', { name: 'carol', snapshot: 'class-start' });
    expect(carol.status).toBe(201);
    const carolAdmin = await signedInto(fetch, '/s/carol');
    expect(await templateNames(carolAdmin.client)).toContain('Prepared rate');
    expect((await control(fetch, 'GET', '/s/carol/__sim/scenarios/current')).body).toMatchObject({
      name: 'stuck-session',
    });
    // The main network's snapshot is not carol's to restore, nor listed in carol.
    expect((await control(fetch, 'POST', '/s/carol/__sim/snapshots/class-start/restore')).status).toBe(404);
    expect((await control(fetch, 'GET', '/s/carol/__sim/snapshots')).body).toEqual({ items: [] });
    expect((await control(fetch, 'POST', '/s/carol/__sim/snapshots', { name: 'mine' })).status).toBe(201);
    await addFlatTemplate(carolAdmin.client, 'Later rate', '0.25');
    const restored = await control(fetch, 'POST', '/s/carol/__sim/snapshots/mine/restore');
    expect(restored).toMatchObject({ status: 200, body: { name: 'mine', sessionsEnded: 0 } });
    // The same accounts: who was signed in stays signed in.
    expect(await templateNames(carolAdmin.client)).not.toContain('Later rate');
    expect((await control(fetch, 'POST', '/__sim/snapshots/mine/restore')).status).toBe(404);
    expect((await control(fetch, 'POST', '/__sim/snapshots/nope/restore')).status).toBe(404);
    expect((await control(fetch, 'POST', '/__sim/snapshots', { name: '../x' })).status).toBe(400);
  });

  it('ends the sessions of accounts a restore replaces, and says how many', async () => {
    const fetch = await start();
    await control(fetch, 'POST', '/__sim/sandboxes', { name: 'alice' });
    const admin = await signedInto(fetch, '/s/alice');
    expect((await control(fetch, 'POST', '/s/alice/__sim/snapshots', { name: 'start' })).status).toBe(201);
    await addUser(admin.client, {
      username: 'newbie',
      pwd: hashPassword('Admin#2026'),
      nickname: 'Newbie',
      role_id: 1,
    });
    const newbie = await signedInto(fetch, '/s/alice', 'newbie');
    const ops = await signedInto(fetch, '/s/alice', 'ops');
    await changePassword(ops.client, { id: 2, oldPwd: hashPassword('Admin#2026'), pwd: hashPassword('Changed#2026') });
    const restored = await control(fetch, 'POST', '/s/alice/__sim/snapshots/start/restore');
    expect(restored).toMatchObject({ status: 200, body: { sessionsEnded: 2 } });
    await expect(templateNames(newbie.client)).rejects.toMatchObject({ code: 401 });
    await expect(templateNames(ops.client)).rejects.toMatchObject({ code: 401 });
    await expect(templateNames(admin.client)).resolves.toBeDefined();
  });

  it('shows the trainer each sandbox key, which opens that sandbox and nothing else', async () => {
    const fetch = await start();
    const alice = await control(fetch, 'POST', '/__sim/sandboxes', { name: 'alice' });
    const bob = await control(fetch, 'POST', '/__sim/sandboxes', { name: 'bob' });
    await control(fetch, 'POST', '/__sim/sandboxes', { name: 'carol' });
    const aliceKey = String(alice.body.key);
    expect(aliceKey).toMatch(/^[\w-]{32}$/);
    expect(bob.body.key).not.toBe(aliceKey);
    const listed = (await control(fetch, 'GET', '/__sim/sandboxes')).body as { items: Array<{ key: string }> };
    expect(listed.items[0]?.key).toBe(aliceKey);

    const asAlice = (method: string, path: string, body?: unknown) => control(fetch, method, path, body, aliceKey);
    expect((await asAlice('GET', '/s/alice/__sim/clock')).status).toBe(200);
    expect((await asAlice('POST', '/s/alice/__sim/snapshots', { name: 'mine' })).status).toBe(201);
    for (const [method, path, body] of [
      ['GET', '/s/bob/__sim/clock'],
      ['POST', '/s/bob/__sim/reset', { profile: 'empty', seed: 1 }],
      ['POST', '/s/bob/__sim/snapshots/mine/restore'],
      ['GET', '/__sim/clock'],
      ['POST', '/__sim/reset', { profile: 'empty', seed: 1 }],
      ['POST', '/__sim/snapshots', { name: 'steal' }],
      ['GET', '/__sim/sandboxes'],
      ['DELETE', '/__sim/sandboxes/carol'],
      ['POST', '/__sim/sandboxes', { name: 'dave' }],
    ] as const) {
      expect((await asAlice(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    // Nor does bob's own key open alice, nor a call without a key anything.
    expect((await control(fetch, 'GET', '/s/alice/__sim/clock', undefined, String(bob.body.key))).status).toBe(401);
    expect((await control(fetch, 'DELETE', '/__sim/sandboxes/carol', undefined, '')).status).toBe(401);
    expect((await control(fetch, 'GET', '/__sim/sandboxes')).body).toMatchObject({
      items: [{ name: 'alice' }, { name: 'bob' }, { name: 'carol' }],
    });
  });
});

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 10));
  }
}
