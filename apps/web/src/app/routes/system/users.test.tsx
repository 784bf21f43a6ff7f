import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buttonLabels,
  choose,
  confirm,
  findDialog,
  findRow,
  type,
  WAIT,
} from '../../../features/system/testing/screen-helpers';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();

const userRow = (username: string) =>
  simulator.harness.database.sqlite
    .prepare('select id, status, nickname, password_hash as passwordHash from admin_users where username = ?')
    .get(username) as { id: number; status: number; nickname: string; passwordHash: string } | undefined;

describe('account management', () => {
  it('keeps its filters in the URL and lists what they match', async () => {
    await signInAs('admin');
    const { router } = renderApp('/system/user?keyword=finance');
    await findRow('finance');
    expect(screen.queryByText('ops', { selector: 'td a' })).toBeNull();
    expect(screen.getByDisplayValue('finance')).toBeTruthy();

    fireEvent.change(screen.getByDisplayValue('finance'), { target: { value: 'Customer care' } });
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Department'), { target: { value: 'Customer care' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await findRow('support');
    expect(new URLSearchParams(router.state.location.search).get('department')).toBe('Customer care');
    expect(screen.queryByText('finance', { selector: 'td a' })).toBeNull();
  }, 90_000);

  it('adds a user after confirmation, with the password rule and the two entries checked', async () => {
    await signInAs('admin');
    renderApp('/system/user');
    await findRow('ops');
    fireEvent.click(screen.getByRole('button', { name: /Add user/ }));
    const dialog = await findDialog('Add a user');
    type(dialog, 'Username', 'night.watch');
    type(dialog, 'Nickname', 'Nina Watts');
    type(dialog, 'Email', 'not-an-email');
    type(dialog, 'Initial password', 'weak');
    type(dialog, 'Confirm password', 'other');
    await choose(dialog, 'Role', 'Operations');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid Email', undefined, WAIT)).toBeTruthy();
    expect(within(dialog).getByText(/^Invalid Initial password/)).toBeTruthy();
    expect(within(dialog).getByText('The two password entries do not match')).toBeTruthy();

    type(dialog, 'Email', 'nina@pcharging.example');
    type(dialog, 'Initial password', 'Night#Shift26');
    type(dialog, 'Confirm password', 'Night#Shift26');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await confirm('Add this record?');
    expect(await screen.findByText('Added successfully', undefined, WAIT)).toBeTruthy();
    expect(await findRow('night.watch')).toBeTruthy();
    expect(userRow('night.watch')?.nickname).toBe('Nina Watts');
    // The new account signs in with the password typed (sent as its md5).
    await signInAs('night.watch', 'Night#Shift26');
  }, 90_000);

  it('disables and enables a user, each confirmed', async () => {
    await signInAs('admin');
    renderApp('/system/user');
    const row = await findRow('ops');
    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    await confirm('Disable this record?');
    expect(await screen.findByText('Disabled successfully', undefined, WAIT)).toBeTruthy();
    await waitFor(() => expect(userRow('ops')?.status).toBe(0));
    fireEvent.click(await within(await findRow('ops')).findByRole('button', { name: 'Enable' }, WAIT));
    await confirm('Enable this record?');
    expect(await screen.findByText('Enabled successfully', undefined, WAIT)).toBeTruthy();
    await waitFor(() => expect(userRow('ops')?.status).toBe(1));
  }, 90_000);

  it("shows the server's reason when you try to disable yourself", async () => {
    await signInAs('admin');
    renderApp('/system/user?keyword=admin');
    const row = await findRow('admin');
    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    await confirm('Disable this record?');
    expect(
      await screen.findByText('Disable failed: You cannot do this to your own account', undefined, WAIT),
    ).toBeTruthy();
    expect(userRow('admin')?.status).toBe(1);
  }, 90_000);

  it("resets a user's password after confirmation", async () => {
    await signInAs('admin');
    renderApp('/system/user');
    const before = userRow('support')?.passwordHash;
    fireEvent.click(within(await findRow('support')).getByRole('button', { name: 'Reset password' }));
    const dialog = await findDialog('Reset the password of support');
    type(dialog, 'New password', 'Fresh#Start26');
    type(dialog, 'Confirm password', 'Fresh#Start26');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await confirm("Reset this user's password?");
    expect(await screen.findByText('Password reset successfully', undefined, WAIT)).toBeTruthy();
    expect(userRow('support')?.passwordHash).not.toBe(before);
    await signInAs('support', 'Fresh#Start26');
  }, 90_000);

  it('shows the auditor the accounts without any control that changes them', async () => {
    await signInAs('auditor');
    renderApp('/system/user');
    await findRow('ops');
    const labels = buttonLabels();
    for (const forbidden of ['Add user', 'Edit', 'Disable', 'Enable', 'Reset password', 'Delete']) {
      expect(labels).not.toContain(forbidden);
    }
    expect(labels).toContain('Search');
  }, 90_000);
});
