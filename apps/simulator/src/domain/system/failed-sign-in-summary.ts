import type { AppDatabase } from '@pcharging/db';
import { addressGroup } from '../../lib/ip-address';

// Failed sign-ins are what a stranger can write into the log without an account: one row per source (an address's
// /24 or /64) and minute stands for all of them, and past a few sources a minute one more row stands for the rest.
const SOURCES_PER_MINUTE = 20;
const MANY_SOURCES = '*';

interface MinuteRow {
  id: number;
  count: number;
  accounts: Set<string>;
}

interface Minute {
  minute: number;
  rows: Map<string, MinuteRow>;
}

const minutes = new WeakMap<AppDatabase, Minute>();

export interface FailedSignIn {
  ip: string;
  account: string;
  createdAt: number;
}

/** The row of this minute a failed sign-in joins, or undefined when it starts one (then `started` names it). */
export function summaryRowFor(
  db: AppDatabase,
  failure: FailedSignIn,
): { join: MinuteRow & { source: string } } | { start: (id: number) => void } {
  const minute = Math.floor(failure.createdAt / 60_000);
  let current = minutes.get(db);
  if (current?.minute !== minute) {
    current = { minute, rows: new Map() };
    minutes.set(db, current);
  }
  const group = addressGroup(failure.ip);
  const source = current.rows.has(group) || current.rows.size < SOURCES_PER_MINUTE ? group : MANY_SOURCES;
  const row = current.rows.get(source);
  if (row) {
    row.count += 1;
    row.accounts.add(failure.account);
    return { join: { ...row, source } };
  }
  const rows = current.rows;
  return {
    start: (id) => rows.set(source, { id, count: 1, accounts: new Set([failure.account]) }),
  };
}

/** Forgets this minute's rows, when the log under them was reset or purged. */
export function forgetSummaryRows(db: AppDatabase): void {
  minutes.delete(db);
}

export const isManySources = (source: string) => source === MANY_SOURCES;
