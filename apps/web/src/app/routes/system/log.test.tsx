import { changePassword, hashPassword, resetUserPassword, setUserStatus } from '@pcharging/api-client';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonLabels, choose, findRow, WAIT } from '../../../features/system/testing/screen-helpers';
import { api } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
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
    const reset = await findRow("Reset an account's password");
    expect(within(reset).getByText('Olivia Park (ops)')).toBeTruthy();
    expect(within(reset).getAllByText('Success').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Enable or disable an account').length).toBeGreaterThan(0);

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
    const signIn = await findRow('Sign in');
    expect(within(signIn).getAllByText('auditor').length).toBeGreaterThan(0);
    expect(within(signIn).getAllByText('Success').length).toBeGreaterThan(0);
    const labels = buttonLabels();
    for (const forbidden of ['Delete', 'Edit', 'Add']) expect(labels).not.toContain(forbidden);
  }, 90_000);

  it("keeps a failure's status word and the server's message apart", async () => {
    await signInAs('admin');
    await expect(
      changePassword(api, {
        id: userId('admin'),
        oldPwd: hashPassword('Wrong#Pass26'),
        pwd: hashPassword('Other#Pass26'),
      }),
    ).rejects.toThrow();
    renderApp('/system/log?username=admin&result=failure');
    const failed = await findRow('Change own password');
    const cells = [...failed.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
    expect(cells).toContain('Failure');
    const messages = cells.filter(
      (text) => !['Failure', 'Change own password'].includes(text) && /password/i.test(text),
    );
    expect(messages).toHaveLength(1);
  }, 90_000);

  it("titles operations in the reader's language", async () => {
    await signInAs('admin');
    await setUserStatus(api, { id: userId('finance'), status: 0 });
    await i18n.changeLanguage('fr');
    try {
      renderApp('/system/log?username=admin&operation_id=setUserStatus');
      const row = await findRow('Activer ou désactiver un compte');
      expect(within(row).getByText('Farid Benali (finance)')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  }, 90_000);
});
