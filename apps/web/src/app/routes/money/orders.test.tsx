import type { Capability, OrderDetail, OrderRow } from '@pcharging/api-client';
import { ALL_CAPABILITIES } from '@pcharging/api-client/capabilities';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from '../../../components/permission/permission-provider';
import { sessionStore } from '../../../lib/session-store';
import { fakeBackend, ok } from '../../../testing/fake-backend';
import { LocationProbe, renderRoutes } from '../../../testing/render';
import { OrdersRoute } from './orders.screen';

const order: OrderRow = {
  id: 41,
  order_no: 'O202603010001',
  customer_id: 9,
  account: 'ada@example.com',
  station_id: 4,
  station_name: 'Harbour Park',
  pile_id: 12,
  port_id: 31,
  port_code: 'HP-01-1',
  port_alias: 'Bay 1',
  duration_minutes: 95,
  idle_minutes: 20,
  energy_kwh: 31.5,
  elect_fee: '9.45',
  service_fee: '1.60',
  park_fee: '1.45',
  total_fee: '12.50',
  start_mode: 2,
  status: 3,
  started_at: '2026-03-01T08:30:00Z',
  ended_at: '2026-03-01T10:05:00Z',
  paid_at: '2026-03-01T10:06:00Z',
};

const detail: OrderDetail = {
  ...order,
  customer_name: 'Ada Lovelace',
  station_code: 'ST-0004',
  pile_serial: 'SN-7788',
  pile_name: 'Charger 1',
  card_no: 'RF-0001',
  free_park_minutes: 15,
  end_kind: 'remote',
  stopped_by: 'ops',
  stop_reason: 'Customer asked by phone',
  refund_state: 'none',
  refunded: '0.00',
  refundable: '12.50',
  price_lines: [
    { item: 'energy', quantity: 15.75, unit: 'kWh', unit_price: '0.20', amount: '3.15' },
    { item: 'energy', quantity: 15.75, unit: 'kWh', unit_price: '0.40', amount: '6.30' },
    { item: 'service', quantity: 1.58, unit: 'h', unit_price: '1.00', amount: '1.60' },
    { item: 'idle', quantity: 5, unit: 'min', unit_price: '0.29', amount: '1.45' },
  ],
  journal: [
    {
      id: 77,
      entry_no: 'J202603010042',
      type: 2,
      customer_id: 9,
      account: 'ada@example.com',
      amount: '-12.50',
      balance_after: '37.50',
      order_id: 41,
      order_no: 'O202603010001',
      remark: 'Charging payment',
      created_at: '2026-03-01T10:06:00Z',
    },
  ],
};

const dictionaries = {
  '/base/getDatadictionary/order_status': () => ok([{ id: 3, name: 'Paid', color: 'success' }]),
  '/base/getDatadictionary/order_start_mode': () => ok([{ id: 2, name: 'RFID card' }]),
  '/base/getDatadictionary/journal_type': () =>
    ok([
      { id: 2, name: 'Charging payment' },
      { id: 3, name: 'Refund' },
    ]),
  '/Station/lists': () => ok({ items: [{ id: 4, StationName: 'Harbour Park' }], total: 1 }),
};

function serveOrders() {
  const requests: Request[] = [];
  const exports: Request[] = [];
  const record = (into: Request[], answer: () => unknown) => (request: Request) => {
    into.push(request.clone());
    return answer();
  };
  const backend = fakeBackend({
    ...dictionaries,
    '/Order/lists': record(requests, () => ok({ items: [order], total: 10000, total_capped: true })),
    '/Order/info': () => ok(detail),
    '/Order/export': record(
      exports,
      () =>
        new Response(new Blob(['xlsx']), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="orders-20260301-083000.xlsx"',
          },
        }),
    ),
  });
  const body = async (request: Request | undefined) => Object.fromEntries(new URLSearchParams(await request?.text()));
  return { backend, requests, exports, sent: (index: number) => body(requests.at(index)), body };
}

function renderOrders(
  path: string,
  held = ['money:order:list', 'money:order:export'],
  offered: ReadonlySet<Capability> = ALL_CAPABILITIES,
) {
  sessionStore.setCapabilities(offered);
  return renderRoutes(
    [
      {
        path: '/money/order',
        element: (
          <PermissionProvider permissions={held}>
            <OrdersRoute />
            <LocationProbe />
          </PermissionProvider>
        ),
      },
    ],
    path,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('orders screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the orders a link asks for, filters, sorts, pages back and opens an order', async () => {
    const { requests, sent } = serveOrders();
    const { router } = renderOrders('/money/order?status=3&page=2');

    expect(await screen.findByText('O202603010001')).toBeTruthy();
    expect(screen.getByText('Total: 10,000+')).toBeTruthy();
    expect(screen.getByText('$12.50')).toBeTruthy();
    // Once in the status filter (from the link), once as the row's tag.
    await waitFor(() => expect(screen.getAllByText('Paid')).toHaveLength(2));
    // The port is out of the default columns, one click away in the column chooser.
    expect(screen.queryByText('Bay 1 (HP-01-1)')).toBeNull();
    expect(await sent(0)).toMatchObject({
      'params[status]': '3',
      'params[sort]': 'started_at',
      'params[order]': 'desc',
      'pageinfo[page]': '2',
      'pageinfo[perpage]': '20',
    });

    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: ' O202603010001 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/money/order?order_no=O202603010001&status=3'));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(await sent(1)).toMatchObject({ 'params[order_no]': 'O202603010001', 'pageinfo[page]': '1' });

    const header = document.querySelector('thead') as HTMLElement;
    fireEvent.click(within(header).getByText('Total (gross)'));
    await waitFor(() => expect(location()).toBe('/money/order?order_no=O202603010001&status=3&sort=total&order=desc'));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(await sent(2)).toMatchObject({ 'params[sort]': 'total', 'params[order]': 'desc' });

    await act(() => router.navigate(-2));
    expect(location()).toBe('/money/order?status=3&page=2');
    await waitFor(() => expect((screen.getByLabelText('Order number') as HTMLInputElement).value).toBe(''));

    fireEvent.click(screen.getByText('Details'));
    expect(await screen.findByText('Order O202603010001')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace (ada@example.com)')).toBeTruthy();
    expect(screen.getByText('Service (hours of charging)')).toBeTruthy();
    expect(screen.getByText('$0.29 / min')).toBeTruthy();
    // A time-of-use order: one energy line per period it used.
    expect(screen.getByText('$0.20 / kWh').closest('tr')?.textContent).toContain('$3.15');
    expect(screen.getByText('$0.40 / kWh').closest('tr')?.textContent).toContain('$6.30');
    expect(screen.getByText('J202603010042')).toBeTruthy();
    expect(screen.getByText('-$12.50')).toBeTruthy();
  }, 30_000);

  it('keeps what people read in view and the rest behind the column chooser, which it remembers', async () => {
    serveOrders();
    const first = renderOrders('/money/order');
    expect(await screen.findByText('O202603010001')).toBeTruthy();
    for (const heading of [/Order number/, /Station/, /Total \(gross\)/, /Status/]) {
      expect(screen.getByRole('columnheader', { name: heading })).toBeTruthy();
    }
    expect(screen.queryByRole('columnheader', { name: /Charging port/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Columns/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Charging port' }));
    expect(await screen.findByText('Bay 1 (HP-01-1)')).toBeTruthy();
    first.unmount();

    renderOrders('/money/order');
    expect(await screen.findByText('Bay 1 (HP-01-1)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Columns/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to the default columns' }));
    await waitFor(() => expect(screen.queryByText('Bay 1 (HP-01-1)')).toBeNull());
  });

  it('filters by refund state and reads a refunded order as Refunded, where money corrections are offered', async () => {
    const refunded = { ...order, refund_state: 'full' as const };
    const requests: Request[] = [];
    fakeBackend({
      ...dictionaries,
      '/Order/lists': (request) => {
        requests.push(request.clone());
        return ok({ items: [refunded], total: 1 });
      },
    });
    renderOrders('/money/order?refund_state=full');
    expect(await screen.findByText('O202603010001')).toBeTruthy();
    const row = screen.getByText('O202603010001').closest('tr') as HTMLElement;
    expect(within(row).getByText('Refunded')).toBeTruthy();
    expect(within(row).queryByText('Paid')).toBeNull();
    const sent = Object.fromEntries(new URLSearchParams(await requests[0]?.text()));
    expect(sent['params[refund_state]']).toBe('full');
    expect(screen.getByLabelText('Refund')).toBeTruthy();
  }, 30_000);

  it('sends no refund state to a backend without money corrections, and shows the status alone', async () => {
    const requests: Request[] = [];
    fakeBackend({
      ...dictionaries,
      '/Order/lists': (request) => {
        requests.push(request.clone());
        return ok({ items: [order], total: 1 });
      },
    });
    renderOrders('/money/order?refund_state=full', undefined, new Set());
    expect(await screen.findByText('O202603010001')).toBeTruthy();
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
    const sent = new URLSearchParams(await requests[0]?.text());
    expect(sent.has('params[refund_state]')).toBe(false);
    expect(screen.queryByLabelText('Refund')).toBeNull();
  }, 30_000);

  it('shows the totals of every order the filters select, asked with the same filters', async () => {
    const asked: Request[] = [];
    fakeBackend({
      ...dictionaries,
      '/Order/lists': () => ok({ items: [order], total: 1, total_capped: false }),
      '/Order/totals': (request) => {
        asked.push(request.clone());
        return ok({
          orders: 12345,
          energy_kwh: 1.5,
          elect_fee: '1.00',
          service_fee: '2.00',
          park_fee: '0.50',
          gross: '3.50',
          refunded: '1.25',
          net: '2.25',
        });
      },
    });
    renderOrders('/money/order?status=3');
    expect(await screen.findByText('Totals of the orders this filter selects')).toBeTruthy();
    expect(await screen.findByText('12,345')).toBeTruthy();
    expect(screen.getByText('Net (gross − refunds)')).toBeTruthy();
    expect(screen.getByText(/2\.25/)).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(await asked[0]?.text()))).toMatchObject({ 'params[status]': '3' });
  });

  it('shows no totals on a backend without list totals', async () => {
    serveOrders();
    renderOrders('/money/order', undefined, new Set());
    expect(await screen.findAllByText('Harbour Park')).toBeTruthy();
    expect(screen.queryByText('Totals of the orders this filter selects')).toBeNull();
  });

  it('exports the orders matching the filters in force', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { backend, exports, body } = serveOrders();
    renderOrders('/money/order?account=ada%40example.com&sort=energy&order=asc');
    await screen.findByText('O202603010001');

    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(backend.count('/Order/export')).toBe(1));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = await body(exports[0]);
    expect(exported).toMatchObject({
      'params[account]': 'ada@example.com',
      'params[sort]': 'energy',
      'params[order]': 'asc',
    });
    expect(Object.keys(exported).some((key) => key.startsWith('pageinfo'))).toBe(false);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('orders-20260301-083000.xlsx');
  }, 30_000);
});

const refundEntry = {
  id: 78,
  entry_no: 'J202603020007',
  type: 3 as const,
  customer_id: 9,
  account: 'ada@example.com',
  amount: '5.00',
  balance_after: '42.50',
  order_id: 41,
  order_no: 'O202603010001',
  remark: 'Charger faulted mid-session',
  created_at: '2026-03-02T09:00:00Z',
};

function serveRefunds(answer: OrderDetail = detail) {
  const refunds: Request[] = [];
  let current = answer;
  const backend = fakeBackend({
    ...dictionaries,
    '/Order/lists': () => ok({ items: [order], total: 1 }),
    '/Order/info': () => ok(current),
    '/Order/refund': (request) => {
      refunds.push(request.clone());
      current = {
        ...answer,
        refund_state: 'partial',
        refunded: '5.00',
        refundable: '7.50',
        journal: [...answer.journal, refundEntry],
      };
      return ok(current);
    },
  });
  return { backend, refunds };
}

async function openOrder() {
  fireEvent.click(await screen.findByText('Details'));
  return (await screen.findByText('Order O202603010001')).closest('.ant-drawer') as HTMLElement;
}

const refundDialog = async () =>
  (await screen.findByText('Refund order O202603010001')).closest('.ant-modal') as HTMLElement;

describe('refunding an order', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses more than is left to refund, sends amount and reason, then shows the refund', async () => {
    const { backend, refunds } = serveRefunds();
    renderOrders('/money/order', ['money:order:list', 'money:order:refund']);
    const drawer = await openOrder();
    expect(within(drawer).getByText('Paid')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Refund' }));
    const dialog = await refundDialog();
    const amount = within(dialog).getByLabelText('Refund amount') as HTMLInputElement;
    expect(amount.value).toBe('12.50');

    fireEvent.change(amount, { target: { value: '12.51' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Refund amount cannot be more than $12.50')).toBeTruthy();
    expect(await within(dialog).findByText('Please enter Reason')).toBeTruthy();

    fireEvent.change(amount, { target: { value: '0' } });
    expect(await within(dialog).findByText('Refund amount must be more than zero')).toBeTruthy();

    fireEvent.change(amount, { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: ' Charger faulted mid-session ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const confirm = (
      await screen.findByText('Refund $5.00 of order O202603010001 to the balance of ada@example.com?')
    ).closest('.ant-modal') as HTMLElement;
    expect(refunds).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Refunded successfully')).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(await refunds[0]?.text()))).toMatchObject({
      'params[id]': '41',
      'params[amount]': '5',
      'params[reason]': 'Charger faulted mid-session',
    });
    await waitFor(() => expect(backend.count('/Order/info')).toBe(2));
    expect(await within(drawer).findByText('Charger faulted mid-session')).toBeTruthy();
    expect(within(drawer).getByText('+$5.00')).toBeTruthy();
    expect(within(drawer).getByText('Refunded')).toBeTruthy();
    expect(within(drawer).getByText('$5.00')).toBeTruthy();
    // Money went back: the order reads Partly refunded, no longer Paid.
    expect(within(drawer).getByText('Partly refunded')).toBeTruthy();
    expect(within(drawer).queryByText('Paid')).toBeNull();
  }, 30_000);

  it('shows Refund disabled without the permission, naming it, and none when nothing is left to refund', async () => {
    serveRefunds();
    const first = renderOrders('/money/order');
    const drawer = await openOrder();
    expect(within(drawer).getByText('J202603010042')).toBeTruthy();
    const refund = within(drawer).getByRole('button', { name: 'Refund' });
    expect((refund as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseEnter(refund.parentElement ?? refund);
    expect(
      await screen.findByText(
        'Refunds are made by a role with the money:order:refund permission (Finance, among the standard roles).',
      ),
    ).toBeTruthy();
    first.unmount();

    serveRefunds({ ...detail, refunded: '12.50', refundable: '0.00' });
    renderOrders('/money/order', ['money:order:list', 'money:order:refund']);
    const refunded = await openOrder();
    expect(within(refunded).getByText('J202603010042')).toBeTruthy();
    expect(within(refunded).queryByRole('button', { name: 'Refund' })).toBeNull();
  }, 30_000);
});
