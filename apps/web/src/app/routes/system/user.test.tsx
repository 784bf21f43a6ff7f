import { setUserStatus } from '@pcharging/api-client';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buttonLabels,
  confirm,
  findDetails,
  findDialog,
  type,
  WAIT,
} from '../../../features/system/testing/screen-helpers';
import { api } from '../../../lib/api';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();

const userId = (username: string) =>
  (
    simulator.harness.database.sqlite.prepare('select id from admin_users where username = ?').get(username) as {
      id: number;
    }
  ).id;

describe('account details', () => {
  it("shows every field, edits them after confirmation and lists the user's recent operations", async () => {
    await signInAs('admin');
    // Something admin did, for the recent operations.
    await setUserStatus(api, { id: userId('finance'), status: 1 });
    renderApp(`/system/user/${userId('admin')}`);
    expect(await screen.findByText('Account admin', undefined, WAIT)).toBeTruthy();
    const details = await findDetails();
    for (const shown of ['Alex Martin', 'Alexandre Martin', 'U0001', 'admin@pcharging.example', '+1 514 555 0100']) {
      expect(within(details).getByText(shown)).toBeTruthy();
    }
    expect(within(details).getByText('Super administrator')).toBeTruthy();
    expect(within(details).getByText('IT')).toBeTruthy();
    expect(await within(details).findByText('Enabled', undefined, WAIT)).toBeTruthy();
    // Signed in just now: the last login is a time, not the dash.
    const lastLogin = within(details).getByText('Last login').closest('th')?.nextElementSibling;
    expect(lastLogin?.textContent).toMatch(/\d/);
    expect(await screen.findByText('Enable or disable an account', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('Farid Benali (finance)')).toBeTruthy();
    expect(screen.getByText('Recent operations')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit user admin');
    type(dialog, 'Department', 'Platform team');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await confirm('Save the changes to this record?');
    expect(await screen.findByText('Updated successfully', undefined, WAIT)).toBeTruthy();
    expect(await screen.findByText('Platform team', undefined, WAIT)).toBeTruthy();
    expect(await screen.findByText(/ by admin$/, undefined, WAIT)).toBeTruthy();
  }, 90_000);

  it('shows the auditor the fields without any control that changes them', async () => {
    await signInAs('auditor');
    renderApp(`/system/user/${userId('ops')}`);
    expect(await screen.findByText('Account ops', undefined, WAIT)).toBeTruthy();
    expect(within(await findDetails()).getByText('Network operations')).toBeTruthy();
    const labels = buttonLabels();
    for (const forbidden of ['Edit', 'Disable', 'Enable', 'Reset password', 'Delete']) {
      expect(labels).not.toContain(forbidden);
    }
  }, 90_000);
});
