import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend, ok } from '../testing/fake-backend';
import { ensureCapabilities } from './capability-discovery';
import { browserNetwork } from './network';
import { createSessionStore, sessionStore } from './session-store';

const signIn = () =>
  sessionStore.signIn({
    token: 'tok-1',
    user: { id: 7, nickname: 'Ada', username: 'ada', isAdmin: false, roleName: 'Operations' },
    permissions: ['operator:station:list'],
    menus: [],
    network: browserNetwork(),
  });
const offered = () => [...(sessionStore.getState().capabilities ?? [])].sort();

describe('what the backend offers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('is asked once per session, kept for a reload, and asked again at the next sign-in', async () => {
    const backend = fakeBackend({ '/Base/capabilities': () => ok({ capabilities: ['sessions', 'map', 'teleport'] }) });
    signIn();
    await Promise.all([ensureCapabilities(), ensureCapabilities()]);
    await ensureCapabilities();
    expect(backend.count('/Base/capabilities')).toBe(1);
    expect(offered()).toEqual(['map', 'sessions']);

    expect([...(createSessionStore(window.sessionStorage).getState().capabilities ?? [])].sort()).toEqual([
      'map',
      'sessions',
    ]);

    signIn();
    expect(sessionStore.getState().capabilities).toBeNull();
    await ensureCapabilities();
    expect(backend.count('/Base/capabilities')).toBe(2);
  });

  it.each([
    ['an unknown action', () => Response.json({ code: 404, msg: 'Unknown interface', data: null }, { status: 404 })],
    ['an unknown action in a 200', () => Response.json({ code: 404, msg: 'Unknown interface', data: null })],
    ['a page of HTML', () => new Response('<!doctype html><title>Not here</title>', { status: 200 })],
    ['a server error', () => new Response('boom', { status: 500 })],
    ['a refused session', () => Response.json({ code: 401, msg: 'Please sign in', data: null })],
  ])('is nothing on a backend that answers with %s, quietly', async (_name, answer) => {
    const console = vi.spyOn(globalThis.console, 'error');
    fakeBackend({ '/Base/capabilities': answer });
    signIn();
    await ensureCapabilities();
    expect(sessionStore.getState()).toMatchObject({ capabilities: new Set(), expired: false });
    expect(console).not.toHaveBeenCalled();
  });

  it('is nothing on a backend that does not answer', async () => {
    const console = vi.spyOn(globalThis.console, 'error');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    signIn();
    await ensureCapabilities();
    expect(sessionStore.getState()).toMatchObject({ capabilities: new Set(), expired: false });
    expect(console).not.toHaveBeenCalled();
  });
});
