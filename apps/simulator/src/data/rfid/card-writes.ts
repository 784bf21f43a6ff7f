import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';

const { rfidCards } = tables;

export interface NewCard {
  cardNo: string;
  stationId: number | null;
  customerId: number | null;
  boundAt: number | null;
}

export function insertCard(db: AppDatabase, card: NewCard, now: number): number {
  const [row] = db
    .insert(rfidCards)
    .values({ ...card, createdAt: now, updatedAt: now })
    .returning({ id: rfidCards.id })
    .all();
  if (!row) throw new Error('card insert returned nothing');
  return row.id;
}

/** Binds a card to a customer since `at`, or frees it (null). */
export function setCardHolder(db: AppDatabase, id: number, customerId: number | null, at: number): void {
  db.update(rfidCards)
    .set({ customerId, boundAt: customerId === null ? null : at, updatedAt: at })
    .where(eq(rfidCards.id, id))
    .run();
}
