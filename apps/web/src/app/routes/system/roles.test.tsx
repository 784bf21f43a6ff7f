import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buttonLabels,
  confirm,
  findDialog,
  findRow,
  type,
  WAIT,
} from '../../../features/system/testing/screen-helpers';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();

describe('role management', () => {
  it('adds a role after confirmation and opens it to tick its permissions', async () => {
    await signInAs('admin');
    const { router } = renderApp('/system/role');
    await findRow('Customer support');
    expect(screen.getAllByText('All permissions').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /Add role/ }));
    const dialog = await findDialog('Add a role');
    type(dialog, 'Role code', 'night_shift');
    type(dialog, 'Role name', 'Night shift');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await confirm('Add this record?');
    expect(await screen.findByText('Role Night shift', undefined, WAIT)).toBeTruthy();
    const stored = simulator.harness.database.sqlite
      .prepare('select id from roles where code = ?')
      .get('night_shift') as { id: number };
    expect(router.state.location.pathname).toBe(`/system/role/${stored.id}`);
  }, 90_000);

  it("refuses to delete a role users hold, with the server's reason", async () => {
    await signInAs('admin');
    renderApp('/system/role?keyword=finance');
    const row = await findRow('Finance');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await confirm('Delete this record? This cannot be undone.');
    expect(await screen.findByText(/^Delete failed: Users still holding this role: 1/, undefined, WAIT)).toBeTruthy();
  }, 90_000);

  it('shows the auditor the roles without any control that changes them', async () => {
    await signInAs('auditor');
    renderApp('/system/role');
    await findRow('Finance');
    const labels = buttonLabels();
    for (const forbidden of ['Add role', 'Edit', 'Delete']) expect(labels).not.toContain(forbidden);
  }, 90_000);
});
