import type { OrderDetail, OrderRow } from '@pcharging/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../../components/permission/permission-context';
import { fakeBackend, ok } from '../../../testing/fake-backend';
import { LocationProbe, renderRoutes } from '../../../testing/render';
import { OrdersRoute } from './orders';

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
  refunded: '0.00',
  refundable: '12.50',
  price_lines: [
    { item: 'energy', quantity: 31.5, unit: 'kWh', unit_price: '0.30', amount: '9.45' },
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
  '/base/getDatadictionary/journal_type': () => ok([{ id: 2, name: 'Charging payment' }]),
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

function renderOrders(path: string) {
  return renderRoutes(
    [
      {
        path: '/money/order',
        element: (
          <PermissionContext.Provider value={['money:order:list', 'money:order:export']}>
            <OrdersRoute />
            <LocationProbe />
          </PermissionContext.Provider>
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
    expect(screen.getByText('Bay 1 (HP-01-1)')).toBeTruthy();
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
    fireEvent.click(within(header).getByText('Total'));
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
    expect(screen.getByText('J202603010042')).toBeTruthy();
    expect(screen.getByText('-$12.50')).toBeTruthy();
  }, 30_000);

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
