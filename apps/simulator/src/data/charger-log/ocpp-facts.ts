import type { AppDatabase } from '@pcharging/db';
import { statementsPerDatabase } from '../prepared';

export interface ChargerIdentity {
  serial: string;
  vendor: string;
  model: string;
}

const statements = statementsPerDatabase((sqlite) => ({
  connector: sqlite.prepare<[number], number>('select connector_no from ports where id = ?').pluck(),
  identity: sqlite.prepare<[number], ChargerIdentity>(
    'select serial, manufacturer_name as vendor, model from piles where id = ?',
  ),
  cardNo: sqlite.prepare<[number], string>('select card_no from rfid_cards where id = ?').pluck(),
}));

/** The port's connector number on its charger, as OCPP counts them from 1. */
export const connectorOf = (db: AppDatabase, portId: number): number => statements(db).connector.get(portId) ?? 1;
export const chargerIdentity = (db: AppDatabase, chargerId: number): ChargerIdentity | undefined =>
  statements(db).identity.get(chargerId);
export const cardNumber = (db: AppDatabase, cardId: number): string | undefined => statements(db).cardNo.get(cardId);
