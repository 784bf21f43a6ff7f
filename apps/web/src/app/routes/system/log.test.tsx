import { hashPassword, resetUserPassword, setUserStatus } from '@pcharging/api-client';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonLabels, choose, findRow, WAIT } from '../../../features/system/testing/screen-helpers';
import { api } from '../../../lib/api';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();

const userId = (username: string) =>
  (
    simulator.harness.database.sqlite.prepare('select id from admin_users where username = ?').get(username) as {
      id: number;
    }
  ).id;

describe('operation log', () => {
  it('lists the operations just done, filtered from the URL, with their masked parameters', async () => {
    await signInAs('admin');
    await setUserStatus(api, { id: userId('ops'), status: 0 });
    await resetUserPassword(api, { id: userId('ops'), pwd: hashPassword('Secret#Pass26') });
    const { router } = renderApp('/system/log?username=admin');
    const reset = await findRow('resetUserPassword');
    expect(within(reset).getAllByText('Success').length).toBeGreaterThan(0);
    expect(screen.getByText('setUserStatus')).toBeTruthy();

    fireEvent.click(within(reset).getByText('Parameters'));
    const drawer = await screen.findByRole('dialog', undefined, WAIT);
    expect(within(drawer).getByText(/"pwd": "\*\*\*"/)).toBeTruthy();
    expect(within(drawer).queryByText(/Secret#Pass26/)).toBeNull();

    fireEvent.click(within(drawer).getByRole('button', { name: /Close/ }));
    await choose(document.body, 'Result', 'Failure');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText('No data', undefined, WAIT)).not.toHaveLength(0);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      username: 'admin',
      result: 'failure',
    });
  }, 90_000);

  it('lets the auditor read the log, their own sign-in included, with nothing to change', async () => {
    await signInAs('auditor');
    renderApp('/system/log?username=auditor&operation_id=login');
    const signIn = await findRow('login');
    expect(within(signIn).getByText('auditor')).toBeTruthy();
    expect(within(signIn).getAllByText('Success').length).toBeGreaterThan(0);
    const labels = buttonLabels();
    for (const forbidden of ['Delete', 'Edit', 'Add']) expect(labels).not.toContain(forbidden);
  }, 90_000);
});
