import { ChargerStatus } from '@pcharging/api-client/enums';
import { tables } from '@pcharging/db';
import { and, eq } from 'drizzle-orm';
import { findAccount } from '../data/auth/accounts';
import { issueCaptchaWithId } from '../data/auth/captchas';
import { createSession, expireSessions } from '../data/auth/sessions';
import type { AppDependencies } from '../http/context';

type Deps = Pick<AppDependencies, 'db' | 'clock' | 'config'>;
type StateParams = Readonly<Record<string, string>>;

export class UnknownProviderStateError extends Error {}

function signIn(deps: Deps, account: string, token: string): void {
  const row = findAccount(deps.db, account);
  if (!row) throw new UnknownProviderStateError(`provider state names unknown account ${account}`);
  createSession(deps.db, row.id, deps.clock.now(), deps.config.tokenTtlSeconds, token);
}

/** Puts a charger in a pile_status (0 offline, 1 online, 2 fault, 3 restarting), as the fleet would. */
function setChargerStatus(deps: Deps, id: number, status: ChargerStatus): void {
  const updated = deps.db
    .update(tables.piles)
    .set({ status })
    .where(eq(tables.piles.id, id))
    .returning({ id: tables.piles.id })
    .all();
  if (updated.length === 0) throw new UnknownProviderStateError(`provider state names unknown charger ${id}`);
}

/** The charger of a session in progress has not been heard from for an hour: the session is suspect. */
function silenceChargerOfSession(deps: Deps, sessionId: number): void {
  const session = deps.db
    .select({ pileId: tables.chargingSessions.pileId })
    .from(tables.chargingSessions)
    .where(and(eq(tables.chargingSessions.id, sessionId), eq(tables.chargingSessions.status, 1)))
    .get();
  if (!session) throw new UnknownProviderStateError(`provider state names no session in progress ${sessionId}`);
  deps.db
    .update(tables.piles)
    .set({ status: ChargerStatus.Offline, lastHeartbeatAt: deps.clock.now() - 3600_000 })
    .where(eq(tables.piles.id, session.pileId))
    .run();
}

/** A failed sign-in and a successful change in the operation log, as the logging middleware writes them. */
function logOperations(deps: Deps, account: string): void {
  const row = findAccount(deps.db, account);
  if (!row) throw new UnknownProviderStateError(`provider state names unknown account ${account}`);
  const at = deps.clock.now();
  const entry = { method: 'POST', ip: '127.0.0.1', durationMs: 12 };
  deps.db
    .insert(tables.operationLogs)
    .values([
      {
        ...entry,
        userId: null,
        username: account,
        operationId: 'login',
        path: '/Admin_user/login',
        params: JSON.stringify({ account, pwd: '***' }),
        resultCode: '1003',
        resultMessage: 'Wrong account or password',
        createdAt: at - 60_000,
      },
      {
        ...entry,
        userId: row.id,
        username: account,
        operationId: 'setCustomerStatus',
        path: '/Customer/status',
        params: JSON.stringify({ id: 1, status: 0 }),
        resultCode: '200',
        resultMessage: 'Disabled successfully',
        createdAt: at,
      },
    ])
    .run();
}

/**
 * Every provider state the web's pacts name ("Given …"), written with the simulator's own repository code so
 * that a state means the same in contract verification as in the running product. Parameters are the
 * strings the consumer passed to `given(…)`.
 */
const PROVIDER_STATES: Readonly<Record<string, (deps: Deps, params: StateParams) => void>> = {
  'a captcha was issued': (deps, { cookie = '', answer = '' }) =>
    issueCaptchaWithId(deps.db, cookie.replace(/^pcaptcha=/, ''), answer, deps.clock.now()),
  'an account is signed in': (deps, { account = '', token = '' }) => signIn(deps, account, token),
  'no session exists': () => undefined,
  'the operation log holds a failed sign-in and a change': (deps, { account = '', token = '' }) => {
    signIn(deps, account, token);
    logOperations(deps, account);
  },
  'a charger is offline': (deps, { account = '', token = '', id = '' }) => {
    signIn(deps, account, token);
    setChargerStatus(deps, Number(id), ChargerStatus.Offline);
  },
  'a charging session is stuck': (deps, { account = '', token = '', id = '' }) => {
    signIn(deps, account, token);
    silenceChargerOfSession(deps, Number(id));
  },
  'a session has expired': (deps, { account = '', token = '' }) => {
    signIn(deps, account, token);
    expireSessions(deps.db, deps.clock.now(), token);
  },
};

export const PROVIDER_STATE_NAMES: readonly string[] = Object.keys(PROVIDER_STATES);

export function applyProviderState(deps: Deps, name: string, params: StateParams = {}): void {
  const apply = PROVIDER_STATES[name];
  if (!apply) {
    throw new UnknownProviderStateError(
      `unknown provider state "${name}"; known: ${PROVIDER_STATE_NAMES.map((known) => `"${known}"`).join(', ')}`,
    );
  }
  apply(deps, params);
}
