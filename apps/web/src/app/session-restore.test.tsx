import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/session-store';
import { renderApp, rewriteAnswers, signInAs, withSimulator } from '../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 15_000 };

/** What a backend without the call answers: an unknown action. */
const unknownAction = () => Response.json({ code: 404, msg: 'Unknown interface', data: null }, { status: 404 });

function where(router: ReturnType<typeof renderApp>['router']) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

const firstOrderNo = () =>
  (
    simulator.harness.database.sqlite.prepare('select order_no from orders order by id desc limit 1').get() as {
      order_no: string;
    }
  ).order_no;

describe('a reloaded page on a backend without Admin_user/info', () => {
  it('keeps the operator signed in on a deep link, from what the tab stored at sign-in', async () => {
    await signInAs('admin');
    sessionStore.reload();
    rewriteAnswers({ '/Admin_user/info': unknownAction });
    const { router } = renderApp('/money/order');
    expect(await screen.findByText(firstOrderNo(), undefined, slow)).toBeTruthy();
    expect(where(router)).toBe('/money/order');
    expect(sessionStore.getState()).toMatchObject({ loaded: true, user: { username: 'admin' } });
    expect(await screen.findByTestId('sider')).toBeTruthy();
    expect(simulator.calls).toContain('/Admin_user/info');
    expect(simulator.calls).not.toContain('/Admin_user/logout');
  });

  it('signs out a tab that holds a token but no user ("user not logged in")', async () => {
    await signInAs('admin');
    window.sessionStorage.removeItem('pcharging.user');
    sessionStore.reload();
    rewriteAnswers({ '/Admin_user/info': unknownAction });
    const { router } = renderApp('/money/order');
    await waitFor(() => expect(where(router)).toBe(`/login?redirect=${encodeURIComponent('/money/order')}`), slow);
    expect(sessionStore.getState().token).toBeNull();
  });
});
