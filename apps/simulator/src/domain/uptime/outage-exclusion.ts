import { writeOutageExclusion } from '../../data/uptime/outage-writes';
import { notFound } from '../../lib/errors';
import { invalidField } from '../../lib/invalid-input';
import type { Domain } from '../domain';

export type ExclusionChoice =
  | 'none'
  | 'utility'
  | 'vehicle'
  | 'maintenance'
  | 'vandalism'
  | 'natural_disaster'
  | 'outside_hours';

/**
 * Marks an outage excluded from the uptime with a reason of 23 CFR 680.116(b)(3) and a note saying what shows it,
 * or (`none`) counts it again; its ports' figures change in the same transaction.
 */
export function setOutageExclusion(
  domain: Domain,
  id: number,
  change: { reason: ExclusionChoice; note: string; by: number },
): void {
  const note = change.note.trim();
  const excluded = change.reason !== 'none';
  if (excluded && note === '') throw invalidField(domain.locale, 'note', 'exclusionNoteMissing');
  const at = domain.clock.now();
  const written = domain.db.transaction(() =>
    writeOutageExclusion(domain.db, id, {
      reason: excluded ? change.reason : null,
      note: excluded ? note : '',
      by: excluded ? change.by : null,
      at: excluded ? at : null,
    }),
  );
  if (!written) throw notFound();
}
