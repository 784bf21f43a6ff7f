import { JournalType } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { dayInZone } from '@pcharging/validation';
import { appendJournalEntry, customerBalance } from '../../data/journal/journal-writes';
import { BusinessError, notFound } from '../../lib/errors';
import { moneyText } from '../../lib/money';
import type { Domain } from '../domain';
import { type Adjuster, type AdjustmentCeilings, withinCeilings } from './adjustment-ceilings';
import { positiveCents } from './refunds';

export interface BalanceAdjustment {
  customerId: number;
  direction: 'credit' | 'debit';
  /** Validated money, dollars. */
  amount: string;
  reason: string;
}

/**
 * The adjustment's journal entry, in the caller's transaction: a debit never overdraws (1009 names the balance);
 * `beforeWriting` runs once the customer and the balance are checked.
 */
export function writeAdjustmentEntry(
  domain: Domain,
  adjustment: { customerId: number; direction: 'credit' | 'debit'; cents: number; reason: string },
  beforeWriting: () => void = () => undefined,
): number {
  const balance = customerBalance(domain.db, adjustment.customerId);
  if (balance === undefined) throw notFound();
  if (adjustment.direction === 'debit' && adjustment.cents > balance) {
    throw new BusinessError(ErrorCode.InvalidState, 'balanceTooLow', {
      balance: moneyText(balance, domain.locale, domain.currency),
    });
  }
  beforeWriting();
  const at = domain.clock.now();
  return appendJournalEntry(domain.db, {
    customerId: adjustment.customerId,
    type: JournalType.Adjustment,
    amountCents: adjustment.direction === 'debit' ? -adjustment.cents : adjustment.cents,
    orderId: null,
    remark: adjustment.reason.trim(),
    at,
    day: dayInZone(at, domain.timeZone),
  });
}

/**
 * A correction by hand, credit or debit, as a journal entry of its own type; a debit never overdraws, and an
 * adjuster other than a super administrator stays within the ceilings for one adjustment and for the day (above
 * them, `requestAdjustment` asks a second person).
 */
export function adjustCustomerBalance(
  domain: Domain,
  adjustment: BalanceAdjustment,
  adjuster: Adjuster,
  ceilings: AdjustmentCeilings,
): number {
  const cents = positiveCents(domain, 'amount', adjustment.amount);
  return domain.db.transaction(() => {
    let counted = (): void => undefined;
    const id = writeAdjustmentEntry(domain, { ...adjustment, cents }, () => {
      counted = withinCeilings(domain, adjuster, cents, ceilings);
    });
    counted();
    return id;
  });
}
