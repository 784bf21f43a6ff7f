import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { passwordCostProblem } from '@pcharging/db';
import { isTimeZoneName } from '@pcharging/validation';
import { z } from 'zod';
import { normalAddress } from './ip-address';
import { moneyToCents } from './money';

const seedProfiles = ['demo', 'large', 'empty'] as const;
const backendProfiles = ['full', 'legacy'] as const;
const wireForms = ['json', 'php'] as const;

const knownCurrencies = new Set(Intl.supportedValuesOf('currency'));

const addressList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map(normalAddress)
    .filter((address) => address !== '');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PCHARGING_HOST: z.string().min(1).default('127.0.0.1'),
  PCHARGING_DB: z.string().min(1).default('.data/pcharging.sqlite'),
  // Unset: demo for development, empty under NODE_ENV=production.
  PCHARGING_SEED: z.enum(seedProfiles).optional(),
  PCHARGING_PROFILE: z.enum(backendProfiles).default('full'),
  PCHARGING_WIRE: z.enum(wireForms).default('json'),
  PCHARGING_RESET: z.enum(['0', '1']).default('0'),
  PCHARGING_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 3600)
    .default(7200),
  PCHARGING_CAPTCHA_FIXED: z
    .string()
    .regex(/^[A-Za-z0-9]{4,8}$/, 'must be 4 to 8 letters or digits')
    .optional(),
  NODE_ENV: z.string().optional(),
  // Unset: on for development, off under NODE_ENV=production.
  PCHARGING_SIM_CONTROL: z.enum(['on', 'off']).optional(),
  PCHARGING_TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, context) => {
      const bad = addressList(value).filter((address) => isIP(address) === 0);
      if (bad.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `must list the proxies' IP addresses, separated by commas (not: ${bad.join(', ')})`,
        });
      }
    }),
  PCHARGING_SIM_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  PCHARGING_ALLOWED_HOSTS: z
    .string()
    .optional()
    .superRefine((value, context) => {
      const bad = addressList(value).filter((host) => !/^[a-z0-9.-]+(?::\d{1,5})?$/i.test(host));
      if (bad.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `must list host names, each with an optional :port, separated by commas (not: ${bad.join(', ')})`,
        });
      }
    }),
  // Unset: on for development, off under NODE_ENV=production.
  PCHARGING_DOCS: z.enum(['on', 'off']).optional(),
  PCHARGING_PUBLIC_DEMO: z.enum(['on', 'off']).default('off'),
  PCHARGING_DEMO_RESET_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  PCHARGING_ADMIN_PASSWORD_FILE: z.string().min(1).optional(),
  PCHARGING_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
  PCHARGING_SIGN_IN_RATE: z.coerce.number().int().min(0).max(10_000).default(10),
  PCHARGING_ADJUSTMENT_CEILING: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount such as 1000 or 1000.00')
    .default('1000.00'),
  PCHARGING_ADJUSTMENT_DAILY_CEILING: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount such as 5000 or 5000.00')
    .default('5000.00'),
  PCHARGING_WEB_DIST: z.string().min(1).default('apps/web/dist'),
  PCHARGING_FLEET: z.enum(['on', 'off']).default('on'),
  PCHARGING_FLEET_SPEED: z.coerce.number().positive().max(3600).default(1),
  PCHARGING_FLEET_SEED: z.coerce.number().int().min(0).max(4_294_967_295).default(2026),
  PCHARGING_SUSPECT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  PCHARGING_TIME_ZONE: z
    .string()
    .refine(isTimeZoneName, 'must be an IANA time zone name, such as America/Toronto or Europe/Paris')
    .default('America/Toronto'),
  PCHARGING_PASSWORD_COST: z
    .string()
    .optional()
    .superRefine((value, context) => {
      const problem = passwordCostProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  PCHARGING_LOG: z.enum(['json', 'pretty', 'off']).default('json'),
  PCHARGING_DATA_DIR: z.string().min(1).optional(),
  PCHARGING_SANDBOX_LIMIT: z.coerce.number().int().min(0).max(1000).default(50),
  PCHARGING_SANDBOX_IDLE_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(10),
  PCHARGING_CURRENCY: z
    .string()
    .refine(
      (code) => knownCurrencies.has(code),
      'must be an ISO 4217 currency code in capitals, such as CAD, USD or EUR',
    )
    .default('CAD'),
});

export interface SimulatorConfig {
  port: number;
  host: string;
  /** A file path (resolved) or `:memory:`. */
  databasePath: string;
  seedProfile: (typeof seedProfiles)[number];
  /**
   * `full` offers every capability; `legacy` plays the legacy PHP backend: extension operations answer as unknown
   * actions, extension fields are left out, only `*:*:*` is a wildcard and there is no live socket.
   */
  backendProfile: (typeof backendProfiles)[number];
  /**
   * `json` writes answers as the document types them; `php` as a PHP backend's json_encode of database rows does
   * (numbers and flags as strings, `[]` for an empty map, null for an optional value it lacks).
   */
  wire: (typeof wireForms)[number];
  resetDatabase: boolean;
  tokenTtlSeconds: number;
  fixedCaptcha: string | undefined;
  controlSurface: boolean;
  /** Peers whose `X-Forwarded-For` is believed (`PCHARGING_TRUST_PROXY`); nobody's by default. */
  trustedProxies: ReadonlySet<string>;
  /**
   * The trainer key, which opens the whole control surface (`PCHARGING_SIM_KEY`, else the one the server keeps in
   * its data directory); without one the surface refuses every call.
   */
  controlKey: string | undefined;
  /** Host names besides localhost and IP addresses that the control surface answers to (a reverse proxy's). */
  allowedHosts: readonly string[];
  webDist: string;
  /** Whether the API reference is served at /docs (PCHARGING_DOCS; off under NODE_ENV=production unless on). */
  apiReference: boolean;
  /** NODE_ENV=production: no known password, and the demo seed only as a declared public demo. */
  production: boolean;
  /** PCHARGING_PUBLIC_DEMO=on: a demo put on the internet on purpose, with the demo accounts and their password. */
  publicDemo: boolean;
  /** Real minutes between a public demo's resets to its seed (PCHARGING_DEMO_RESET_MINUTES; 0 never). */
  demoResetMinutes: number;
  /** A file holding the first super administrator's password for a production start (a mounted secret). */
  adminPasswordFile: string | undefined;
  /** Days the operation log keeps its rows (PCHARGING_LOG_RETENTION_DAYS, 400 by default). */
  logRetentionDays: number;
  /**
   * Captchas, and sign-ins, a second for browsers without a device cookie (PCHARGING_SIGN_IN_RATE, 10 each;
   * 0 no limit): past it they are answered busy at once, so that a flood leaves the request loop to files and calls.
   */
  signInRate: number;
  /**
   * The most a balance adjustment may move, alone and in a day per person, for every role but the super
   * administrator's (PCHARGING_ADJUSTMENT_CEILING, PCHARGING_ADJUSTMENT_DAILY_CEILING, in the network's currency).
   */
  adjustmentCeilings: { eachCents: number; dailyCents: number };
  /** Whether the fleet engine runs by itself; when off it moves only when stepped. */
  fleet: boolean;
  fleetSpeed: number;
  fleetSeed: number;
  /** Simulated minutes a charger may be silent, or a session's energy still, before the session is suspect. */
  suspectMinutes: number;
  /** The network's own day and money: the zone its books' days follow, and its currency. */
  network: NetworkSettings;
  /** JSON lines for machines, `pretty` for a terminal, or `off`. */
  logFormat: 'json' | 'pretty' | 'off';
  /**
   * Where sandboxes and snapshots are kept: PCHARGING_DATA_DIR, else the database file's folder; unset for an
   * in-memory database without it (the server then makes a temporary one).
   */
  dataDirectory: string | undefined;
  /** How many sandboxes one simulator may hold; 0 turns them off. */
  sandboxLimit: number;
  /** Real minutes without a call or a live client after which a sandbox's engine sleeps. */
  sandboxIdleMinutes: number;
}

export interface NetworkSettings {
  /** IANA name, e.g. `America/Toronto`. */
  timeZone: string;
  /** ISO 4217 code, e.g. `CAD`. */
  currency: string;
}

export class ConfigError extends Error {}

/** Parses the environment once, at start; nothing else reads process.env. */
export function loadConfig(source: Record<string, string | undefined> = process.env): SimulatorConfig {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const seedProfile = env.PCHARGING_SEED ?? (production ? 'empty' : 'demo');
  if (production && seedProfile !== 'empty' && env.PCHARGING_PUBLIC_DEMO !== 'on') {
    throw new ConfigError(
      `Invalid configuration:\n  PCHARGING_SEED: the ${seedProfile} seed's accounts share a password printed in the ` +
        'README, which NODE_ENV=production never starts with. Use PCHARGING_SEED=empty (a super administrator ' +
        'with a generated password), or set PCHARGING_PUBLIC_DEMO=on for a demo put on the internet on purpose ' +
        '(it resets itself every PCHARGING_DEMO_RESET_MINUTES).',
    );
  }
  return {
    port: env.PORT,
    host: env.PCHARGING_HOST,
    databasePath: env.PCHARGING_DB === ':memory:' ? ':memory:' : resolve(env.PCHARGING_DB),
    seedProfile,
    backendProfile: env.PCHARGING_PROFILE,
    wire: env.PCHARGING_WIRE,
    resetDatabase: env.PCHARGING_RESET === '1',
    tokenTtlSeconds: env.PCHARGING_TOKEN_TTL,
    fixedCaptcha: env.PCHARGING_CAPTCHA_FIXED,
    controlSurface: (env.PCHARGING_SIM_CONTROL ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    trustedProxies: new Set(addressList(env.PCHARGING_TRUST_PROXY)),
    controlKey: env.PCHARGING_SIM_KEY,
    allowedHosts: addressList(env.PCHARGING_ALLOWED_HOSTS).map((host) => host.toLowerCase()),
    webDist: resolve(env.PCHARGING_WEB_DIST),
    apiReference: (env.PCHARGING_DOCS ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    production,
    publicDemo: env.PCHARGING_PUBLIC_DEMO === 'on',
    demoResetMinutes: env.PCHARGING_DEMO_RESET_MINUTES,
    adminPasswordFile: env.PCHARGING_ADMIN_PASSWORD_FILE ? resolve(env.PCHARGING_ADMIN_PASSWORD_FILE) : undefined,
    logRetentionDays: env.PCHARGING_LOG_RETENTION_DAYS,
    signInRate: env.PCHARGING_SIGN_IN_RATE,
    adjustmentCeilings: {
      eachCents: moneyToCents(env.PCHARGING_ADJUSTMENT_CEILING),
      dailyCents: moneyToCents(env.PCHARGING_ADJUSTMENT_DAILY_CEILING),
    },
    fleet: env.PCHARGING_FLEET === 'on',
    fleetSpeed: env.PCHARGING_FLEET_SPEED,
    fleetSeed: env.PCHARGING_FLEET_SEED,
    suspectMinutes: env.PCHARGING_SUSPECT_MINUTES,
    network: { timeZone: env.PCHARGING_TIME_ZONE, currency: env.PCHARGING_CURRENCY },
    logFormat: env.PCHARGING_LOG,
    dataDirectory: env.PCHARGING_DATA_DIR
      ? resolve(env.PCHARGING_DATA_DIR)
      : env.PCHARGING_DB === ':memory:'
        ? undefined
        : dirname(resolve(env.PCHARGING_DB)),
    sandboxLimit: env.PCHARGING_SANDBOX_LIMIT,
    sandboxIdleMinutes: env.PCHARGING_SANDBOX_IDLE_MINUTES,
  };
}

export const TEST_SIM_KEY = 'test-trainer-key';

/** Defaults for tests: in-memory database, empty web folder, control surface on with a key, fleet engine still. */
export function testConfig(overrides: Partial<SimulatorConfig> = {}): SimulatorConfig {
  const config = loadConfig({
    PCHARGING_DB: ':memory:',
    PCHARGING_FLEET: 'off',
    PCHARGING_SIM_KEY: TEST_SIM_KEY,
    // The host name the tests' requests are made to, as a reverse proxy's would be named.
    PCHARGING_ALLOWED_HOSTS: 'sim.test',
    // Suites sign in hundreds of times a second; the rate's own test sets one.
    PCHARGING_SIGN_IN_RATE: '0',
  });
  return { ...config, ...overrides };
}
