import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listStations } from '@pcharging/api-client';
import { tables } from '@pcharging/db';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createApp } from '../app';
import { SimClock } from '../fleet/sim-clock';
import { TEST_SIM_KEY } from '../lib/env';
import { silentLogger } from '../lib/logger';
import { createHarness, type Harness, rejection, signIn } from '../testing/harness';

const documentPath = fileURLToPath(new URL('../../../../openapi/sim-control.yaml', import.meta.url));
const document = parse(readFileSync(documentPath, 'utf8')) as {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
ajv.addSchema({ ...document, $id: 'sim-control.json' });

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Checks an answer against the response the document gives for this path, method and status. */
async function conforming(response: Response, path: string, method: string): Promise<unknown> {
  const body: unknown = await response.json();
  const operation = document.paths[path]?.[method];
  expect(operation, `${method} ${path} is documented`).toBeDefined();
  expect(operation?.responses[String(response.status)], `${response.status} is documented`).toBeDefined();
  let pointer = `sim-control.json#/paths/${escapePointer(path)}/${method}/responses/${response.status}`;
  const declared = operation?.responses[String(response.status)] as { $ref?: string };
  if (declared.$ref) pointer = `sim-control.json${declared.$ref}`;
  const validate = ajv.getSchema(`${pointer}/content/application~1json/schema`);
  expect(validate, `schema for ${method} ${path} ${response.status}`).toBeDefined();
  if (validate && !validate(body)) throw new Error(`${method} ${path}: ${JSON.stringify(validate.errors)}`);
  return body;
}

let harness: Harness;
afterEach(() => harness?.close());

async function control(
  method: string,
  path: string,
  body?: unknown,
  documented = path,
): Promise<{ status: number; body: unknown }> {
  const response = await harness.app.request(`/__sim${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-sim-key': TEST_SIM_KEY },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await conforming(response, documented, method.toLowerCase()) };
}

describe('control surface', () => {
  it('injects a 1005 on exactly one call of one operation', async () => {
    harness = await createHarness();
    const { client } = await signIn(harness, 'admin');
    const injected = await control('POST', '/faults', {
      operationId: 'listStations',
      kind: 'business-error',
      code: 1005,
      count: 1,
    });
    expect(injected.status).toBe(201);
    const failed = await rejection(listStations(client, {}, { page: 1, size: 10 }));
    expect(failed?.code).toBe(1005);
    await expect(listStations(client, {}, { page: 1, size: 10 })).resolves.toBeDefined();
    expect((await control('GET', '/faults')).body).toEqual({ items: [] });
  });

  it('lists and clears faults, and refuses an unknown operation', async () => {
    harness = await createHarness();
    await control('POST', '/faults', { operationId: 'listOrders', kind: 'latency', latencyMs: 5, count: 3 });
    await control('POST', '/faults', { operationId: 'listOrders', kind: 'http-status', status: 503, until: 9e12 });
    const listed = (await control('GET', '/faults')).body as { items: Array<{ id: number }> };
    expect(listed.items).toHaveLength(2);
    const one = listed.items[0]?.id ?? 0;
    expect((await control('DELETE', `/faults/${one}`, undefined, '/faults/{id}')).body).toEqual({ cleared: 1 });
    expect((await control('DELETE', `/faults/${one}`, undefined, '/faults/{id}')).status).toBe(404);
    expect((await control('DELETE', '/faults')).body).toEqual({ cleared: 1 });
    const unknown = await control('POST', '/faults', {
      operationId: 'noSuchThing',
      kind: 'latency',
      latencyMs: 1,
      count: 1,
    });
    expect(unknown.status).toBe(400);
  });

  it('answers an injected HTTP status and expires a session on demand', async () => {
    harness = await createHarness();
    const { client } = await signIn(harness, 'admin');
    await control('POST', '/faults', { operationId: 'listStations', kind: 'http-status', status: 503, count: 1 });
    const response = await harness.send('/Station/lists', { body: 'pageinfo[page]=1&pageinfo[perpage]=10' });
    expect(response.status).toBe(503);
    await control('POST', '/faults', { operationId: 'listStations', kind: 'session-expiry', count: 1 });
    expect((await rejection(listStations(client, {}, { page: 1, size: 10 })))?.code).toBe(1005);
  });

  it('steps the test clock and the engine with it', async () => {
    harness = await createHarness();
    const before = harness.clock.now();
    const stepped = await control('POST', '/clock/step', { ms: 5000 });
    expect(stepped.body).toMatchObject({ ticks: 5, clock: { now: before + 5000, controllable: false } });
    expect((await control('GET', '/clock')).body).toMatchObject({ now: before + 5000 });
    expect((await control('POST', '/clock/pause')).status).toBe(409);
    expect((await control('POST', '/clock/step', { ms: 0 })).status).toBe(400);
  });

  it('pauses, resumes and speeds up a simulated clock', async () => {
    harness = await createHarness();
    let real = 1_000_000;
    const clock = new SimClock({ start: Date.UTC(2026, 0, 15) }, () => real);
    const app = createApp({ db: harness.database.db, config: harness.config, clock }, { logger: silentLogger() });
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await app.request(`/__sim${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-sim-key': TEST_SIM_KEY },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return conforming(response, path, method.toLowerCase()) as Promise<{
        now: number;
        paused: boolean;
        speed: number;
      }>;
    };
    expect(await call('POST', '/clock/speed', { speed: 60 })).toMatchObject({ speed: 60, paused: false });
    real += 1000;
    expect((await call('GET', '/clock')).now).toBe(Date.UTC(2026, 0, 15) + 60_000);
    await call('POST', '/clock/pause');
    real += 1000;
    expect((await call('GET', '/clock')).now).toBe(Date.UTC(2026, 0, 15) + 60_000);
    expect(await call('POST', '/clock/resume')).toMatchObject({ paused: false });
  });

  it('resets the network to a seed in place', async () => {
    harness = await createHarness();
    harness.database.db.delete(tables.outboxEmails).run();
    harness.database.db.update(tables.stations).set({ name: 'Renamed' }).where(eq(tables.stations.id, 1)).run();
    const reset = await control('POST', '/reset', { profile: 'demo', seed: 2026 });
    expect(reset.body).toMatchObject({ profile: 'demo', seed: 2026 });
    const station = harness.database.db.select().from(tables.stations).where(eq(tables.stations.id, 1)).get();
    expect(station?.name).not.toBe('Renamed');
    await expect(signIn(harness, 'admin')).resolves.toBeDefined();
  });

  it('reads the e-mail outbox, filtered by recipient', async () => {
    harness = await createHarness();
    const { db } = harness.database;
    db.insert(tables.outboxEmails)
      .values([
        { toAddress: 'a@mail.example', kind: 'bind', subject: 'Card bound', body: 'x', createdAt: 1 },
        { toAddress: 'b@mail.example', kind: 'bind', subject: 'Card bound', body: 'y', createdAt: 2 },
      ])
      .run();
    const read = (await control('GET', '/outbox?to=a%40mail.example', undefined, '/outbox')).body as {
      items: Array<{ toAddress: string }>;
    };
    expect(read.items.length).toBeGreaterThan(0);
    expect(read.items.every((mail) => mail.toAddress === 'a@mail.example')).toBe(true);
  });

  it('lists and loads training scenarios', async () => {
    harness = await createHarness();
    const listed = (await control('GET', '/scenarios')).body as { items: Array<{ name: string }> };
    expect(listed.items.map((s) => s.name)).toEqual([
      'station-offline',
      'card-bound-to-wrong-customer',
      'price-change',
      'stuck-session',
      'double-billed',
      'charger-fault',
      'charger-awaiting-review',
      'new-operator-account',
    ]);
    for (const { name } of listed.items) {
      const loaded = await control('POST', `/scenarios/${name}`, undefined, '/scenarios/{name}');
      expect(loaded.status).toBe(200);
      const checked = await control('POST', `/scenarios/${name}/check`, undefined, '/scenarios/{name}/check');
      expect(checked.body).toMatchObject({ name, solved: false });
    }
    expect((await control('POST', '/scenarios/nope', undefined, '/scenarios/{name}')).status).toBe(404);
    expect((await control('GET', '/scenarios/current')).body).toMatchObject({ name: 'new-operator-account' });
  });

  it('saves, lists, restores and deletes snapshots as documented', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'pcharging-snapshots-'));
    try {
      harness = await createHarness({ config: { dataDirectory: directory } });
      const saved = await control('POST', '/snapshots', { name: 'before-class' });
      expect(saved).toMatchObject({ status: 201, body: { name: 'before-class' } });
      harness.database.sqlite.prepare("update stations set name = 'Renamed after the snapshot' where id = 1").run();
      expect((await control('GET', '/snapshots')).body).toMatchObject({ items: [{ name: 'before-class' }] });
      const restored = await control('POST', '/snapshots/before-class/restore', undefined, '/snapshots/{name}/restore');
      expect(restored.status).toBe(200);
      const name = harness.database.sqlite.prepare('select name from stations where id = 1').pluck().get();
      expect(name).not.toBe('Renamed after the snapshot');
      expect((await control('DELETE', '/snapshots/before-class', undefined, '/snapshots/{name}')).status).toBe(200);
      expect((await control('POST', '/snapshots', { name: 'No Capitals' })).status).toBe(400);
      // Sandboxes live on the simulator's main network; an app made without them says so.
      expect((await control('GET', '/sandboxes')).status).toBe(404);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('reports tick costs and CPU time', async () => {
    harness = await createHarness();
    expect((await control('GET', '/stats')).body).toMatchObject({ liveClients: 0 });
    expect((await control('POST', '/stats/reset')).body).toEqual({ reset: true });
  });

  it('sets pact provider states on a network put back as seeded, and names the known states for an unknown one', async () => {
    harness = await createHarness();
    const { client: before } = await signIn(harness, 'admin');
    const stationName = () =>
      (harness.database.sqlite.prepare('select name from stations where id = 1').get() as { name: string }).name;
    const seededName = stationName();
    harness.database.sqlite.prepare("update stations set name = 'Renamed by a test' where id = 1").run();
    const token = 'pact-token-0001';
    const set = await control('POST', '/pact-states', {
      state: 'an account is signed in',
      params: { account: 'admin', token },
      action: 'setup',
    });
    expect(set).toEqual({ status: 200, body: {} });
    expect(stationName()).toBe(seededName);
    const client = harness.client({ token: () => token });
    await expect(listStations(client, {}, { page: 1, size: 10 })).resolves.toMatchObject({ total: expect.any(Number) });
    // The earlier session went with the rest of the old network.
    expect((await rejection(listStations(before, {}, { page: 1, size: 10 })))?.code).toBe(401);

    const unknown = await control('POST', '/pact-states', { state: 'a moon is full' });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { error: string }).error).toMatch(/^body\.state: not one of .*"an account is signed in"/);
    // sim-control.yaml lists the states: an unknown one is refused whatever the action.
    expect((await control('POST', '/pact-states', { state: 'a moon is full', action: 'teardown' })).status).toBe(400);
    // An interaction without a Given only gets the network back.
    harness.database.sqlite.prepare("update stations set name = 'Renamed again' where id = 1").run();
    expect((await control('POST', '/pact-states', {})).status).toBe(200);
    expect(stationName()).toBe(seededName);
  });
});

describe("the control surface's door", () => {
  const call = (url: string, init: RequestInit = {}) => harness.app.request(url, init);
  const withKey = { 'x-sim-key': TEST_SIM_KEY };

  it('refuses a call without the trainer key, or with a wrong one', async () => {
    harness = await createHarness();
    expect((await call('/__sim/clock')).status).toBe(401);
    expect((await call('/__sim/clock', { headers: { 'x-sim-key': 'not-the-key' } })).status).toBe(401);
    const deleted = await call('/__sim/sandboxes/carol', { method: 'DELETE' });
    expect([deleted.status, await deleted.json()]).toEqual([401, { error: 'missing or wrong x-sim-key' }]);
    expect((await call('/__sim/clock', { headers: withKey })).status).toBe(200);
  });

  it('refuses every call when no key is set at all', async () => {
    harness = await createHarness({ config: { controlKey: undefined } });
    expect((await call('/__sim/clock', { headers: { 'x-sim-key': '' } })).status).toBe(401);
  });

  it('reads JSON bodies only: a form or text/plain, which a cross-site page sends unasked, answers 415', async () => {
    harness = await createHarness();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await call('/__sim/sessions/expire', {
        method: 'POST',
        headers: { ...withKey, 'content-type': type },
        body: '{"token":""}',
      });
      expect(response.status, type).toBe(415);
    }
    const json = { ...withKey, 'content-type': 'application/json; charset=utf-8' };
    expect((await call('/__sim/sessions/expire', { method: 'POST', headers: json, body: '{}' })).status).toBe(200);
  });

  it('answers only its own host names and pages: DNS rebinding and cross-site pages get 403', async () => {
    harness = await createHarness();
    expect((await call('http://attacker.example/__sim/clock', { headers: withKey })).status).toBe(403);
    for (const origin of ['null', 'http://attacker.example', 'http://192.168.1.50:8080']) {
      const response = await call('http://127.0.0.1:8080/__sim/clock', { headers: { ...withKey, origin } });
      expect(response.status, origin).toBe(403);
    }
    for (const url of ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080', 'http://10.0.0.7']) {
      const response = await call(`${url}/__sim/clock`, { headers: { ...withKey, origin: url } });
      expect(response.status, url).toBe(200);
    }
    // A name is not an address, whatever it starts with: DNS answers for it are the attacker's.
    for (const url of ['http://127.rebind.evil.example', 'http://127.0.0.1.nip.io']) {
      const response = await call(`${url}/__sim/clock`, { headers: { ...withKey, origin: url } });
      expect(response.status, url).toBe(403);
    }
    const rebound = { ...withKey, origin: 'http://127.rebind.evil.example' };
    expect((await call('http://127.0.0.1:8080/__sim/clock', { headers: rebound })).status).toBe(403);
    // The web app's dev server proxies from another port of the same machine.
    const proxied = { ...withKey, origin: 'http://localhost:5173' };
    expect((await call('http://localhost:8080/__sim/clock', { headers: proxied })).status).toBe(200);
  });

  it('answers a reverse proxy named in PCHARGING_ALLOWED_HOSTS', async () => {
    harness = await createHarness({ config: { allowedHosts: ['training.example'] } });
    const page = { ...withKey, origin: 'https://training.example' };
    expect((await call('https://training.example/__sim/clock', { headers: page })).status).toBe(200);
    expect((await call('https://other.example/__sim/clock', { headers: withKey })).status).toBe(403);
  });
});
