import { type AppDatabase, tables } from '@pcharging/db';
import { insertRow, updateRow } from '../rows-by-id';

const { rfidCards } = tables;

export interface NewCard {
  cardNo: string;
  stationId: number | null;
  customerId: number | null;
  boundAt: number | null;
}

export function insertCard(db: AppDatabase, card: NewCard, now: number): number {
  return insertRow(db, rfidCards, { ...card, createdAt: now, updatedAt: now });
}

/** Binds a card to a customer since `at`, or frees it (null). */
export function setCardHolder(db: AppDatabase, id: number, customerId: number | null, at: number): void {
  updateRow(db, rfidCards, id, { customerId, boundAt: customerId === null ? null : at, updatedAt: at });
}
