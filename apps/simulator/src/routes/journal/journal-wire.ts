import type { components } from '@pcharging/api-client';
import type { JournalRecord } from '../../data/journal/journal-sql';
import { iso } from '../../lib/iso-time';
import { centsToMoney } from '../../lib/money';

export function journalRow(record: JournalRecord): components['schemas']['JournalRow'] {
  return {
    id: record.id,
    entry_no: record.entryNo,
    type: record.type,
    customer_id: record.customerId,
    account: record.account,
    amount: centsToMoney(record.amountCents),
    balance_after: centsToMoney(record.balanceAfterCents),
    order_id: record.orderId,
    order_no: record.orderNo,
    remark: record.remark,
    created_at: iso(record.createdAt),
  };
}
