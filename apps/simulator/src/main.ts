import { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { accountSeeds, DEMO_PASSWORD, roleSeeds } from '@pcharging/seeds';
import { createApp } from './app';
import { prepareDatabase } from './database';
import { SimClock } from './fleet/sim-clock';
import { createSimulation } from './fleet/simulation';
import { ConfigError, loadConfig } from './lib/env';
import { createLogger } from './lib/logger';
import { attachLiveServer } from './live/live-server';
import { mountWebApp } from './static-web';

function printBanner(url: string, databasePath: string, seeded: boolean, fixedCaptcha: string | undefined): void {
  const lines = [
    '',
    `  pcharging back office is running at \x1b[1m${url}\x1b[0m`,
    '',
    `  Database: ${databasePath}${seeded ? ' (new, seeded)' : ' (existing; PCHARGING_RESET=1 starts over)'}`,
    `  Demo accounts, all with password ${DEMO_PASSWORD}:`,
    ...accountSeeds.map(
      (a) => `    ${a.username.padEnd(8)} ${roleSeeds.find((r) => r.code === a.roleCode)?.name ?? a.roleCode}`,
    ),
    '',
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

async function main(): Promise<void> {
  const config = loadConfig();
  // Simulated time starts at real time; at speed 1 and never paused, the two stay equal.
  const clock = new SimClock({ speed: config.fleetSpeed });
  const { database, seeded } = await prepareDatabase(config, clock.now(), (message) =>
    process.stdout.write(`  seed: ${message}\n`),
  );
  const logger = createLogger(config.logFormat);
  const deps = { db: database.db, config, clock };
  const simulation = createSimulation(deps, (message) => logger.error({ source: 'fleet' }, message));
  const app = createApp(deps, { simulation, logger, fallback: (a) => mountWebApp(a, config.webDist) });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    printBanner(`http://${host}:${info.port}/`, config.databasePath, seeded !== undefined, config.fixedCaptcha);
  });
  const live = attachLiveServer(server, { ...deps, hub: simulation.hub });
  if (config.fleet) simulation.runner.start();
  else simulation.runner.startStill();
  let stopping = false;
  // In-flight calls finish and the database is closed; what is still open after the grace period is cut.
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: finishing the calls in flight, then stopping …\n`);
    simulation.runner.stop();
    simulation.hub.close();
    live.close();
    const forced = setTimeout(() => {
      process.stderr.write(`calls still open after ${SHUTDOWN_GRACE_MS / 1000} s: closing them\n`);
      if (server instanceof HttpServer) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS - 1000);
    forced.unref();
    server.close(() => {
      clearTimeout(forced);
      database.close();
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
