import { getCurrentUser } from '@pcharging/api-client';
import { simControlDocument } from '@pcharging/api-client/sim-control';
import { ErrorCode } from '@pcharging/api-client/wire';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_SIM_KEY } from '../lib/env';
import { createHarness, type Harness, signIn } from '../testing/harness';
import { PROVIDER_STATE_MEANINGS } from './provider-state-catalogue';

let harness: Harness;
afterEach(() => harness?.close());

const paths = simControlDocument.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;

/** A raw call of the control surface; the answer's status must be one the document gives the operation. */
async function call(
  method: string,
  path: string,
  documented: string,
  body?: string,
): Promise<{ status: number; json: unknown }> {
  const response = await harness.app.request(`/__sim${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-sim-key': TEST_SIM_KEY },
    ...(body === undefined ? {} : { body }),
  });
  expect(Object.keys(paths[documented]?.[method.toLowerCase()]?.responses ?? {})).toContain(String(response.status));
  expect(response.headers.get('content-type')).toContain('application/json');
  return { status: response.status, json: await response.json() };
}

const refusal = (field: string) => ({ error: expect.stringContaining(`${field}`) });

describe('the control surface reads its input as sim-control.yaml describes it', () => {
  it('refuses a null or wrong-typed token for sessions/expire, and expires nothing', async () => {
    harness = await createHarness();
    const { client } = await signIn(harness, 'admin');
    expect(await call('POST', '/sessions/expire', '/sessions/expire', 'null')).toEqual({
      status: 400,
      json: refusal('body'),
    });
    expect(await call('POST', '/sessions/expire', '/sessions/expire', '{"token":{}}')).toEqual({
      status: 400,
      json: refusal('body.token'),
    });
    expect(await call('POST', '/sessions/expire', '/sessions/expire', '{"token":""}')).toEqual({
      status: 400,
      json: refusal('body.token'),
    });
    // The session survived the refused calls.
    await expect(getCurrentUser(client)).resolves.toBeDefined();
    expect(await call('POST', '/sessions/expire', '/sessions/expire')).toEqual({ status: 200, json: { expired: 1 } });
  });

  it('refuses a null body for pact-states', async () => {
    harness = await createHarness();
    expect(await call('POST', '/pact-states', '/pact-states', 'null')).toEqual({ status: 400, json: refusal('body') });
    expect(await call('POST', '/pact-states', '/pact-states', '{"action":"later"}')).toEqual({
      status: 400,
      json: refusal('body.action'),
    });
  });

  it('refuses an account name longer than the 64 characters the document allows when clearing throttles', async () => {
    harness = await createHarness();
    const long = 'a'.repeat(65);
    expect(await call('DELETE', `/sign-in-throttle?account=${long}`, '/sign-in-throttle')).toEqual({
      status: 400,
      json: refusal('query.account'),
    });
    expect(await call('DELETE', `/sign-in-throttle?account=${'a'.repeat(64)}`, '/sign-in-throttle')).toEqual({
      status: 200,
      json: { cleared: 0 },
    });
  });

  it('answers a fault id that is not a number with a JSON 400, and an unknown one with a JSON 404', async () => {
    harness = await createHarness();
    expect(await call('DELETE', '/faults/abc', '/faults/{id}')).toEqual({ status: 400, json: refusal('path.id') });
    expect(await call('DELETE', '/faults/0', '/faults/{id}')).toEqual({ status: 400, json: refusal('path.id') });
    expect(await call('DELETE', '/faults/7', '/faults/{id}')).toEqual({
      status: 404,
      json: { error: 'no such fault' },
    });
  });
});

const fault = { operationId: 'listStations', kind: 'latency', latencyMs: 5, count: 1 };

describe('faults as sim-control.yaml describes them', () => {
  it.each([
    [{ ...fault, latencyMs: undefined }, 'latencyMs'],
    [{ ...fault, kind: 'http-status' }, 'status'],
    [{ ...fault, kind: 'business-error' }, 'code'],
    [{ ...fault, kind: 'business-error', code: 1234 }, 'body.code'],
    [{ ...fault, count: undefined }, 'count'],
    [{ ...fault, operationId: '' }, 'body.operationId'],
    [{ ...fault, count: 1_000_001 }, 'body.count'],
  ])('refuses %j, which the document forbids too', async (body, field) => {
    harness = await createHarness();
    expect(await call('POST', '/faults', '/faults', JSON.stringify(body))).toEqual({
      status: 400,
      json: refusal(field),
    });
  });

  it('accepts what the document allows: a fault until a time, without a count', async () => {
    harness = await createHarness();
    const until = { operationId: 'listStations', kind: 'session-expiry', until: 1 };
    const answer = await call('POST', '/faults', '/faults', JSON.stringify(until));
    expect(answer).toEqual({ status: 201, json: expect.objectContaining({ ...until, remaining: null }) });
  });

  it('lists exactly the API error codes a business-error fault may answer', () => {
    const schemas = (
      simControlDocument.components as { schemas: Record<string, { properties: Record<string, unknown> }> }
    ).schemas;
    expect(schemas.FaultInput?.properties.code).toMatchObject({ enum: Object.values(ErrorCode) });
  });
});

describe('the other control calls read the same way', () => {
  it('reads the outbox query, the clock step and the reset as documented', async () => {
    harness = await createHarness();
    expect(await call('GET', '/outbox?limit=abc', '/outbox')).toEqual({ status: 400, json: refusal('query.limit') });
    expect(await call('GET', '/outbox?limit=501', '/outbox')).toEqual({ status: 400, json: refusal('query.limit') });
    expect((await call('GET', '/outbox?limit=2', '/outbox')).status).toBe(200);
    expect(await call('POST', '/clock/step', '/clock/step', 'null')).toEqual({ status: 400, json: refusal('body') });
    expect(await call('POST', '/clock/step', '/clock/step', '{"ms":"5"}')).toEqual({
      status: 400,
      json: refusal('body.ms'),
    });
    expect(await call('POST', '/reset', '/reset', '{"seed":1,"profile":"huge"}')).toEqual({
      status: 400,
      json: refusal('body.profile'),
    });
  });
});

describe('the control surface as its document lists it', () => {
  it('names every provider state of the catalogue as the enum of pact-states, and nothing else', () => {
    const operation = paths['/pact-states']?.post;
    expect(operation).toBeDefined();
    const body = (
      operation as unknown as {
        requestBody: { content: { 'application/json': { schema: { properties: { state: { enum: string[] } } } } } };
      }
    ).requestBody.content['application/json'].schema.properties.state.enum;
    // A new state in provider-state-catalogue.ts goes in sim-control.yaml's `state` enum too.
    expect(new Set(body)).toEqual(new Set(['', ...Object.keys(PROVIDER_STATE_MEANINGS)]));
  });

  it('refuses a state outside the catalogue with a JSON 400 naming it', async () => {
    harness = await createHarness();
    expect(await call('POST', '/pact-states', '/pact-states', '{"state":"the moon is full"}')).toEqual({
      status: 400,
      json: refusal('body.state'),
    });
  });

  it('answers a path it does not have with a JSON 404', async () => {
    harness = await createHarness();
    const response = await harness.app.request('/__sim/no-such-thing', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sim-key': TEST_SIM_KEY },
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });
});
