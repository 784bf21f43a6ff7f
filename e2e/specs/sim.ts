import { expect, type Page } from '@playwright/test';
import { E2E_SIM_KEY } from '../constants';
import { forgetSessions } from './support';

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

/** A seeded network saved as a snapshot, named after the simulated time it was seeded at (`seeded-<ms>`). */
const SEEDED = /^seeded-(\d+)$/;
/**
 * How long a saved seed stands for a fresh one, by the simulator's clock (which runs in real time and jumps when a
 * test steps it): the seed writes its sessions, heartbeats and orders relative to its clock, as a test that runs for
 * half a minute after its reset sees them too.
 */
const FRESH_FOR_MS = 30_000;

/**
 * Puts the demo network back as seeded, so a test that changes data does not depend on the ones before it. Seeding
 * takes seconds: a seed is saved as a snapshot and restored instead (a tenth of the time) while it is fresh. The
 * roles sign in again after it, as after a seed (support.ts).
 */
export async function resetNetwork(page: Page): Promise<void> {
  forgetSessions();
  const { now } = await control<{ now: number }>(page, 'GET', '/clock');
  const { items } = await control<{ items: { name: string }[] }>(page, 'GET', '/snapshots');
  const fresh = items.find(({ name }) => {
    const seededAt = Number(SEEDED.exec(name)?.[1] ?? Number.NaN);
    return now >= seededAt && now - seededAt < FRESH_FOR_MS;
  });
  if (fresh) {
    await control(page, 'POST', `/snapshots/${fresh.name}/restore`);
    return;
  }
  await control(page, 'POST', '/reset', { profile: 'demo', seed: E2E_SEED });
  await control(page, 'POST', '/snapshots', { name: `seeded-${now}` });
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
