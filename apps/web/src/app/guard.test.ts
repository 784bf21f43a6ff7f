import { ALL_CAPABILITIES, NO_CAPABILITIES } from '@pcharging/api-client/capabilities';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../config/paths';
import { decideNavigation, type GuardInput } from './guard';

const signedIn = { token: 'tok', loaded: true, permissions: ['operator:station:list'], capabilities: NO_CAPABILITIES };
const signedOut = { token: null, loaded: false, permissions: [], capabilities: null };

function decide(overrides: Partial<GuardInput>) {
  return decideNavigation({
    pathname: '/home',
    search: '',
    session: signedIn,
    firstMenuPath: '/operator/station',
    requiredPermission: undefined,
    ...overrides,
  });
}

describe('decideNavigation', () => {
  it.each(['/login', '/redirect/system/user', '/open/agreement/service'])('lets anyone open %s', (pathname) => {
    expect(decide({ pathname, session: signedOut })).toEqual({ kind: 'allow' });
  });

  it('sends a visitor without a session to the login page with the wanted path and query', () => {
    expect(decide({ pathname: '/operator/station', search: '?page=2&q=a b', session: signedOut })).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/operator/station?page=2&q=a b')}`,
    });
  });

  it('sends a visitor of / to the bare login page', () => {
    expect(decide({ pathname: '/', session: signedOut })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('restores a session whose permissions are not loaded yet', () => {
    expect(decide({ session: { ...signedIn, loaded: false } })).toEqual({ kind: 'restore' });
  });

  it('sends / to the first menu path, or to /home without a menu', () => {
    expect(decide({ pathname: '/' })).toEqual({ kind: 'redirect', to: '/operator/station' });
    expect(decide({ pathname: '/', firstMenuPath: undefined })).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('sends a route whose permission is missing to /404', () => {
    expect(decide({ pathname: '/system/user', requiredPermission: 'system:user:list' })).toEqual({
      kind: 'redirect',
      to: '/404',
    });
  });

  it('allows a route whose permission is held, or granted by the wildcard', () => {
    expect(decide({ pathname: '/operator/station', requiredPermission: 'operator:station:list' })).toEqual({
      kind: 'allow',
    });
    expect(
      decide({
        pathname: '/system/user',
        requiredPermission: 'system:user:list',
        session: { ...signedIn, permissions: ['*:*:*'] },
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('reads only *:*:* as a wildcard, unless the backend offers wider ones', () => {
    const wide = { ...signedIn, permissions: ['operator:station:*'] };
    const stations = { pathname: '/operator/station', requiredPermission: 'operator:station:list' };
    expect(decide({ ...stations, session: wide })).toEqual({ kind: 'redirect', to: '/404' });
    expect(
      decide({ ...stations, session: { ...wide, capabilities: new Set(['permission-wildcards'] as const) } }),
    ).toEqual({ kind: 'allow' });
  });

  it('sends a route whose capability the backend does not offer to /404', () => {
    const map = {
      pathname: '/operator/map',
      requiredPermission: 'operator:station:list',
      requiredCapability: 'map',
    } as const;
    expect(decide(map)).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide({ ...map, session: { ...signedIn, capabilities: ALL_CAPABILITIES } })).toEqual({ kind: 'allow' });
  });
});

describe('safeRedirect', () => {
  it('accepts internal paths with their query', () => {
    expect(safeRedirect('/system/user?page=2')).toBe('/system/user?page=2');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'system/user',
    '',
    null,
    undefined,
  ])('ignores %s', (value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });
});
