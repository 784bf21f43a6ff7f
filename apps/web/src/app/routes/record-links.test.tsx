import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findRow } from '../../features/system/testing/screen-helpers';
import { renderApp, signInAs, withSimulator } from '../../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 30_000 };
const sql = () => simulator.harness.database.sqlite;

const hrefOf = async (name: string, scope: HTMLElement = document.body) =>
  (await within(scope).findAllByRole('link', { name }, slow))[0]?.getAttribute('href');

// Each test renders the whole app against the simulator; on the shared two-core machine that takes 20–40 s.
describe('records link to their pages', () => {
  it("leads from a charger's port code to the port's page", async () => {
    const port = sql()
      .prepare(
        'select q.id, q.code, p.id as pile_id, p.station_id from ports q join piles p on p.id = q.pile_id limit 1',
      )
      .get() as { id: number; code: string; pile_id: number; station_id: number };
    await signInAs('admin');
    renderApp(`/operator/station/${port.station_id}/${port.pile_id}`);
    expect(await hrefOf(port.code)).toBe(`/operator/station/${port.station_id}/${port.pile_id}/${port.id}`);
    expect(screen.getAllByRole('button', { name: `Copy ${port.code}` }).length).toBeGreaterThan(0);
  }, 90_000);

  it('leads from an order to its customer and its station', async () => {
    const order = sql()
      .prepare(
        'select o.order_no, c.account, s.id as station_id, s.name as station from orders o join customers c on c.id = o.customer_id join ports q on q.id = o.port_id join piles p on p.id = q.pile_id join stations s on s.id = p.station_id order by o.started_at desc limit 1',
      )
      .get() as { order_no: string; account: string; station_id: number; station: string };
    await signInAs('admin');
    renderApp(`/money/order?order_no=${order.order_no}`);
    const row = await findRow(order.order_no);
    expect(await hrefOf(order.account, row)).toBe(`/customer?keyword=${encodeURIComponent(order.account)}`);
    expect(await hrefOf(order.station, row)).toBe(`/operator/station/${order.station_id}`);
  }, 90_000);

  it("leads from a customer's panel to their orders", async () => {
    const order = sql()
      .prepare(
        'select o.order_no, c.account from orders o join customers c on c.id = o.customer_id order by o.started_at desc limit 1',
      )
      .get() as { order_no: string; account: string };
    await signInAs('admin');
    renderApp(`/customer?keyword=${encodeURIComponent(order.account)}`);
    fireEvent.click(within(await findRow(order.account)).getByText('Details'));
    const drawer = (await screen.findByText('Recent orders', undefined, slow)).closest('.ant-drawer') as HTMLElement;
    expect(await hrefOf('All orders of this customer', drawer)).toBe(
      `/money/order?account=${encodeURIComponent(order.account)}`,
    );
    expect(await hrefOf(order.order_no, drawer)).toBe(`/money/order?order_no=${order.order_no}`);
  }, 90_000);
});
