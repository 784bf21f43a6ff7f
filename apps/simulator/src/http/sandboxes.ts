import type { OpenedDatabase } from '@pcharging/db';
import type { Locale } from '@pcharging/validation';
import type { SimClock } from '../fleet/sim-clock';
import type { Simulation } from '../fleet/simulation';
import type { LiveEndpoint } from '../live/live-server';
import type { RunSummary } from '../scenarios/run-summary';

/** One isolated network: its own database file, clock, engine, live push, sessions and control surface. */
export interface Sandbox {
  readonly name: string;
  readonly seed: number;
  readonly createdAt: number;
  /** Opens this sandbox's control surface, and no other network's. */
  readonly key: string;
  lastActivityAt: number;
  readonly database: OpenedDatabase;
  /** Its own app: web app, `_pcharging` API and control surface. */
  readonly app: { fetch(request: Request, env?: unknown): Response | Promise<Response> };
  readonly simulation: Simulation;
  readonly clock: SimClock;
  readonly live: LiveEndpoint;
  /** The engine sleeps (and the sandbox's clock stands) while nobody uses the sandbox. */
  awake: boolean;
}

export interface SandboxSummary {
  name: string;
  seed: number;
  /** For the trainer, to hand to the trainee with the sandbox's address. */
  key: string;
  createdAt: string;
  lastActivityAt: string;
  awake: boolean;
  scenario: RunSummary | null;
}

export type SandboxRefusal = 'invalid-name' | 'exists' | 'limit';

export class SandboxError extends Error {
  constructor(
    readonly reason: SandboxRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** What the control surface and the gateway need of the sandboxes (see SandboxRegistry). */
export interface Sandboxes {
  readonly limit: number;
  create(name: string, seed: number): Promise<Sandbox>;
  get(name: string): Sandbox | undefined;
  touch(sandbox: Sandbox): void;
  remove(name: string): boolean;
  /** Every sandbox in the reader's language; with `check`, each loaded scenario checked first. */
  list(locale: Locale, options?: { check?: boolean }): SandboxSummary[];
}
