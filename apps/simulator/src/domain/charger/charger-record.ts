import { found } from '../../lib/errors';
import { type ChargerRecord, findCharger } from '../../routes/charger/charger.repo';
import type { Domain } from '../domain';

export function chargerOrThrow(domain: Domain, id: number): ChargerRecord {
  return found(findCharger(domain.db, id));
}
