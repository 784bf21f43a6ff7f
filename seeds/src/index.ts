import { createHash } from 'node:crypto';
import { type AppDatabase, connectionOf, followNetworkZone, hashPasswordDigest, tables } from '@pcharging/db';
import { accountSeeds, DEMO_PASSWORD } from './accounts';
import { seedAdjustmentRequests } from './adjustment-requests';
import { defaultLogoPng, serviceAgreementPdf } from './files/seed-files';
import { buildNetwork, DEMO_SIZE, LARGE_SIZE } from './network/build-network';
import { writeNetwork } from './network/write-network';
import { roleSeeds } from './roles';

export { type AccountSeed, accountSeeds, DEMO_PASSWORD } from './accounts';
export { encodePng } from './files/png';
export { buildNetwork, DEMO_SIZE, LARGE_SIZE, type NetworkRows, type NetworkSize } from './network/build-network';
export { drawStartMode, plannedChargingMinutes, sessionPowerW } from './network/sessions';
export { Random } from './random';
export { type RoleSeed, roleSeeds } from './roles';

/** The seed number used when none is given: the same number always builds the same network. */
export const DEFAULT_SEED_NUMBER = 2026;

/** `demo` is a regional network to work with; `large` is the scale benchmarks run at; `empty` has only admin. */
export const SEED_PROFILES = ['demo', 'large', 'empty'] as const;
export type SeedProfile = (typeof SEED_PROFILES)[number];

export interface SeedOptions {
  profile: SeedProfile;
  /** Epoch ms that every seeded timestamp is relative to. */
  now: number;
  seedNumber?: number;
  /** The network's time zone (IANA): its days are the days the order rollups count. */
  timeZone: string;
  onProgress?: (message: string) => void;
}

export interface SeedSummary {
  profile: SeedProfile;
  accounts: ReadonlyArray<{ username: string; role: string }>;
  password: string;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * Writes a profile's data into an empty, migrated database. `empty` still has the admin account,
 * or nobody could sign in to create the rest.
 */
export async function seedDatabase(db: AppDatabase, options: SeedOptions): Promise<SeedSummary> {
  const accounts = options.profile === 'empty' ? accountSeeds.filter((a) => a.username === 'admin') : accountSeeds;
  const roleCodes = new Set(accounts.map((a) => a.roleCode));
  const roles = options.profile === 'empty' ? roleSeeds.filter((r) => roleCodes.has(r.code)) : roleSeeds;
  const passwordHash = await hashPasswordDigest(md5(DEMO_PASSWORD));
  const { now } = options;

  db.transaction((tx) => {
    const roleIds = new Map<string, number>();
    for (const role of roles) {
      const [row] = tx
        .insert(tables.roles)
        .values({
          code: role.code,
          name: role.name,
          description: role.description,
          actionList: role.actions.join(','),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: tables.roles.id })
        .all();
      if (row) roleIds.set(role.code, row.id);
    }
    for (const account of accounts) {
      const roleId = roleIds.get(account.roleCode);
      if (roleId === undefined) throw new Error(`account ${account.username} names unknown role ${account.roleCode}`);
      tx.insert(tables.adminUsers)
        .values({
          username: account.username,
          nickname: account.nickname,
          fullName: account.fullName,
          userCode: account.userCode,
          email: account.email,
          phone: account.phone,
          department: account.department,
          roleId,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        })
        .run();
    }
    const [logo, agreement] = [defaultLogoPng(), serviceAgreementPdf()];
    tx.insert(tables.files)
      .values([
        {
          relPath: 'station/logo-default.png',
          name: 'logo-default.png',
          size: logo.length,
          mime: 'image/png',
          content: logo,
          createdAt: now,
        },
        {
          relPath: 'agreement/service.pdf',
          name: 'service.pdf',
          size: agreement.length,
          mime: 'application/pdf',
          content: agreement,
          createdAt: now,
        },
      ])
      .run();
  });
  options.onProgress?.(`seeded ${roles.length} roles and ${accounts.length} accounts`);
  // Before the orders, so that their rollups are summed once, by the network's days.
  followNetworkZone(connectionOf(db), options.timeZone);
  if (options.profile !== 'empty') {
    const size = options.profile === 'large' ? LARGE_SIZE : DEMO_SIZE;
    const progress = options.onProgress;
    const started = performance.now();
    progress?.(`building the ${options.profile} network (${size.stations.toLocaleString('en')} stations)…`);
    const network = buildNetwork(options.seedNumber ?? DEFAULT_SEED_NUMBER, now, size, options.timeZone);
    progress?.(
      `built ${network.stations.length} stations, ${network.chargers.length} chargers, ${network.ports.length} ports, ` +
        `${network.customers.length} customers, ${network.cards.length} cards, ${network.orders.length} orders, ` +
        `${network.journal.length} journal entries, ${network.alarms.length} alarms ` +
        `in ${Math.round(performance.now() - started)} ms; writing…`,
    );
    writeNetwork(db, network, progress);
    seedAdjustmentRequests(db, now);
  }

  return {
    profile: options.profile,
    accounts: accounts.map((a) => ({
      username: a.username,
      role: roles.find((r) => r.code === a.roleCode)?.name ?? a.roleCode,
    })),
    password: DEMO_PASSWORD,
  };
}
