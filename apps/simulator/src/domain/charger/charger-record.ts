import { type ChargerRecord, findCharger } from '../../data/charger/charger-queries';
import { found } from '../../lib/errors';
import type { Domain } from '../domain';

export function chargerOrThrow(domain: Domain, id: number): ChargerRecord {
  return found(findCharger(domain.db, id));
}
