import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { grantFromLogin } from '../features/auth/session';
import { sessionStore } from '../lib/session-store';
import { captchaImage, fakeBackend, ok } from '../testing/fake-backend';
import { loginAnswer } from '../testing/fixtures';
import { appRoutes, renderRoutes } from '../testing/render';

const { login_token: _token, expires_in: _expires, ...sessionUser } = loginAnswer();
const currentUser = {
  ...sessionUser,
  username: 'ada',
  nickname: 'Ada Operator',
  email: 'ada@example.com',
  phone: '',
  role_name: 'Operations',
  last_login_at: null,
  created_at: '2024-01-01T00:00:00Z',
};

/** The state after a page reload: token and menus in session storage, permissions not yet confirmed. */
function reloadedSession() {
  sessionStore.signIn(grantFromLogin(loginAnswer()));
  sessionStore.reload();
}

function where(router: ReturnType<typeof renderRoutes>['router']) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe('app routes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('sends a visitor without a session to the login page, keeping the wanted path', async () => {
    fakeBackend({ '/Base/verification_code': captchaImage });
    const { router } = renderRoutes(appRoutes, '/system/user?page=3');
    await waitFor(() => expect(where(router)).toBe(`/login?redirect=${encodeURIComponent('/system/user?page=3')}`), {
      timeout: 5000,
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('restores a reloaded session from the server, then opens the first menu entry', async () => {
    reloadedSession();
    const backend = fakeBackend({ '/Admin_user/info': () => ok(currentUser) });
    const { router } = renderRoutes(appRoutes, '/');
    await waitFor(() => expect(where(router)).toBe('/operator/station'));
    expect(await screen.findByTestId('sider')).toBeTruthy();
    expect(screen.getAllByText('Station List').length).toBeGreaterThan(0);
    expect(document.title).toBe('Station List | pcharging');
    expect(backend.count('/Admin_user/info')).toBe(1);
    expect(sessionStore.getState()).toMatchObject({ loaded: true, user: { username: 'ada' } });
  });

  it('signs out and asks to sign in again when the restore fails', async () => {
    reloadedSession();
    fakeBackend({
      '/Admin_user/info': () => ({ code: 1005, msg: 'Session expired', data: null }),
      '/Admin_user/logout': () => ({ code: 1005, msg: 'Session expired', data: null }),
      '/Base/verification_code': captchaImage,
    });
    const { router } = renderRoutes(appRoutes, '/operator/station');
    await waitFor(() => expect(where(router)).toBe(`/login?redirect=${encodeURIComponent('/operator/station')}`));
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a screen the user may not open to 404', async () => {
    reloadedSession();
    fakeBackend({ '/Admin_user/info': () => ok(currentUser) });
    const { router } = renderRoutes(appRoutes, '/money/order');
    await waitFor(() => expect(where(router)).toBe('/404'));
    expect(await screen.findByText('404')).toBeTruthy();
  });

  it('shows the public 404 page for an unknown address, and agreements by name', async () => {
    const { router } = renderRoutes(appRoutes, '/no/such/page');
    expect(await screen.findByText('404')).toBeTruthy();
    await router.navigate('/open/agreement/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeTruthy();
    await router.navigate('/open/agreement/cookies');
    expect(await screen.findByText('There is no agreement by this name.')).toBeTruthy();
  });

  it('refreshes a route through /redirect', async () => {
    reloadedSession();
    fakeBackend({ '/Admin_user/info': () => ok(currentUser) });
    const { router } = renderRoutes(appRoutes, '/redirect/system/user?page=2');
    await waitFor(() => expect(where(router)).toBe('/system/user?page=2'));
  });

  it('logs out after confirmation', async () => {
    reloadedSession();
    const backend = fakeBackend({
      '/Admin_user/info': () => ok(currentUser),
      '/Admin_user/logout': () => ok(null),
      '/Base/verification_code': captchaImage,
    });
    const { router } = renderRoutes(appRoutes, '/home');
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByText('Log out'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(where(router)).toBe('/login'), { timeout: 5000 });
    expect(backend.count('/Admin_user/logout')).toBe(1);
    expect(sessionStore.getState().token).toBeNull();
    expect(window.sessionStorage.getItem('pcharging.token')).toBeNull();
  }, 30_000);
});
