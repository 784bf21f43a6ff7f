import type { MenuItem } from '@pcharging/api-client';
import { Capability } from '@pcharging/api-client/enums';
import { env } from '../config/env';
import { fallbackNetwork, isNetworkSettings, type NetworkSettings } from './network';
import { isNetworkStorageKey, storageKey } from './storage-key';

export interface SessionUser {
  id: number;
  nickname: string;
  username: string;
  isAdmin: boolean;
  roleName: string;
}

/** What a login (or a session refresh) tells the app about the signed-in user. */
export interface SessionGrant {
  token: string;
  user: SessionUser;
  permissions: string[];
  menus: MenuItem[];
  network: NetworkSettings;
}

/** Why a restore fails when this tab holds a token but no user (spec section 8). */
export const USER_NOT_LOGGED_IN = 'user not logged in';

/** The session's entries, under the network's own prefix: a sandbox's tab never reads another network's token. */
function keysOf(sandbox: string | undefined) {
  const key = (name: string) => storageKey(name, sandbox);
  return {
    token: key('token'),
    user: key('user'),
    permissions: key('permissions'),
    menus: key('menus'),
    network: key('network'),
    capabilities: key('capabilities'),
    expiredNotice: key('expired-notice'),
  };
}

type SessionKeys = ReturnType<typeof keysOf>;

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  permissions: readonly string[];
  menus: readonly MenuItem[];
  /** The signed-in network's zone and currency; the browser's zone and USD when signed out. */
  network: NetworkSettings;
  /** The extensions of the legacy API the backend offers; null until asked, once per session (a new sign-in asks again). */
  capabilities: ReadonlySet<Capability> | null;
  /** The server confirmed permissions and menus during this page's life (after login or a refresh). */
  loaded: boolean;
  /** A call answered 401/1005 while signed in: the re-login dialog is up. */
  expired: boolean;
  signingOut: boolean;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** A new session: what the backend offers is asked again. */
  signIn(grant: SessionGrant): void;
  /** The same session confirmed by the server (a reloaded page). */
  refresh(grant: SessionGrant): void;
  setCapabilities(offered: ReadonlySet<Capability>): void;
  updateUser(patch: Partial<Pick<SessionUser, 'nickname'>>): void;
  markExpired(): void;
  dismissExpired(): void;
  beginSignOut(): void;
  /** Reads session storage again, as a page load does: the session comes back unconfirmed. */
  reload(): void;
  /**
   * Confirms the session as this tab stored it (user, permissions, menus), for a backend that cannot say who the
   * user is; throws 'user not logged in' when no user is stored.
   */
  resume(): void;
  /** Forgets the session: state and every `pcharging.` entry of session storage. */
  clear(): void;
  /** Leaves a note for the login page that the previous session expired. */
  noteExpired(): void;
  hasExpiredNote(): boolean;
  clearExpiredNote(): void;
}

const SIGNED_OUT: SessionState = {
  token: null,
  user: null,
  permissions: [],
  menus: [],
  network: fallbackNetwork(),
  capabilities: null,
  loaded: false,
  expired: false,
  signingOut: false,
};

function readJson(storage: Storage | undefined, key: string): unknown {
  const raw = storage?.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'number' && typeof user.nickname === 'string' && typeof user.username === 'string';
}

const CAPABILITIES: ReadonlySet<unknown> = new Set(Object.values(Capability));

/**
 * The capabilities stored with the session (names this app does not know left out); null when none were stored.
 * Not the api-client's parser: its module carries the whole operation table, which the entry need not load.
 */
function storedCapabilities(value: unknown): ReadonlySet<Capability> | null {
  if (!Array.isArray(value)) return null;
  return new Set(value.filter((name): name is Capability => CAPABILITIES.has(name)));
}

function hydrate(storage: Storage | undefined, KEYS: SessionKeys): SessionState {
  const token = storage?.getItem(KEYS.token) ?? null;
  if (!token) return SIGNED_OUT;
  const user = readJson(storage, KEYS.user);
  const permissions = readJson(storage, KEYS.permissions);
  const menus = readJson(storage, KEYS.menus);
  const network = readJson(storage, KEYS.network);
  const capabilities = readJson(storage, KEYS.capabilities);
  return {
    ...SIGNED_OUT,
    token,
    user: isSessionUser(user) ? { ...user, isAdmin: user.isAdmin === true, roleName: user.roleName ?? '' } : null,
    permissions: isStringArray(permissions) ? permissions : [],
    menus: Array.isArray(menus) ? (menus as MenuItem[]) : [],
    network: isNetworkSettings(network) ? network : SIGNED_OUT.network,
    capabilities: storedCapabilities(capabilities),
  };
}

export function createSessionStore(
  storage: Storage | undefined,
  sandbox: string | undefined = env.sandboxName,
): SessionStore {
  const KEYS = keysOf(sandbox);
  let state = hydrate(storage, KEYS);
  const listeners = new Set<() => void>();

  const set = (next: SessionState): void => {
    state = next;
    for (const listener of listeners) listener();
  };

  const persist = (next: SessionState): void => {
    if (!storage || !next.token) return;
    storage.setItem(KEYS.token, next.token);
    storage.setItem(KEYS.user, JSON.stringify(next.user));
    storage.setItem(KEYS.permissions, JSON.stringify(next.permissions));
    storage.setItem(KEYS.menus, JSON.stringify(next.menus));
    storage.setItem(KEYS.network, JSON.stringify(next.network));
    if (next.capabilities) storage.setItem(KEYS.capabilities, JSON.stringify([...next.capabilities]));
    else storage.removeItem(KEYS.capabilities);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(grant) {
      const next: SessionState = { ...SIGNED_OUT, ...grant, loaded: true };
      persist(next);
      set(next);
    },
    refresh(grant) {
      const next: SessionState = { ...SIGNED_OUT, ...grant, capabilities: state.capabilities, loaded: true };
      persist(next);
      set(next);
    },
    setCapabilities(offered) {
      const next = { ...state, capabilities: offered };
      persist(next);
      set(next);
    },
    updateUser(patch) {
      if (!state.user) return;
      const next = { ...state, user: { ...state.user, ...patch } };
      persist(next);
      set(next);
    },
    markExpired() {
      if (!state.token || !state.loaded || state.signingOut || state.expired) return;
      set({ ...state, expired: true });
    },
    dismissExpired() {
      if (state.expired) set({ ...state, expired: false });
    },
    beginSignOut() {
      set({ ...state, signingOut: true });
    },
    reload() {
      set(hydrate(storage, KEYS));
    },
    resume() {
      if (!state.token || !state.user) throw new Error(USER_NOT_LOGGED_IN);
      if (!state.loaded) set({ ...state, loaded: true });
    },
    clear() {
      if (storage) {
        const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
        for (const key of keys) if (key && isNetworkStorageKey(key, sandbox)) storage.removeItem(key);
      }
      set(SIGNED_OUT);
    },
    noteExpired() {
      storage?.setItem(KEYS.expiredNotice, '1');
    },
    hasExpiredNote: () => storage?.getItem(KEYS.expiredNotice) === '1',
    clearExpiredNote() {
      storage?.removeItem(KEYS.expiredNotice);
    },
  };
}

function browserSessionStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export const sessionStore: SessionStore = createSessionStore(browserSessionStorage());
