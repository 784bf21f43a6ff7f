import type { AppDatabase } from '@pcharging/db';
import { resolveSession } from '../domain/auth/sessions';
import type { Clock } from '../lib/clock';
import type { SimulatorConfig } from '../lib/env';

export type LiveSignIn =
  | { status: 'valid'; username: string; permissions: readonly string[] }
  | { status: 'unknown' | 'expired' };

/** Signs a socket in with a login token, exactly as an API call would be. */
export function signInLive(
  deps: { db: AppDatabase; clock: Clock; config: SimulatorConfig },
  token: string,
): LiveSignIn {
  const lookup = resolveSession(deps, token, deps.config.tokenTtlSeconds);
  if (lookup.status !== 'valid') return lookup;
  return { status: 'valid', username: lookup.session.username, permissions: lookup.session.permissions };
}
