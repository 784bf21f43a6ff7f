import { JournalType } from '@pcharging/api-client/enums';
import { dayInZone } from '@pcharging/validation';
import { appendJournalEntry } from '../../data/journal/journal-writes';
import { copyOrder } from '../../data/order/order-writes';
import type { Domain } from '../domain';

/**
 * A paid order charged a second time at `paidAt`, as a faulty payment run would: a copy of the order, paid from the
 * customer's balance. Trainers set this up for an operator to find and refund.
 */
export function billOrderAgain(
  domain: Domain,
  order: { id: number; customerId: number; totalCents: number },
  paidAt: number,
): { id: number; orderNo: string } {
  return domain.db.transaction(() => {
    const copy = copyOrder(domain.db, order.id, paidAt, domain.timeZone);
    appendJournalEntry(domain.db, {
      customerId: order.customerId,
      type: JournalType.Payment,
      amountCents: -order.totalCents,
      orderId: copy.id,
      remark: copy.orderNo,
      at: paidAt,
      day: dayInZone(paidAt, domain.timeZone),
    });
    return copy;
  });
}
