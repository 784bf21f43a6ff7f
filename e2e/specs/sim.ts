import { expect, type Page } from '@playwright/test';
import { E2E_SIM_KEY } from '../constants';

/** The seed number the e2e simulator starts with (PCHARGING_FLEET_SEED's default). */
const E2E_SEED = 2026;

/** The trainer key, as a trainer's script sends it. */
const headers = { 'x-sim-key': E2E_SIM_KEY };

async function control<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response =
    method === 'GET'
      ? await page.request.get(`/__sim${path}`, { headers })
      : await page.request.post(`/__sim${path}`, { data, headers });
  expect(response.ok(), `${method} /__sim${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Puts the demo network back as seeded, so a test that changes data does not depend on the ones before it. */
export async function resetNetwork(page: Page): Promise<void> {
  await control(page, 'POST', '/reset', { profile: 'demo', seed: E2E_SEED });
}

export interface FaultInput {
  operationId: string;
  kind: 'latency' | 'http-status' | 'business-error' | 'session-expiry';
  code?: number;
  status?: number;
  msg?: string;
  count?: number;
}

export async function injectFault(page: Page, fault: FaultInput): Promise<void> {
  await control(page, 'POST', '/faults', fault);
}

export async function clearFaults(page: Page): Promise<void> {
  const response = await page.request.delete('/__sim/faults', { headers });
  expect(response.ok()).toBe(true);
}

/** Ends every session on the simulator, as a trainer would. */
export async function expireAllSessions(page: Page): Promise<void> {
  await control(page, 'POST', '/sessions/expire', {});
}

/** Moves simulated time on and runs the engine's ticks in between, as a trainer's "step" would. */
export async function stepClock(page: Page, ms: number): Promise<void> {
  await control(page, 'POST', '/clock/step', { ms });
}

export interface Email {
  toAddress: string;
  kind: string;
  subject: string;
}

export async function outbox(page: Page, to: string): Promise<Email[]> {
  const answer = await control<{ items: Email[] }>(page, 'GET', `/outbox?to=${encodeURIComponent(to)}`);
  return answer.items;
}

export interface ScenarioBriefing {
  task: string;
  details: Record<string, string | number>;
}

/** Loads a training scenario, as a trainer would, and answers its briefing. */
export async function loadScenario(page: Page, name: string): Promise<ScenarioBriefing> {
  return control<ScenarioBriefing>(page, 'POST', `/scenarios/${name}`);
}
