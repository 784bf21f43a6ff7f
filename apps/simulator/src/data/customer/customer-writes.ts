import type { AccountStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';

const { customers } = tables;

export interface NewCustomer {
  account: string;
  name: string;
  email: string;
  phone: string;
  /** Whether the customer agreed to the account: 0 while an account opened for them waits for it. */
  consent: number;
}

export function insertCustomer(db: AppDatabase, customer: NewCustomer, now: number): number {
  const [row] = db
    .insert(customers)
    .values({ ...customer, createdAt: now, updatedAt: now })
    .returning({ id: customers.id })
    .all();
  if (!row) throw new Error('customer insert returned nothing');
  return row.id;
}

export function setCustomerStatus(db: AppDatabase, id: number, status: AccountStatus, now: number): void {
  db.update(customers).set({ status, updatedAt: now }).where(eq(customers.id, id)).run();
}
