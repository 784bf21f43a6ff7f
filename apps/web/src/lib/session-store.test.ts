import { describe, expect, it } from 'vitest';
import { menu } from '../testing/fixtures';
import { createSessionStore, type SessionGrant } from './session-store';

const grant: SessionGrant = {
  token: 'tok-123',
  user: { id: 7, nickname: 'Ada Operator', username: 'ada', isAdmin: false, roleName: 'Operations' },
  permissions: ['operator:station:list', 'system:user:list'],
  menus: [menu('/operator', 'Operator')],
  network: { timeZone: 'America/Vancouver', currency: 'CAD' },
};

describe('session store', () => {
  it('keeps the session in session storage, restored unconfirmed by the next page load', () => {
    const storage = window.sessionStorage;
    createSessionStore(storage).signIn(grant);
    expect(storage.getItem('pcharging.token')).toBe('tok-123');

    const restored = createSessionStore(storage).getState();
    expect(restored).toMatchObject({ token: 'tok-123', loaded: false, user: { username: 'ada' } });
    expect(restored.permissions).toEqual(['operator:station:list', 'system:user:list']);
    expect(restored.network).toEqual({ timeZone: 'America/Vancouver', currency: 'CAD' });
    expect(restored.menus).toHaveLength(1);
  });

  it('clears its own session-storage entries and nothing else', () => {
    const storage = window.sessionStorage;
    storage.setItem('other.app', 'kept');
    const store = createSessionStore(storage);
    store.signIn(grant);
    store.clear();
    expect(store.getState()).toMatchObject({ token: null, user: null, permissions: [], loaded: false });
    expect(Object.keys(storage)).toEqual(['other.app']);
  });

  it("keeps each network's session apart: a sandbox's tab neither reads, reuses nor clears another's token", () => {
    const storage = window.sessionStorage;
    createSessionStore(storage, undefined).signIn(grant);
    const alice = createSessionStore(storage, 'alice');
    expect(alice.getState().token).toBeNull();
    alice.signIn({ ...grant, token: 'alice-token' });
    expect(storage.getItem('pcharging.s.alice.token')).toBe('alice-token');
    expect(createSessionStore(storage, 'bob').getState().token).toBeNull();
    expect(createSessionStore(storage, undefined).getState().token).toBe('tok-123');
    alice.clear();
    expect(createSessionStore(storage, undefined).getState().token).toBe('tok-123');
    createSessionStore(storage, 'bob').signIn({ ...grant, token: 'bob-token' });
    createSessionStore(storage, undefined).clear();
    expect(createSessionStore(storage, 'bob').getState().token).toBe('bob-token');
  });

  it('marks a confirmed session expired once, and never while signed out or signing out', () => {
    const store = createSessionStore(window.sessionStorage);
    let notifications = 0;
    store.subscribe(() => {
      notifications += 1;
    });
    store.markExpired();
    expect(store.getState().expired).toBe(false);

    store.signIn(grant);
    notifications = 0;
    store.markExpired();
    store.markExpired();
    expect(store.getState().expired).toBe(true);
    expect(notifications).toBe(1);

    store.dismissExpired();
    store.beginSignOut();
    store.markExpired();
    expect(store.getState().expired).toBe(false);
  });

  it('leaves the login page a note that the session expired', () => {
    const store = createSessionStore(window.sessionStorage);
    store.noteExpired();
    expect(store.hasExpiredNote()).toBe(true);
    store.clearExpiredNote();
    expect(store.hasExpiredNote()).toBe(false);
  });

  it('resumes a stored session as it is, and refuses one without a user', () => {
    const storage = window.sessionStorage;
    createSessionStore(storage).signIn(grant);
    const reloaded = createSessionStore(storage);
    reloaded.resume();
    expect(reloaded.getState()).toMatchObject({ loaded: true, user: { username: 'ada' }, menus: grant.menus });

    storage.removeItem('pcharging.user');
    expect(() => createSessionStore(storage).resume()).toThrow('user not logged in');
  });

  it('ignores a corrupt stored user', () => {
    window.sessionStorage.setItem('pcharging.token', 't');
    window.sessionStorage.setItem('pcharging.user', '{not json');
    expect(createSessionStore(window.sessionStorage).getState()).toMatchObject({ token: 't', user: null });
  });
});
