import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 15_000 };

const storedPort = (id: number) =>
  simulator.harness.database.sqlite
    .prepare('select alias_name, voltage_lower, voltage_upper from ports where id = ?')
    .get(id) as { alias_name: string; voltage_lower: number; voltage_upper: number };

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

// Each test renders the whole app against the simulator; on the shared two-core machine that takes 20–40 s.
describe('charging port details', () => {
  it('refuses a lower limit above the upper one, then saves the alias and limits after confirming', async () => {
    await signInAs('admin');
    renderApp('/operator/station/1/1/1');

    expect(await screen.findByText('Port ABB00100001-1', undefined, slow)).toBeTruthy();
    fireEvent.change(field('Lower voltage limit'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The lower voltage limit must be below the upper limit', undefined, slow),
    ).toBeTruthy();
    expect(screen.queryByText('Save the changes to this record?')).toBeNull();

    fireEvent.change(field('Alias'), { target: { value: 'Bay 1 left' } });
    fireEvent.change(field('Lower voltage limit'), { target: { value: '300' } });
    fireEvent.change(field('Upper voltage limit'), { target: { value: '920' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = (await screen.findByText('Save the changes to this record?', undefined, slow)).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Updated successfully', undefined, slow)).toBeTruthy();
    expect(storedPort(1)).toEqual({ alias_name: 'Bay 1 left', voltage_lower: 300, voltage_upper: 920 });
    expect(await screen.findByText('300 V', undefined, slow)).toBeTruthy();
  }, 60_000);

  it('shows the same port read-only on /view', async () => {
    await signInAs('admin');
    renderApp('/operator/station/1/1/2/view');

    expect(await screen.findByText('Port ABB00100001-2', undefined, slow)).toBeTruthy();
    expect(screen.getByText('A2')).toBeTruthy();
    expect(screen.getByText('1,000 V')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  }, 60_000);

  it('offers the auditor no edit control', async () => {
    await signInAs('auditor');
    renderApp('/operator/station/1/1/1');

    expect(await screen.findByText('Port ABB00100001-1', undefined, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText('Lower voltage limit')).toBeNull();
  }, 60_000);
});
