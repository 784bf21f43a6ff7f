import { ErrorCode } from '@pcharging/api-client/wire';
import type { AppDatabase } from '@pcharging/db';
import { dayBoundsInZone, dayInZone, WILDCARD_PERMISSION } from '@pcharging/validation';
import { adjustedCentsBy } from '../../data/system/operation-log-queries';
import { BusinessError } from '../../lib/errors';
import { moneyText } from '../../lib/money';
import type { Domain } from '../domain';

/** Who adjusts: the ceilings hold for every role but the super administrator's. */
export interface Adjuster {
  userId: number;
  permissions: readonly string[];
}

export interface AdjustmentCeilings {
  eachCents: number;
  dailyCents: number;
}

// Today's total per person: read once from the operation log (which survives a restart), then kept here and moved
// in the same synchronous step as the journal entry, so two adjustments sent at once cannot both pass.
const todays = new WeakMap<AppDatabase, Map<number, { day: string; cents: number }>>();

function adjustedToday(domain: Domain, userId: number, day: string): { day: string; cents: number } {
  const byUser = todays.get(domain.db) ?? new Map<number, { day: string; cents: number }>();
  todays.set(domain.db, byUser);
  let today = byUser.get(userId);
  if (today?.day !== day) {
    const { from, to } = dayBoundsInZone(day, domain.timeZone);
    today = { day, cents: adjustedCentsBy(domain.db, userId, from, to) };
    byUser.set(userId, today);
  }
  return today;
}

/**
 * Refuses (1009) an adjustment above the adjuster's ceiling for one adjustment or for the day; returns the way to
 * count it once it is written. A super administrator has no ceiling: above one, it is theirs to make.
 */
export function withinCeilings(
  domain: Domain,
  adjuster: Adjuster,
  cents: number,
  ceilings: AdjustmentCeilings,
): () => void {
  if (adjuster.permissions.includes(WILDCARD_PERMISSION)) return () => undefined;
  const money = (amount: number) => moneyText(amount, domain.locale, domain.currency);
  if (cents > ceilings.eachCents) {
    throw new BusinessError(ErrorCode.InvalidState, 'adjustmentAboveCeiling', { limit: money(ceilings.eachCents) });
  }
  const today = adjustedToday(domain, adjuster.userId, dayInZone(domain.clock.now(), domain.timeZone));
  if (today.cents + cents > ceilings.dailyCents) {
    throw new BusinessError(ErrorCode.InvalidState, 'adjustmentAboveDailyCeiling', {
      limit: money(ceilings.dailyCents),
      done: money(today.cents),
    });
  }
  return () => {
    today.cents += cents;
  };
}
