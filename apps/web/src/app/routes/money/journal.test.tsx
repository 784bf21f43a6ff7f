import type { JournalRow } from '@pcharging/api-client';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from '../../../components/permission/permission-provider';
import { sessionStore } from '../../../lib/session-store';
import { fakeBackend, ok } from '../../../testing/fake-backend';
import { renderRoutes } from '../../../testing/render';
import { JournalRoute } from './journal.screen';

const refund: JournalRow = {
  id: 5,
  entry_no: 'J202603020007',
  type: 3,
  customer_id: 9,
  account: 'ada@example.com',
  amount: '-4.20',
  balance_after: '33.30',
  order_id: null,
  order_no: null,
  remark: 'Refund of an unused top-up',
  created_at: '2026-03-02T09:00:00Z',
};

describe('journal screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('lists the entries of the linked filters, without export for a user who may not export', async () => {
    sessionStore.signIn({
      token: 'tok',
      user: { id: 3, nickname: 'Fay', username: 'finance', isAdmin: false, roleName: 'Finance' },
      permissions: ['money:journal:list'],
      menus: [],
      network: { timeZone: 'America/Vancouver', currency: 'CAD' },
    });
    const bodies: Request[] = [];
    fakeBackend({
      '/base/getDatadictionary/journal_type': () => ok([{ id: 3, name: 'Refund', color: 'warning' }]),
      '/Journal/lists': (request) => {
        bodies.push(request.clone());
        return ok({ items: [refund], total: 1, total_capped: false });
      },
    });
    renderRoutes(
      [
        {
          path: '/money/journal',
          element: (
            <PermissionProvider permissions={['money:journal:list']}>
              <JournalRoute />
            </PermissionProvider>
          ),
        },
      ],
      '/money/journal?type=3&created_from=2026-03-01&size=50',
    );

    expect(await screen.findByText('J202603020007')).toBeTruthy();
    expect(screen.getByText('-CA$4.20')).toBeTruthy();
    expect(screen.getByText('Total: 1')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Refund')).toHaveLength(2));
    const sent = Object.fromEntries(new URLSearchParams(await bodies[0]?.text()));
    expect(sent).toMatchObject({ 'params[type]': '3', 'pageinfo[perpage]': '50' });
    // The first day of the filter starts at midnight in Vancouver, whatever zone this browser is in.
    expect(sent['params[created_from]']).toBe('2026-03-01T08:00:00.000Z');
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  }, 30_000);
});
