import type { AccountStatus } from '@pcharging/api-client/enums';
import { findCustomer } from '../../data/customer/customer-queries';
import { setCustomerStatus as writeCustomerStatus } from '../../data/customer/customer-writes';
import { notFound } from '../../lib/errors';
import type { Domain } from '../domain';

/** A customer's account is enabled, or disabled (it then starts no session). */
export function setCustomerStatus(domain: Domain, id: number, status: AccountStatus): void {
  if (!findCustomer(domain.db, id)) throw notFound();
  writeCustomerStatus(domain.db, id, status, domain.clock.now());
}
