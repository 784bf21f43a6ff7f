import {
  approveAdjustmentRequest,
  getCustomer,
  listAdjustmentRequests,
  rejectAdjustmentRequest,
  requestBalanceAdjustment,
} from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { moneyToCents } from '../../lib/money';
import { rejection } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['finance', 'admin', 'auditor']);
const finance = suite.client('finance');
const admin = suite.client('admin');

const customer = () =>
  suite.harness.database.sqlite
    .prepare('select id, balance_cents as balance from customers where balance_cents > 1000 order by id limit 1')
    .get() as { id: number; balance: number };
const balanceOf = async (id: number) => moneyToCents((await getCustomer(admin, { id })).balance);

describe('adjustments above a ceiling', () => {
  it('wait in a list until a second person approves: only then does the balance move', async () => {
    const { id, balance } = customer();
    const request = await requestBalanceAdjustment(finance, {
      customer_id: id,
      direction: 'credit',
      amount: '2500.00',
      reason: 'Fleet contract settlement',
    });
    expect(request).toMatchObject({ status: 'waiting', amount: '2500.00', requested_by: 'finance', entry_no: null });
    expect(await balanceOf(id)).toBe(balance);
    const waiting = await listAdjustmentRequests(admin, { status: 'waiting' }, { page: 1, size: 20 });
    expect(waiting.items.map((item) => item.id)).toContain(request.id);

    const approved = await approveAdjustmentRequest(admin, { id: request.id });
    expect(approved).toMatchObject({ status: 'approved', decided_by: 'admin' });
    expect(approved.entry_no).toMatch(/^J/);
    expect(await balanceOf(id)).toBe(balance + 250_000);
    const again = await rejection(approveAdjustmentRequest(admin, { id: request.id }));
    expect(again?.code).toBe(ErrorCode.InvalidState);
    expect(await balanceOf(id)).toBe(balance + 250_000);
  });

  it('are never approved by their requester, and a rejection moves nothing', async () => {
    const { id, balance } = customer();
    const own = await requestBalanceAdjustment(admin, {
      customer_id: id,
      direction: 'debit',
      amount: '1.00',
      reason: 'Asked by the super administrator',
    });
    const self = await rejection(approveAdjustmentRequest(admin, { id: own.id }));
    expect([self?.code, self?.serverMessage]).toEqual([
      ErrorCode.InvalidState,
      'Someone other than the requester must approve or reject it',
    ]);
    const request = await requestBalanceAdjustment(finance, {
      customer_id: id,
      direction: 'debit',
      amount: '3.00',
      reason: 'Disputed top-up',
    });
    expect(await rejectAdjustmentRequest(admin, { id: request.id })).toMatchObject({
      status: 'rejected',
      decided_by: 'admin',
      entry_no: null,
    });
    expect(await balanceOf(id)).toBe(balance);
  });

  it('are listed and decided only by holders of money:adjust:approve (finance and the super administrator)', async () => {
    const auditor = suite.client('auditor');
    expect((await rejection(listAdjustmentRequests(auditor, {}, { page: 1, size: 20 })))?.code).toBe(
      ErrorCode.Forbidden,
    );
    expect((await rejection(approveAdjustmentRequest(auditor, { id: 1 })))?.code).toBe(ErrorCode.Forbidden);
    expect((await listAdjustmentRequests(finance, {}, { page: 1, size: 20 })).total).toBeGreaterThan(0);
  });
});
