import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AppDatabase, openDatabase } from '@pcharging/db';
import type { Locale } from '@pcharging/validation';
import type { Hono } from 'hono';
import { createApp } from '../app';
import { SnapshotStore } from '../control/snapshot-store';
import { SimClock } from '../fleet/sim-clock';
import { createSimulation } from '../fleet/simulation';
import type { AppEnv } from '../http/context';
import { type Sandbox, SandboxError, type Sandboxes, type SandboxSummary } from '../http/sandboxes';
import type { SimulatorConfig } from '../lib/env';
import { iso } from '../lib/iso-time';
import type { Logger } from '../lib/logger';
import { sandboxNameProblem } from '../lib/sandbox-name';
import { createLiveEndpoint } from '../live/live-server';
import { runSummary } from '../scenarios/run-summary';
import { SeedImages } from './seed-images';

export interface SandboxRegistryOptions {
  /** Where sandbox database files live, one `<name>.sqlite` each (and the seed images, under `images/`). */
  directory: string;
  limit: number;
  /** Real milliseconds without a call or a live client after which a sandbox's engine sleeps. */
  idleMs: number;
  /** The simulator's own settings; a sandbox differs in its database and seed number. */
  config: SimulatorConfig;
  logger: Logger;
  /** Mounts the built web app on a sandbox's app, as on the main one. */
  fallback?: (app: Hono<AppEnv>) => void;
}

const DATABASE_SUFFIX = '.sqlite';
/** Beside each database, what a restart must know to reopen it as it was made: its seed and when. */
const RECORD_SUFFIX = '.json';

interface SandboxRecord {
  seed: number;
  createdAt: number;
  key: string;
}

/** 192 random bits, as text that survives a copy and paste. */
const newSandboxKey = () => randomBytes(24).toString('base64url');

function isSandboxRecord(value: unknown): value is SandboxRecord {
  if (typeof value !== 'object' || value === null || !('seed' in value) || !('createdAt' in value)) return false;
  if (!('key' in value) || typeof value.key !== 'string' || value.key.length < 16) return false;
  return Number.isSafeInteger(value.seed) && Number.isFinite(value.createdAt);
}

/**
 * The sandboxes of one simulator. Each opens on first use (after a restart they are found again in the
 * directory), keeps its engine running while it is used and lets it sleep when idle.
 */
export class SandboxRegistry implements Sandboxes {
  private readonly open = new Map<string, Sandbox>();
  /** Sandboxes whose clock stands because they sleep, not because a trainer paused it. */
  private readonly pausedBySleep = new WeakSet<Sandbox>();
  private readonly images: SeedImages;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: SandboxRegistryOptions) {
    mkdirSync(options.directory, { recursive: true });
    this.images = new SeedImages(join(options.directory, 'images'), {
      now: () => Date.now(),
      timeZone: options.config.network.timeZone,
    });
    this.sweeper = setInterval(() => this.sleepIdle(Date.now()), Math.min(30_000, options.idleMs));
    this.sweeper.unref();
  }

  get limit(): number {
    return this.options.limit;
  }

  private fileOf(name: string): string {
    return join(this.options.directory, `${name}${DATABASE_SUFFIX}`);
  }

  private recordOf(name: string): string {
    return join(this.options.directory, `${name}${RECORD_SUFFIX}`);
  }

  /**
   * The sandbox's seed, creation time and key. A sandbox made before they were all kept (or with a damaged record)
   * gets them now: the simulator's seed, the file's last change and a new key.
   */
  private recordFor(name: string): SandboxRecord {
    try {
      const parsed: unknown = JSON.parse(readFileSync(this.recordOf(name), 'utf8'));
      if (isSandboxRecord(parsed)) return parsed;
    } catch {
      // No record, or not one that reads: made anew below.
    }
    const record = {
      seed: this.options.config.fleetSeed,
      createdAt: statSync(this.fileOf(name)).mtimeMs,
      key: newSandboxKey(),
    };
    this.writeRecord(name, record);
    return record;
  }

  private writeRecord(name: string, record: SandboxRecord): void {
    // Only the simulator's user reads the keys.
    writeFileSync(this.recordOf(name), JSON.stringify(record), { mode: 0o600 });
  }

  /** Names of every sandbox on disk, open or not. */
  names(): string[] {
    return readdirSync(this.options.directory)
      .filter(
        (file) =>
          file.endsWith(DATABASE_SUFFIX) && sandboxNameProblem(file.slice(0, -DATABASE_SUFFIX.length)) === undefined,
      )
      .map((file) => file.slice(0, -DATABASE_SUFFIX.length))
      .sort();
  }

  async create(name: string, seed: number): Promise<Sandbox> {
    const problem = sandboxNameProblem(name);
    if (problem) throw new SandboxError('invalid-name', problem);
    if (this.open.has(name) || existsSync(this.fileOf(name))) {
      throw new SandboxError('exists', `a sandbox named ${name} exists already`);
    }
    if (this.names().length >= this.options.limit) {
      throw new SandboxError(
        'limit',
        `this simulator holds at most ${this.options.limit} sandboxes (PCHARGING_SANDBOX_LIMIT)`,
      );
    }
    const file = this.fileOf(name);
    const partial = `${file}.partial`;
    await this.images.copyTo(seed, partial);
    // Renamed whole: a half-copied file is never taken for a sandbox.
    rmSync(file, { force: true });
    renameSync(partial, file);
    const record: SandboxRecord = { seed, createdAt: Date.now(), key: newSandboxKey() };
    this.writeRecord(name, record);
    return this.openSandbox(name, record);
  }

  /** The sandbox, opened if it is only on disk; undefined when there is none of that name. */
  get(name: string): Sandbox | undefined {
    const open = this.open.get(name);
    if (open) return open;
    if (sandboxNameProblem(name) || !existsSync(this.fileOf(name))) return undefined;
    return this.openSandbox(name, this.recordFor(name));
  }

  /** Marks a call: the sandbox is in use, and its engine wakes if it slept. */
  touch(sandbox: Sandbox, at = Date.now()): void {
    sandbox.lastActivityAt = at;
    if (!sandbox.awake) this.wake(sandbox);
  }

  remove(name: string): boolean {
    const sandbox = this.open.get(name);
    if (sandbox) this.closeSandbox(sandbox);
    const file = this.fileOf(name);
    if (!existsSync(file)) return sandbox !== undefined;
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    rmSync(this.recordOf(name), { force: true });
    const snapshots = SnapshotStore.directoryOf(this.options.config, name);
    if (snapshots) rmSync(snapshots, { recursive: true, force: true });
    return true;
  }

  list(locale: Locale, options: { check?: boolean } = {}): SandboxSummary[] {
    return this.names().map((name) => {
      const sandbox = this.open.get(name);
      const record = sandbox ?? this.recordFor(name);
      const scenario = this.withDatabase(name, (db, now) => runSummary(db, locale, options.check ? now : undefined));
      return {
        name,
        seed: record.seed,
        key: record.key,
        createdAt: iso(record.createdAt),
        lastActivityAt: sandbox
          ? iso(sandbox.lastActivityAt)
          : new Date(statSync(this.fileOf(name)).mtimeMs).toISOString(),
        awake: sandbox?.awake ?? false,
        scenario: scenario ?? null,
      };
    });
  }

  /**
   * Uses a sandbox's database at its own time, without waking a sleeping one: an engine that sleeps changes
   * nothing, so a trainer's check of the whole class does not set every engine running.
   */
  private withDatabase<T>(name: string, use: (db: AppDatabase, now: number) => T): T | undefined {
    const open = this.open.get(name);
    if (open) return use(open.database.db, open.clock.now());
    if (!existsSync(this.fileOf(name))) return undefined;
    const database = openDatabase(this.fileOf(name));
    try {
      return use(database.db, Date.now());
    } finally {
      database.close();
    }
  }

  /** Lets every engine idle for longer than the setting sleep; one with a live client watching stays awake. */
  sleepIdle(now: number): void {
    for (const sandbox of this.open.values()) {
      if (!sandbox.awake || sandbox.simulation.hub.size > 0) continue;
      if (now - sandbox.lastActivityAt >= this.options.idleMs) this.sleep(sandbox);
    }
  }

  closeAll(): void {
    clearInterval(this.sweeper);
    for (const sandbox of [...this.open.values()]) this.closeSandbox(sandbox);
  }

  private openSandbox(name: string, { seed, createdAt, key }: SandboxRecord): Sandbox {
    const database = openDatabase(this.fileOf(name));
    const config: SimulatorConfig = { ...this.options.config, databasePath: this.fileOf(name), fleetSeed: seed };
    const clock = new SimClock({ speed: config.fleetSpeed });
    const deps = { db: database.db, config, clock };
    const simulation = createSimulation(deps, (message) =>
      this.options.logger.error({ source: 'fleet', sandbox: name }, message),
    );
    const app = createApp(deps, {
      simulation,
      logger: this.options.logger,
      ownSandbox: { name, key },
      ...(this.options.fallback ? { fallback: this.options.fallback } : {}),
    });
    const sandbox: Sandbox = {
      name,
      seed,
      createdAt,
      key,
      lastActivityAt: Date.now(),
      database,
      app,
      simulation,
      clock,
      live: createLiveEndpoint({ ...deps, hub: simulation.hub }),
      awake: false,
    };
    this.open.set(name, sandbox);
    this.wake(sandbox);
    return sandbox;
  }

  private wake(sandbox: Sandbox): void {
    sandbox.awake = true;
    if (!this.options.config.fleet) {
      sandbox.simulation.runner.startStill();
      return;
    }
    if (this.pausedBySleep.delete(sandbox)) sandbox.clock.resume();
    sandbox.simulation.runner.start();
  }

  private sleep(sandbox: Sandbox): void {
    sandbox.awake = false;
    sandbox.simulation.runner.stop();
    // The network stands still while nobody looks, rather than catching up hours of events at the next call.
    if (!sandbox.clock.state().paused) {
      sandbox.clock.pause();
      this.pausedBySleep.add(sandbox);
    }
  }

  private closeSandbox(sandbox: Sandbox): void {
    sandbox.simulation.runner.stop();
    sandbox.simulation.hub.close();
    sandbox.live.close();
    sandbox.database.close();
    this.open.delete(sandbox.name);
  }
}
