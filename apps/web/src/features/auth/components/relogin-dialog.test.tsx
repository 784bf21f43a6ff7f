import { getCurrentUser, getDictionary } from '@pcharging/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session-store';
import { answerWith, loginAnswer } from '../../../testing/fixtures';
import { LocationProbe, renderRoutes } from '../../../testing/render';
import { grantFromLogin } from '../session';
import { ReloginDialog } from './relogin-dialog';

const TITLE = 'Invalid session, or the session has expired. Please log in again.';

function renderDialogAt(path: string) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <ReloginDialog />
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  );
}

describe('re-login dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('opens once for two calls that fail together, and logs in again at the page it was on', async () => {
    sessionStore.signIn(grantFromLogin(loginAnswer()));
    const fetchMock = vi.fn(answerWith({ code: 1005, msg: 'Session expired', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderDialogAt('/operator/station?page=2');

    await Promise.allSettled([getCurrentUser(api), getDictionary(api, { key: 'bool' })]);
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeTruthy();
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    expect(screen.getByText('Your login session has expired. Stay on the page, or log in again.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Log in again' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/login?redirect=${encodeURIComponent('/operator/station?page=2')}`,
      ),
    );
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStore.hasExpiredNote()).toBe(true);
    expect(fetchMock.mock.calls.at(-1)?.[0].url).toMatch(/\/Admin_user\/logout$/);
  });

  it('lets the user stay on the page, and opens again on the next failure', async () => {
    sessionStore.signIn(grantFromLogin(loginAnswer()));
    vi.stubGlobal('fetch', vi.fn(answerWith({ code: 401, msg: 'No session', data: null })));
    renderDialogAt('/home');

    await getCurrentUser(api).catch(() => undefined);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(sessionStore.getState()).toMatchObject({ expired: false, token: 'tok-123' });
    expect(screen.getByTestId('location').textContent).toBe('/home');

    await getCurrentUser(api).catch(() => undefined);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Log in again' })).toHaveLength(1));
    expect(screen.getAllByRole('dialog', { name: TITLE })).toHaveLength(1);
  });

  it('does not open before the session is confirmed (a restore handles that failure)', async () => {
    window.sessionStorage.setItem('pcharging.token', 'stale');
    vi.stubGlobal('fetch', vi.fn(answerWith({ code: 1005, msg: 'Session expired', data: null })));
    renderDialogAt('/home');
    await getCurrentUser(api).catch(() => undefined);
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
  });
});
