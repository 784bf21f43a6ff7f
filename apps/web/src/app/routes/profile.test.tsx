import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../testing/simulator';

withSimulator();
const slow = { timeout: 15_000 };

describe('personal center', () => {
  it('changes one’s own password after checking the rule and the confirmation', async () => {
    await signInAs('admin');
    renderApp('/profile');
    const current = await screen.findByLabelText('Current password', undefined, slow);
    const fresh = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    const form = current.closest('form') as HTMLElement;
    const save = () => fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    fireEvent.change(current, { target: { value: 'Admin#2026' } });
    fireEvent.change(fresh, { target: { value: 'short' } });
    fireEvent.change(confirm, { target: { value: 'different' } });
    save();
    expect(await within(form).findByText(/^Invalid New password \(/)).toBeTruthy();
    expect(await within(form).findByText('The two password entries do not match')).toBeTruthy();

    // The spec's displayed text, while its documented rule applies: a letter of either case is enough.
    expect(
      within(form).getByText(
        'Combine digits, upper- and lower-case letters and special characters, and be longer than 8 characters.',
      ),
    ).toBeTruthy();
    fireEvent.change(fresh, { target: { value: 'fresh#pass2026' } });
    fireEvent.change(confirm, { target: { value: 'fresh#pass2026' } });
    save();
    expect(await screen.findByText('Change your password? You stay signed in.', undefined, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Password changed', undefined, slow)).toBeTruthy();
  }, 60_000);
});
