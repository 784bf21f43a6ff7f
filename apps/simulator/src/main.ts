import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Server as HttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { accountSeeds, DEMO_PASSWORD, roleSeeds } from '@pcharging/seeds';
import { createApp } from './app';
import { type TrainerKey, trainerKey } from './control/trainer-key';
import { prepareDatabase } from './database';
import { prepareUnknownAccountHash } from './domain/auth/password-checks';
import { setFirstAdminPassword } from './domain/auth/sign-in';
import { SimClock } from './fleet/sim-clock';
import { createSimulation } from './fleet/simulation';
import type { AppDependencies } from './http/context';
import { offeredCapabilities } from './lib/backend-profile';
import { ConfigError, loadConfig, type SimulatorConfig } from './lib/env';
import { createLogger } from './lib/logger';
import { attachLiveServer } from './live/live-server';
import { schedulePublicDemoResets } from './public-demo';
import { sandboxLiveRouter, withSandboxes } from './sandbox/sandbox-gateway';
import { SandboxRegistry } from './sandbox/sandbox-registry';
import { mountWebApp } from './static-web';

function trainerKeyLines(key: TrainerKey | undefined): string[] {
  if (!key) return ['  Control surface: off', ''];
  if (key.source === 'environment') return ['  Control surface /__sim: trainer key from PCHARGING_SIM_KEY', ''];
  if (key.source === 'file') return [`  Control surface /__sim: trainer key kept in ${key.file}`, ''];
  return [
    `  Control surface /__sim: trainer key \x1b[1m${key.key}\x1b[0m`,
    `  (shown this once; kept in ${key.file}, or set PCHARGING_SIM_KEY)`,
    '',
  ];
}

/** Who can sign in: the demo accounts and their shared password, or a production start's super administrator. */
function accountLines(config: SimulatorConfig, firstAdmin: FirstAdmin | undefined): string[] {
  if (!config.production || config.publicDemo) {
    const accounts = config.seedProfile === 'empty' ? accountSeeds.filter((a) => a.username === 'admin') : accountSeeds;
    return [
      `  ${config.publicDemo ? 'Public demo' : 'Demo'} accounts, all with password ${DEMO_PASSWORD}:`,
      ...accounts.map(
        (a) => `    ${a.username.padEnd(8)} ${roleSeeds.find((r) => r.code === a.roleCode)?.name ?? a.roleCode}`,
      ),
      ...(config.publicDemo && config.demoResetMinutes > 0
        ? [`  The demo goes back to its seed every ${config.demoResetMinutes} minutes (PCHARGING_DEMO_RESET_MINUTES).`]
        : []),
    ];
  }
  if (!firstAdmin) return ['  Super administrator: admin (password set at the first start)'];
  if (firstAdmin.source === 'file') {
    return [
      `  Super administrator: admin, password from ${config.adminPasswordFile}; it must be changed at first sign-in`,
    ];
  }
  return [
    `  Super administrator: admin, password \x1b[1m${firstAdmin.password}\x1b[0m`,
    '  (shown this once, never stored in clear; it must be changed at the first sign-in)',
  ];
}

type FirstAdmin = { source: 'file' } | { source: 'generated'; password: string };

/** A new production database's super administrator gets a password nobody else knows, to change at first sign-in. */
async function firstAdminPassword(config: SimulatorConfig, deps: AppDependencies): Promise<FirstAdmin> {
  const fromFile = config.adminPasswordFile ? readFileSync(config.adminPasswordFile, 'utf8').trim() : undefined;
  if (fromFile !== undefined && fromFile.length < 12) {
    throw new ConfigError(
      `Invalid configuration:\n  PCHARGING_ADMIN_PASSWORD_FILE: the password must be 12 characters or more`,
    );
  }
  const password = fromFile ?? randomBytes(15).toString('base64url');
  await setFirstAdminPassword(deps, 'admin', password);
  return fromFile === undefined ? { source: 'generated', password } : { source: 'file' };
}

function printBanner(
  url: string,
  config: SimulatorConfig,
  seeded: boolean,
  key: TrainerKey | undefined,
  firstAdmin: FirstAdmin | undefined,
): void {
  const { databasePath, fixedCaptcha } = config;
  const lines = [
    '',
    `  pcharging back office is running at \x1b[1m${url}\x1b[0m`,
    '',
    ...(config.backendProfile === 'legacy'
      ? ['  Profile: legacy (plays the legacy PHP backend: no extensions, no live push)', '']
      : []),
    `  Database: ${databasePath}${seeded ? ' (new, seeded)' : ' (existing; PCHARGING_RESET=1 starts over)'}`,
    ...accountLines(config, firstAdmin),
    '',
    ...trainerKeyLines(key),
  ];
  if (fixedCaptcha) {
    lines.push(
      `  \x1b[41m\x1b[97m WARNING \x1b[0m PCHARGING_CAPTCHA_FIXED is set: every captcha answers "${fixedCaptcha}".`,
      '  This is for automated tests only. Never set it where real users sign in.',
      '',
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** How long a shutdown waits for calls in flight: within what compose and Kubernetes give by default (10 s). */
const SHUTDOWN_GRACE_MS = 9000;

/** Sandboxes, snapshots and the trainer key need a folder; an in-memory network gets a temporary one, removed at exit. */
function withDataDirectory(config: SimulatorConfig): { config: SimulatorConfig; temporary: string | undefined } {
  if (config.dataDirectory) return { config, temporary: undefined };
  const temporary = mkdtempSync(join(tmpdir(), 'pcharging-data-'));
  return { config: { ...config, dataDirectory: temporary }, temporary };
}

/** The settings with the trainer key the control surface asks for, when the surface is on. */
function withTrainerKey(config: SimulatorConfig): { config: SimulatorConfig; key: TrainerKey | undefined } {
  if (!config.controlSurface || !config.dataDirectory) return { config, key: undefined };
  const key = trainerKey({ controlKey: config.controlKey, dataDirectory: config.dataDirectory });
  return { config: { ...config, controlKey: key.key }, key };
}

async function main(): Promise<void> {
  // Database, snapshots, sandboxes and keys are the owner's alone: 0600 files, 0700 folders.
  process.umask(0o077);
  const prepared = withDataDirectory(loadConfig());
  const { temporary } = prepared;
  const { config, key } = withTrainerKey(prepared.config);
  // Made now, so that the first sign-in of an unknown name takes no longer than any other.
  void prepareUnknownAccountHash();
  // Simulated time starts at real time; at speed 1 and never paused, the two stay equal.
  const clock = new SimClock({ speed: config.fleetSpeed });
  const { database, seeded } = await prepareDatabase(config, clock.now(), (message) =>
    process.stdout.write(`  seed: ${message}\n`),
  );
  const logger = createLogger(config.logFormat);
  const deps = { db: database.db, config, clock };
  const firstAdmin =
    seeded && config.production && !config.publicDemo ? await firstAdminPassword(config, deps) : undefined;
  const simulation = createSimulation(deps, (message) => logger.error({ source: 'fleet' }, message));
  const fallback = (a: Parameters<typeof mountWebApp>[0]) => mountWebApp(a, config.webDist);
  // A training feature: a simulator without its control surface has no sandboxes either.
  const sandboxes =
    config.controlSurface && config.sandboxLimit > 0 && config.dataDirectory
      ? new SandboxRegistry({
          directory: join(config.dataDirectory, 'sandboxes'),
          limit: config.sandboxLimit,
          idleMs: config.sandboxIdleMinutes * 60_000,
          config,
          logger,
          fallback,
        })
      : undefined;
  const app = createApp(deps, { simulation, logger, fallback, ...(sandboxes ? { sandboxes } : {}) });
  const fetch = withSandboxes(sandboxes, app.fetch);
  const server = serve({ fetch, port: config.port, hostname: config.host }, (info) => {
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    printBanner(`http://${host}:${info.port}/`, config, seeded !== undefined, key, firstAdmin);
  });
  // The legacy backend has no live push: its upgrades are refused like any unknown address.
  const live = offeredCapabilities(config).has('live-push')
    ? attachLiveServer(server, { ...deps, hub: simulation.hub }, sandboxLiveRouter(sandboxes))
    : undefined;
  const stopDemoResets = config.publicDemo
    ? schedulePublicDemoResets(deps, simulation, config.demoResetMinutes, (message) =>
        logger.info({ source: 'public-demo' }, message),
      )
    : () => undefined;
  if (config.fleet) simulation.runner.start();
  else simulation.runner.startStill();
  let stopping = false;
  // In-flight calls finish and the database is closed; what is still open after the grace period is cut.
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: finishing the calls in flight, then stopping …\n`);
    stopDemoResets();
    simulation.runner.stop();
    simulation.hub.close();
    live?.close();
    sandboxes?.closeAll();
    const forced = setTimeout(() => {
      process.stderr.write(`calls still open after ${SHUTDOWN_GRACE_MS / 1000} s: closing them\n`);
      if (server instanceof HttpServer) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS - 1000);
    forced.unref();
    server.close(() => {
      clearTimeout(forced);
      database.close();
      if (temporary) rmSync(temporary, { recursive: true, force: true });
      process.stdout.write('stopped\n');
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() until they time out.
    if (server instanceof HttpServer) server.closeIdleConnections();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\nSee the environment table in README.md.\n`);
  } else {
    process.stderr.write(`Simulator failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
