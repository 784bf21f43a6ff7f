import { capabilityOf } from '@pcharging/api-client/capabilities';
import { operations } from '@pcharging/api-client/operations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../testing/simulator';
import { signInWithWideRole } from '../testing/wide-role';

const simulator = withSimulator({ config: { backendProfile: 'legacy' } });
const slow = { timeout: 15_000 };

/** The extension operations the app called: none but the one that asks what the backend offers. */
const extensionCalls = () =>
  simulator.calls.filter((path) => {
    const operation = operations.find((candidate) => candidate.path === path);
    return operation !== undefined && capabilityOf(operation.operationId) !== null;
  });

const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

/** An available port in service on an online charger. */
const inServicePort = () =>
  simulator.harness.database.sqlite
    .prepare(
      `select ports.id, ports.pile_id as chargerId, ports.station_id as stationId, ports.code
       from ports join piles on piles.id = ports.pile_id
       where ports.inoperative_since is null and ports.status = 1 and piles.status = 1 order by ports.id limit 1`,
    )
    .get() as { id: number; chargerId: number; stationId: number; code: string };

/** Settles the screen's calls: what it asks for after its first paint is asked by now. */
const settled = () => waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull(), slow);

/** The screens of the shell that need no record id. */
const SCREENS = [
  '/home',
  '/metadata/overview',
  '/metadata/income',
  '/system/user',
  '/system/role',
  '/system/log',
  '/operator/station',
  '/operator/rfid',
  '/operator/price_tmp',
  '/operator/equipment',
  '/operator/alarm',
  '/money/order',
  '/money/journal',
  '/customer',
];

const drawerTitled = async (title: string | RegExp) =>
  (await screen.findByText(title, { selector: '.ant-drawer-title' }, slow)).closest('.ant-drawer') as HTMLElement;

describe('the app on a legacy backend (no capabilities)', () => {
  it('shows every screen without an extension or a toast, and calls no extension', async () => {
    await signInAs('admin');
    const { router } = renderApp(SCREENS[0] ?? '/home');
    for (const path of SCREENS) {
      await router.navigate(path);
      await waitFor(() => expect(where(router)).toBe(path), slow);
      await settled();
      const seen = {
        path,
        marked: document.querySelectorAll('[data-capability]').length,
        toasts: document.querySelectorAll('.ant-message-notice').length,
      };
      expect(seen).toEqual({ path, marked: 0, toasts: 0 });
    }
    expect(screen.queryByText('Subject')).toBeNull();
    expect(extensionCalls()).toEqual(['/Base/capabilities']);
  }, 120_000);

  it('reads an in-service port as in service, with no extension card, control or call', async () => {
    await signInAs('admin');
    const port = inServicePort();
    renderApp(`/operator/station/${port.stationId}/${port.chargerId}/${port.id}`);
    const details = (await screen.findByText(`Port ${port.code}`, undefined, slow)).closest('.ant-card') as HTMLElement;
    const status = within(details).getByText('Port status').closest('tr') as HTMLElement;
    expect(status.textContent).toContain('Available');
    await settled();
    for (const text of [/Out of service/, 'Put back in service', 'Take out of service', 'Unlock connector']) {
      expect(screen.queryByText(text)).toBeNull();
    }
    expect(screen.queryByText('Session in progress')).toBeNull();
    expect(screen.queryByText('Timeline')).toBeNull();
    expect(document.querySelector('[data-capability]')).toBeNull();
    expect(extensionCalls()).toEqual(['/Base/capabilities']);
  });

  it('shows a charger without its timeline or live power, and a station without its timeline tab', async () => {
    await signInAs('admin');
    const port = inServicePort();
    const { router } = renderApp(`/operator/station/${port.stationId}/${port.chargerId}`);
    expect(await screen.findByText('Charging ports', undefined, slow)).toBeTruthy();
    await settled();
    expect(screen.queryByText('Power now (kW)')).toBeNull();
    expect(screen.queryByText('Timeline')).toBeNull();

    await router.navigate(`/operator/station/${port.stationId}?tab=timeline`);
    expect(await screen.findByRole('tab', { name: 'Operation info', selected: true }, slow)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Timeline' })).toBeNull();
    await settled();
    expect(document.querySelector('[data-capability]')).toBeNull();
    expect(extensionCalls()).toEqual(['/Base/capabilities']);
  });

  it('lists neither the map nor the sessions, and opens /404 for them', async () => {
    await signInAs('admin');
    const { router } = renderApp('/operator/map');
    await waitFor(() => expect(where(router)).toBe('/404'), slow);
    expect(screen.queryByRole('menuitem', { name: /map/i })).toBeNull();
    await router.navigate('/operator/session');
    await waitFor(() => expect(where(router)).toBe('/404'), slow);
    expect(extensionCalls()).toEqual(['/Base/capabilities']);
  });

  it('shows an order without its refund or how it ended, and a customer without balance adjustment or journal', async () => {
    await signInAs('admin');
    const { router } = renderApp('/money/order');
    const [details] = await screen.findAllByText('Details', undefined, slow);
    fireEvent.click(details as HTMLElement);
    const order = await drawerTitled(/^Order /);
    expect(await within(order).findByText('Energy (kWh)', undefined, slow)).toBeTruthy();
    for (const text of ['Refund', 'Refunded', 'How it ended']) expect(within(order).queryByText(text)).toBeNull();

    await router.navigate('/customer?keyword=aisha.roy.1');
    const row = (await screen.findByText('aisha.roy.1', undefined, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('Details'));
    const customer = await drawerTitled('Customer Aisha Roy');
    expect(await within(customer).findByText('Recent orders', undefined, slow)).toBeTruthy();
    expect(within(customer).queryByText('Adjust balance')).toBeNull();
    expect(within(customer).queryByText('Recent journal entries')).toBeNull();
    expect(document.querySelector('[data-capability]')).toBeNull();
    expect(extensionCalls()).toEqual(['/Base/capabilities']);
  });

  it('edits a price template without a preview step', async () => {
    await signInAs('admin');
    renderApp('/operator/price_tmp');
    const row = (await screen.findByText('Standard AC', undefined, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('Edit'));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(await within(dialog).findByRole('button', { name: 'Save' }, slow)).toBeTruthy();
    expect(within(dialog).queryByText('Preview the change')).toBeNull();
  });

  it('neither offers nor sends the equipment status filter, and types the station city', async () => {
    await signInAs('admin');
    const bodies: URLSearchParams[] = [];
    const serve = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.url.endsWith('/Equipment/lists')) bodies.push(new URLSearchParams(await request.clone().text()));
      return serve(request);
    };
    const { router } = renderApp('/operator/equipment?status=2&installed=1');
    await settled();
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0), slow);
    expect(bodies.every((body) => !body.has('params[status]'))).toBe(true);
    expect(bodies.at(-1)?.get('params[installed]')).toBe('1');
    expect(screen.queryByLabelText('Online status')).toBeNull();

    await router.navigate('/operator/station');
    expect(await screen.findByRole('textbox', { name: 'City' }, slow)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'City' })).toBeNull();
    expect(extensionCalls()).toEqual(['/Base/capabilities']);
  });

  it('says the trainer console is not available, without reaching for the control surface', async () => {
    renderApp('/trainer');
    expect(await screen.findByText('The control surface is not available here.', undefined, slow)).toBeTruthy();
    expect(simulator.calls).toEqual(['/Base/capabilities']);
  });

  it('reads only *:*:* as a wildcard: operator:station:* opens no station screen', async () => {
    await signInWithWideRole();
    const { router } = renderApp('/operator/station');
    await waitFor(() => expect(where(router)).toBe('/404'), slow);
    expect(screen.queryByRole('menuitem', { name: /Station/ })).toBeNull();
    expect(simulator.calls).not.toContain('/Station/lists');
  });
});
