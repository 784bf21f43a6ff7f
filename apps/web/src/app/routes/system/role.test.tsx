import { getRole } from '@pcharging/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonLabels, confirm, WAIT } from '../../../features/system/testing/screen-helpers';
import { api } from '../../../lib/api';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();

const role = (code: string) =>
  simulator.harness.database.sqlite
    .prepare('select id, action_list as actions from roles where code = ?')
    .get(code) as {
    id: number;
    actions: string;
  };

/** The tree node whose key code is shown beside its label. */
function treeNode(key: string): HTMLElement {
  const code = screen.getByText(key, { selector: '.ant-tree-title *' });
  const node = code.closest('.ant-tree-treenode');
  if (!(node instanceof HTMLElement)) throw new Error(`no tree node for ${key}`);
  return node;
}

const isChecked = (key: string) => treeNode(key).querySelector('.ant-tree-checkbox-checked') !== null;

describe('role details', () => {
  it("ticks the role's permissions and saves a change after confirmation", async () => {
    await signInAs('admin');
    const support = role('support');
    renderApp(`/system/role/${support.id}`);
    expect(await screen.findByText('Role Customer support', undefined, WAIT)).toBeTruthy();
    await screen.findByText('operator:rfid:*', { selector: '.ant-tree-title *' }, WAIT);
    expect(screen.getAllByText('RFID cards').length).toBeGreaterThan(0);
    expect(isChecked('operator:rfid:*')).toBe(true);
    expect(isChecked('money:order:list')).toBe(true);
    expect(isChecked('money:order:export')).toBe(false);
    expect(isChecked('money:order:refund')).toBe(false);
    expect(isChecked('*:*:*')).toBe(false);

    for (const key of ['money:order:export', 'money:order:refund']) {
      const checkbox = treeNode(key).querySelector('.ant-tree-checkbox');
      if (!checkbox) throw new Error('no checkbox');
      fireEvent.click(checkbox);
      await waitFor(() => expect(isChecked(key)).toBe(true));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    await confirm('Save these settings?');
    expect(await screen.findByText('Saved successfully', undefined, WAIT)).toBeTruthy();
    // Every order action ticked: stored as the entity's wildcard.
    await waitFor(() => expect(role('support').actions.split(',')).toContain('money:order:*'));
    expect((await getRole(api, { id: support.id })).permissions).toContain('money:order:*');
    expect(role('support').actions.split(',')).toContain('operator:rfid:*');
  }, 90_000);

  it('names *:*:* all permissions', async () => {
    await signInAs('admin');
    renderApp(`/system/role/${role('super_admin').id}`);
    await screen.findByText('*:*:*', { selector: '.ant-tree-title *' }, WAIT);
    expect(screen.getAllByText('All permissions').length).toBeGreaterThanOrEqual(2);
    expect(isChecked('*:*:*')).toBe(true);
    expect(isChecked('system:log:list')).toBe(true);
  }, 90_000);

  it('shows the auditor the permissions read-only, without save, edit or delete', async () => {
    await signInAs('auditor');
    renderApp(`/system/role/${role('finance').id}`);
    await screen.findByText('money:journal:*', { selector: '.ant-tree-title *' }, WAIT);
    expect(isChecked('money:*:*')).toBe(true);
    expect(treeNode('money:*:*').querySelector('.ant-tree-checkbox-disabled')).not.toBeNull();
    const labels = buttonLabels();
    for (const forbidden of ['Save permissions', 'Edit', 'Delete']) expect(labels).not.toContain(forbidden);
  }, 90_000);
});
