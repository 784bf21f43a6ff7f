import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../testing/simulator';

withSimulator({ config: { backendProfile: 'legacy' } });
const slow = { timeout: 15_000 };

const rowTexts = () => [...document.querySelectorAll('tbody tr[data-row-key]')].map((row) => row.textContent ?? '');

describe('finding orders on a legacy backend, which has no people search', () => {
  it('keeps the exact account filter and never sends a keyword', async () => {
    await signInAs('finance');
    const { router } = renderApp('/money/order?keyword=bouchard');
    const account = await screen.findByLabelText('Customer account', undefined, slow);
    expect(screen.queryByLabelText('Customer')).toBeNull();
    // A keyword in a shared link is not sent: the legacy backend would refuse the whole list.
    await waitFor(() => expect(rowTexts().length).toBeGreaterThan(1), slow);
    fireEvent.change(account, { target: { value: 'amelie.bouchard.37' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('account=amelie.bouchard.37'));
    await waitFor(() => {
      const rows = rowTexts();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.includes('amelie.bouchard.37'))).toBe(true);
    }, slow);
  }, 30_000);
});
