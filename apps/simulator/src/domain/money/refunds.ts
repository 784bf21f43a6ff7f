import { JournalType, OrderStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { dayInZone } from '@pcharging/validation';
import { appendJournalEntry } from '../../data/journal/journal-writes';
import { orderToRefund } from '../../data/order/order-queries';
import { addRefund } from '../../data/order/order-writes';
import { BusinessError, notFound } from '../../lib/errors';
import { invalidField } from '../../lib/invalid-input';
import { moneyText, moneyToCents } from '../../lib/money';
import type { Domain } from '../domain';

export interface RefundRequest {
  orderId: number;
  /** Validated money, dollars. */
  amount: string;
  reason: string;
}

/** Cents a person asked to move: more than zero, or the field is refused. */
export function positiveCents(domain: Domain, field: string, amount: string): number {
  const cents = moneyToCents(amount);
  if (cents <= 0) throw invalidField(domain.locale, field, 'amountNotPositive');
  return cents;
}

/**
 * Gives part or all of a paid order back to its customer's balance. The check of what is left to refund and the
 * write are one transaction, so two refunds sent at once can never add up to more than was paid.
 */
export function refundOrder(domain: Domain, request: RefundRequest): void {
  const cents = positiveCents(domain, 'amount', request.amount);
  const at = domain.clock.now();
  domain.db.transaction(() => {
    const order = orderToRefund(domain.db, request.orderId);
    if (!order) throw notFound();
    if (order.status !== OrderStatus.Paid) throw new BusinessError(ErrorCode.InvalidState, 'orderNotPaid');
    const refundable = order.totalCents - order.refundedCents;
    if (cents > refundable) {
      throw invalidField(domain.locale, 'amount', 'refundTooLarge', {
        amount: moneyText(refundable, domain.locale, domain.currency),
      });
    }
    if (!addRefund(domain.db, request.orderId, { refundedBefore: order.refundedCents, cents })) {
      throw new Error(`order ${request.orderId} changed under its refund`);
    }
    appendJournalEntry(domain.db, {
      customerId: order.customerId,
      type: JournalType.Refund,
      amountCents: cents,
      orderId: request.orderId,
      remark: request.reason.trim(),
      at,
      day: dayInZone(at, domain.timeZone),
    });
  });
}
