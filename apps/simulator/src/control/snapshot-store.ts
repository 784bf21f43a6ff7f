import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDatabase } from '@pcharging/db';
import { copyDatabaseTo } from '../data/network/database-files';
import type { Domain } from '../domain/domain';
import { restoreNetwork } from '../domain/network/network-content';
import { iso } from '../lib/iso-time';
import { sandboxNameProblem } from '../lib/sandbox-name';

const SUFFIX = '.sqlite';

export interface SnapshotSummary {
  name: string;
  sizeBytes: number;
  savedAt: string;
}

/**
 * Saved networks, one SQLite file each. Each network has its own: a sandbox restores only what was saved in it, so
 * nothing of one network (its customers, its accounts) reaches another. A trainer prepares a state on the main
 * network and makes sandboxes from it.
 */
export class SnapshotStore {
  constructor(private readonly directory: string) {}

  /** Where a network's snapshots are kept, under the data directory; none without one. */
  static directoryOf(config: { dataDirectory: string | undefined }, sandbox?: string): string | undefined {
    if (!config.dataDirectory) return undefined;
    return sandbox === undefined
      ? join(config.dataDirectory, 'snapshots')
      : join(config.dataDirectory, 'sandbox-snapshots', sandbox);
  }

  /** The store of the main network, or of the sandbox named. */
  static of(config: { dataDirectory: string | undefined }, sandbox?: string): SnapshotStore | undefined {
    const directory = SnapshotStore.directoryOf(config, sandbox);
    return directory ? new SnapshotStore(directory) : undefined;
  }

  static nameProblem(name: string): string | undefined {
    return sandboxNameProblem(name)?.replace('a sandbox name', 'a snapshot name');
  }

  fileOf(name: string): string {
    return join(this.directory, `${name}${SUFFIX}`);
  }

  has(name: string): boolean {
    return existsSync(this.fileOf(name));
  }

  /** A consistent copy of the whole database, taken in one statement while the network goes on. */
  save(db: AppDatabase, name: string): SnapshotSummary {
    mkdirSync(this.directory, { recursive: true });
    const file = this.fileOf(name);
    const partial = `${file}.partial`;
    rmSync(partial, { force: true });
    copyDatabaseTo(db, partial);
    rmSync(file, { force: true });
    // Renamed whole, so a restore never reads half a snapshot.
    renameSync(partial, file);
    return this.summaryOf(name);
  }

  /**
   * Everything but who is signed in: a class restored mid-session carries on without signing in again, except the
   * sessions of accounts the snapshot holds otherwise (or not at all), which end. Returns how many ended.
   */
  restore(domain: Domain, name: string): number {
    return restoreNetwork(domain, this.fileOf(name), ['sessions', 'captchas', 'login_attempts']).sessionsEnded;
  }

  remove(name: string): boolean {
    if (!this.has(name)) return false;
    rmSync(this.fileOf(name));
    return true;
  }

  list(): SnapshotSummary[] {
    if (!existsSync(this.directory)) return [];
    return readdirSync(this.directory)
      .filter((file) => file.endsWith(SUFFIX) && !SnapshotStore.nameProblem(file.slice(0, -SUFFIX.length)))
      .map((file) => this.summaryOf(file.slice(0, -SUFFIX.length)))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  private summaryOf(name: string): SnapshotSummary {
    const stat = statSync(this.fileOf(name));
    return { name, sizeBytes: stat.size, savedAt: iso(stat.mtimeMs) };
  }
}
