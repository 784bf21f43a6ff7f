import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 15_000 };

interface Driver {
  account: string;
  name: string;
  code: string;
  stationId: number;
  chargerId: number;
  portId: number;
}

const driverInSession = () =>
  simulator.harness.database.sqlite
    .prepare<[], Driver>(
      `select c.account, c.name, q.code, s.station_id as stationId, s.pile_id as chargerId, s.port_id as portId
       from charging_sessions s join customers c on c.id = s.customer_id join ports q on q.id = s.port_id
       where s.status = 1 order by s.id limit 1`,
    )
    .get() as Driver;

const idleCustomer = () =>
  simulator.harness.database.sqlite
    .prepare<[], { account: string; name: string }>(
      `select account, name from customers c
       where not exists (select 1 from charging_sessions s where s.customer_id = c.id and s.status = 1)
       order by id limit 1`,
    )
    .get() as { account: string; name: string };

async function openCustomer(account: string, name: string) {
  const rendered = renderApp(`/customer?keyword=${encodeURIComponent(account)}`);
  await screen.findByText(account, undefined, slow);
  fireEvent.click(within(screen.getByText(account).closest('tr') as HTMLElement).getByText('Details'));
  const drawer = (await screen.findByText(`Customer ${name}`, undefined, slow)).closest('.ant-drawer') as HTMLElement;
  return { drawer, router: rendered.router };
}

describe("a customer's session in progress", () => {
  it('is the first thing on their page, with its port, figures and a link to the port', async () => {
    await signInAs('admin');
    const driver = driverInSession();
    const { drawer, router } = await openCustomer(driver.account, driver.name);
    const card = (await within(drawer).findByText('Session in progress', undefined, slow)).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(card).getByText('Cost so far')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'In the session list' }).getAttribute('href')).toBe(
      `/operator/session?account=${encodeURIComponent(driver.account)}`,
    );
    fireEvent.click(within(card).getByRole('link', { name: new RegExp(`^${driver.code} `) }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/operator/station/${driver.stationId}/${driver.chargerId}/${driver.portId}`,
      ),
    );
  }, 30_000);

  it('is not drawn for a customer who is not charging', async () => {
    await signInAs('admin');
    const customer = idleCustomer();
    const { drawer } = await openCustomer(customer.account, customer.name);
    expect(await within(drawer).findByText('Recent orders', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(simulator.calls).toContain('/Charging_session/lists'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(within(drawer).queryByText('Session in progress')).toBeNull();
  }, 30_000);
});
