import type { ChildProcess } from 'node:child_process';

export interface SimulatorOptions {
  /** The port it listens on (PORT). */
  port: number;
  /** More environment over this process's own: PCHARGING_DB, PCHARGING_SEED, PCHARGING_FLEET … */
  env?: Readonly<Record<string, string>>;
  /** Node flags before the entry point, e.g. `--max-semi-space-size=64`. */
  nodeArgs?: readonly string[];
  /** Called with each line the simulator prints on stdout (its seeding progress, its banner). */
  onLine?: (line: string) => void;
  /** Pass its stderr through to this process's stderr as it comes, rather than only keeping it for errors. */
  echoStderr?: boolean;
  /** Give up (and stop it) when it has not listened by then; by default it waits as long as seeding takes. */
  timeoutMs?: number;
}

export interface SimulatorProcess {
  readonly child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** Resolves once it listens; rejects when it exits first or the timeout passes. */
  readonly ready: Promise<void>;
  /** What it printed (stdout and stderr) until it listened. */
  output(): string;
  /** SIGTERM, unless it has already exited. */
  stop(): void;
}

/** Starts the simulator as its own process: tsx on apps/simulator/src/main.ts, from the repository root. */
export function startSimulator(options: SimulatorOptions): SimulatorProcess;

/**
 * For the benches: starts the simulator with its stderr passed through and its seeding progress echoed, stops it
 * when this process exits (Ctrl-C included), and ends this process with the reason when it cannot start.
 */
export function startSimulatorForBench(options: SimulatorOptions): Promise<SimulatorProcess>;

/**
 * For the benches and the start-up measures: the demo network in memory, its engine off, the captcha answered by
 * `captcha`, no request log; `env` adds to or overrides that.
 */
export function startDemoSimulatorForBench(options: {
  port: number;
  captcha: string;
  env?: Readonly<Record<string, string>>;
  nodeArgs?: readonly string[];
}): Promise<SimulatorProcess>;
