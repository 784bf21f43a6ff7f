import type { AccountStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { insertRow, updateRow } from '../rows-by-id';

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
  return insertRow(db, customers, { ...customer, createdAt: now, updatedAt: now });
}

export function setCustomerStatus(db: AppDatabase, id: number, status: AccountStatus, now: number): void {
  updateRow(db, customers, id, { status, updatedAt: now });
}
