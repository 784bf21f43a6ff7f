import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 15_000 };
const sqlite = () => simulator.harness.database.sqlite;

/** The text of each row the list shows. */
const rowTexts = () => [...document.querySelectorAll('tbody tr[data-row-key]')].map((row) => row.textContent ?? '');

function search(label: string, text: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('finding a caller by who they are', () => {
  it("finds a driver's session from part of their surname, typed without accents or capitals", async () => {
    const driver = sqlite()
      .prepare<[], { account: string; customerId: number }>(
        `select c.account, c.id as customerId from charging_sessions s join customers c on c.id = s.customer_id
         where s.status = 1 order by s.id limit 1`,
      )
      .get();
    if (!driver) throw new Error('the demo seed has sessions in progress');
    sqlite().prepare("update customers set name = 'Élodie Bérubé-Ng' where id = ?").run(driver.customerId);
    await signInAs('ops');
    const { router } = renderApp('/operator/session');
    expect((await screen.findByLabelText('Search', undefined, slow)).getAttribute('placeholder')).toBe(
      'Name, account, phone, e-mail, card or port code',
    );
    search('Search', 'BERUBE');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=BERUBE'));
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining(driver.account)]), slow);
  }, 30_000);

  it('finds the orders of the customers whose name holds the text', async () => {
    await signInAs('finance');
    renderApp('/money/order');
    expect(await screen.findByLabelText('Customer', undefined, slow)).toBeTruthy();
    expect(screen.queryByLabelText('Customer account')).toBeNull();
    search('Customer', 'bouchard');
    await waitFor(() => {
      const rows = rowTexts();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.includes('bouchard'))).toBe(true);
    }, slow);
  }, 30_000);

  it('finds a customer by part of a card bound to them', async () => {
    const holder = sqlite()
      .prepare<[], { account: string; cardNo: string }>(
        `select c.account, r.card_no as cardNo from rfid_cards r join customers c on c.id = r.customer_id
         order by r.id limit 1`,
      )
      .get();
    if (!holder) throw new Error('the demo seed has bound cards');
    await signInAs('support');
    renderApp('/customer');
    expect((await screen.findByLabelText('Customer', undefined, slow)).getAttribute('placeholder')).toBe(
      'Name, account, phone, e-mail or card',
    );
    search('Customer', holder.cardNo.slice(-6).toLowerCase());
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining(holder.account)]), slow);
  }, 30_000);
});
