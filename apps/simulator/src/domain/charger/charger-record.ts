import { notFound } from '../../lib/errors';
import { type ChargerRecord, findCharger } from '../../routes/charger/charger.repo';
import type { Domain } from '../domain';

export function chargerOrThrow(domain: Domain, id: number): ChargerRecord {
  const record = findCharger(domain.db, id);
  if (!record) throw notFound();
  return record;
}
