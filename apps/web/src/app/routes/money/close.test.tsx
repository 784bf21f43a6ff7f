import type { DayClose } from '@pcharging/api-client';
import { ALL_CAPABILITIES } from '@pcharging/api-client/capabilities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from '../../../components/permission/permission-provider';
import { sessionStore } from '../../../lib/session-store';
import { fakeBackend, ok } from '../../../testing/fake-backend';
import { renderRoutes } from '../../../testing/render';
import { CloseRoute } from './close.screen';

const figures = {
  orders: 3,
  energy_kwh: 61.5,
  gross: '40.00',
  elect_fee: '25.00',
  service_fee: '12.00',
  park_fee: '3.00',
  refunds_of_orders: '2.50',
  net: '37.50',
  refunds_given: '7.25',
  adjustments: '-1.00',
  top_ups: '50.00',
};

const open: DayClose = {
  from: '2026-03-01',
  to: '2026-03-01',
  figures,
  by_station: [
    {
      station_id: 4,
      station_code: 'ST4',
      station_name: 'Gare Centrale',
      orders: 3,
      energy_kwh: 61.5,
      gross: '40.00',
      refunds_of_orders: '2.50',
      net: '37.50',
    },
  ],
  by_start_mode: [
    { start_mode: 2, orders: 3, energy_kwh: 61.5, gross: '40.00', refunds_of_orders: '2.50', net: '37.50' },
  ],
  closed_days: [],
  closable: true,
};

const closed: DayClose = {
  ...open,
  closable: false,
  closed_days: [
    {
      day: '2026-03-01',
      closed_at: '2026-03-02T14:00:00Z',
      closed_by: 'finance',
      recorded: figures,
      after_close: [
        {
          kind: 'refund',
          at: '2026-03-03T15:00:00Z',
          booked_on: '2026-03-03',
          order_id: 8,
          order_no: 'PC202603010008',
          amount: '-2.50',
        },
      ],
      after_close_net: '-2.50',
    },
  ],
};

function signIn(permissions: string[]) {
  sessionStore.signIn({
    token: 'tok',
    user: { id: 3, nickname: 'Fay', username: 'finance', isAdmin: false, roleName: 'Finance' },
    permissions,
    menus: [],
    network: { timeZone: 'America/Toronto', currency: 'CAD' },
  });
}

function render(permissions: string[]) {
  renderRoutes(
    [
      {
        path: '/money/close',
        element: (
          <PermissionProvider permissions={permissions}>
            <CloseRoute />
          </PermissionProvider>
        ),
      },
    ],
    '/money/close?from=2026-03-01',
  );
}

describe('the daily close screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('labels every figure, compares the orders with the Orders list, and closes the day after a confirmation', async () => {
    const permissions = ['money:close:view', 'money:close:close', 'money:order:list'];
    signIn(permissions);
    let answer = open;
    const closes: Request[] = [];
    fakeBackend({
      '/base/getDatadictionary/order_start_mode': () => ok([{ id: 2, name: 'RFID card' }]),
      '/Close/info': () => ok(answer),
      '/Close/close': (request) => {
        closes.push(request.clone());
        answer = closed;
        return ok(closed);
      },
      '/Order/lists': () => ok({ items: [], total: 3, total_capped: false }),
    });
    render(permissions);

    expect((await screen.findAllByText('CA$40.00')).length).toBeGreaterThan(0);
    expect(screen.getByText('Gare Centrale')).toBeTruthy();
    for (const label of [
      'Gross',
      'Refunds of these orders',
      'Net',
      'Refunds given',
      'Balance adjustments',
      'Top-ups',
    ]) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(await screen.findByText('Orders list: 3 orders for these days')).toBeTruthy();
    expect(screen.getByText('Agrees')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Close this day/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Confirm/ }));
    await waitFor(() => expect(closes).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(await closes[0]?.text()))).toMatchObject({
      'params[day]': '2026-03-01',
    });
    expect(await screen.findByText('After close')).toBeTruthy();
    expect(screen.getByText(/Refund of order PC202603010008, booked on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Close this day/ })).toBeNull();
  }, 30_000);

  it('lets an auditor read a day without closing it', async () => {
    const permissions = ['money:close:view', 'money:order:list'];
    signIn(permissions);
    fakeBackend({
      '/base/getDatadictionary/order_start_mode': () => ok([{ id: 2, name: 'RFID card' }]),
      '/Close/info': () => ok(open),
      '/Order/lists': () => ok({ items: [], total: 3, total_capped: false }),
    });
    render(permissions);
    expect(await screen.findByText('Orders list: 3 orders for these days')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Close this day/ })).toBeNull();
  }, 30_000);

  it('counts the Orders list by its totals where offered: a busy day is not capped at 10,000', async () => {
    const permissions = ['money:close:view', 'money:order:list'];
    signIn(permissions);
    sessionStore.setCapabilities(ALL_CAPABILITIES);
    fakeBackend({
      '/base/getDatadictionary/order_start_mode': () => ok([{ id: 2, name: 'RFID card' }]),
      '/Close/info': () => ok({ ...open, figures: { ...figures, orders: 36512 } }),
      '/Order/lists': () => ok({ items: [], total: 10000, total_capped: true }),
      '/Order/totals': () =>
        ok({
          orders: 36512,
          energy_kwh: 61.5,
          elect_fee: '25.00',
          service_fee: '12.00',
          park_fee: '3.00',
          gross: '40.00',
          refunded: '2.50',
          net: '37.50',
        }),
    });
    render(permissions);
    expect(await screen.findByText('Orders list: 36,512 orders for these days')).toBeTruthy();
    expect(screen.getByText('Agrees')).toBeTruthy();
  }, 30_000);
});
