import { ErrorCode } from '@pcharging/api-client/wire';
import { dayInZone } from '@pcharging/validation';
import { isDayClosed, lastRecords } from '../../data/close/close-queries';
import { insertDayClose } from '../../data/close/close-writes';
import { BusinessError } from '../../lib/errors';
import type { Domain } from '../domain';
import { currentFigures } from './close-figures';

/** Whether a day can be closed now: it has ended in the network's zone and was not closed yet. */
export const dayHasEnded = (domain: Domain, day: string): boolean =>
  day < dayInZone(domain.clock.now(), domain.timeZone);

/**
 * Closes a network day: its figures as they stand, with who and when, written once and never again. Later refunds
 * of its orders and orders of it paid later are booked on their own day and shown against it as "after close".
 */
export function closeDay(domain: Domain, day: string, closedBy: number): void {
  if (!dayHasEnded(domain, day)) throw new BusinessError(ErrorCode.InvalidState, 'dayNotOver');
  domain.db.transaction(() => {
    if (isDayClosed(domain.db, day)) throw new BusinessError(ErrorCode.Conflict, 'dayClosedAlready');
    const { figures, breakdown } = currentFigures(domain.db, { from: day, to: day }, domain.timeZone);
    const written = insertDayClose(domain.db, {
      day,
      closedAt: domain.clock.now(),
      closedBy,
      ...lastRecords(domain.db),
      ...figures,
      breakdown: JSON.stringify(breakdown),
    });
    if (!written) throw new BusinessError(ErrorCode.Conflict, 'dayClosedAlready');
  });
}
