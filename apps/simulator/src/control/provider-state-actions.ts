import { ChargerStatus } from '@pcharging/api-client/enums';
import { findAccount } from '../data/auth/account-queries';
import { approvedCharger } from '../data/fleet/network-rows';
import { runningSession } from '../data/session/running-sessions';
import { expireSessions, openSession } from '../domain/auth/sessions';
import { issueCaptchaWithId } from '../domain/auth/sign-in';
import { restartCharger } from '../domain/charger/charger-commands';
import { setChargerStatus } from '../domain/charger/charger-status';
import type { Domain } from '../domain/domain';
import { requestAdjustment } from '../domain/money/adjustment-requests';
import { recordOperation } from '../domain/system/operation-log';

type StateParams = Readonly<Record<string, string>>;

/** A state is set on a network as an operator's changes are: through the domain, in the network's settings. */
export interface StateTarget {
  domain: Domain;
  tokenTtlSeconds: number;
}

export class UnknownProviderStateError extends Error {}

const HOUR_MS = 3600_000;

function signIn({ domain, tokenTtlSeconds }: StateTarget, account: string, token: string): number {
  const row = findAccount(domain.db, account);
  if (!row) throw new UnknownProviderStateError(`provider state names unknown account ${account}`);
  openSession(domain, row.id, tokenTtlSeconds, token);
  return row.id;
}

/** Puts a charger in a pile_status (0 offline, 1 online, 2 fault, 3 restarting), as the fleet would. */
function setStatusOfCharger({ domain }: StateTarget, id: number, status: ChargerStatus, at: number): void {
  const row = approvedCharger(domain.db, id);
  if (!row) throw new UnknownProviderStateError(`provider state names unknown charger ${id}`);
  const charger = { id, stationId: row.station_id, status: row.status };
  setChargerStatus(domain, charger, { to: status, at, restartUntil: null });
}

/** The charger of a session in progress has not been heard from for an hour: the session is suspect. */
function silenceChargerOfSession(target: StateTarget, sessionId: number): void {
  const session = runningSession(target.domain.db, sessionId);
  if (!session) throw new UnknownProviderStateError(`provider state names no session in progress ${sessionId}`);
  setStatusOfCharger(target, session.pile_id, ChargerStatus.Offline, target.domain.clock.now() - HOUR_MS);
}

/** An adjustment above its requester's ceiling, sent for approval: the request the interaction names must be it. */
function waitingAdjustmentRequest({ domain }: StateTarget, requester: string, id: number): void {
  const row = findAccount(domain.db, requester);
  if (!row) throw new UnknownProviderStateError(`provider state names unknown account ${requester}`);
  const adjustment = { customerId: 2, direction: 'credit' as const, amount: '2500.00', reason: 'Fleet settlement' };
  const created = requestAdjustment(domain, adjustment, row.id);
  if (created !== id) {
    throw new UnknownProviderStateError(`provider state made adjustment request ${created}, not the ${id} it names`);
  }
}

/** A failed sign-in and a successful change in the operation log, as the logging middleware writes them. */
function logOperations(target: StateTarget, account: string, userId: number): void {
  const at = target.domain.clock.now();
  const call = { method: 'POST', ip: '127.0.0.1', durationMs: 12 };
  recordOperation(target.domain, {
    ...call,
    userId: null,
    username: account,
    operationId: 'login',
    path: '/Admin_user/login',
    params: { account, pwd: '***' },
    resultCode: '1003',
    resultMessage: 'Wrong account or password',
    createdAt: at - 60_000,
  });
  recordOperation(target.domain, {
    ...call,
    userId,
    username: account,
    operationId: 'setCustomerStatus',
    path: '/Customer/status',
    params: { id: 1, status: 0 },
    resultCode: '200',
    resultMessage: 'Disabled successfully',
    createdAt: at,
  });
}

/**
 * Every provider state the web's pacts name ("Given …"), set with the simulator's own domain functions so that a
 * state means the same in contract verification as in the running product. Parameters are the strings the consumer
 * passed to `given(…)`.
 */
const PROVIDER_STATES: Readonly<Record<string, (target: StateTarget, params: StateParams) => void>> = {
  'a captcha was issued': ({ domain }, { cookie = '', answer = '' }) =>
    issueCaptchaWithId(domain, cookie.replace(/^pcaptcha=/, ''), answer),
  'an account is signed in': (target, { account = '', token = '' }) => {
    signIn(target, account, token);
  },
  'no session exists': () => undefined,
  'the operation log holds a failed sign-in and a change': (target, { account = '', token = '' }) => {
    logOperations(target, account, signIn(target, account, token));
  },
  'a charger is offline': (target, { account = '', token = '', id = '' }) => {
    signIn(target, account, token);
    setStatusOfCharger(target, Number(id), ChargerStatus.Offline, target.domain.clock.now());
  },
  // Its Reset and the charger's answer are in its message log.
  'a charger was restarted': (target, { account = '', token = '', id = '' }) => {
    signIn(target, account, token);
    restartCharger(target.domain, Number(id));
  },
  'a charging session is stuck': (target, { account = '', token = '', id = '' }) => {
    signIn(target, account, token);
    silenceChargerOfSession(target, Number(id));
  },
  'an adjustment request is waiting': (target, { account = '', token = '', requester = '', id = '' }) => {
    signIn(target, account, token);
    waitingAdjustmentRequest(target, requester, Number(id));
  },
  'a session has expired': (target, { account = '', token = '' }) => {
    signIn(target, account, token);
    expireSessions(target.domain, token);
  },
};

export const PROVIDER_STATE_NAMES: readonly string[] = Object.keys(PROVIDER_STATES);

export function applyProviderState(target: StateTarget, name: string, params: StateParams = {}): void {
  const apply = PROVIDER_STATES[name];
  if (!apply) {
    throw new UnknownProviderStateError(
      `unknown provider state "${name}"; known: ${PROVIDER_STATE_NAMES.map((known) => `"${known}"`).join(', ')}`,
    );
  }
  apply(target, params);
}
