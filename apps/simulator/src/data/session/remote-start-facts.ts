import type { AppDatabase } from '@pcharging/db';
import { statementsPerDatabase } from '../prepared';

/** The port a remote start asks for, with what decides whether its charger can start a session there. */
export interface StartPortFacts {
  id: number;
  chargerId: number;
  stationId: number;
  status: number;
  inoperative: number;
  chargerStatus: number;
  chargerAudit: number;
  stationStatus: number;
  minAmountCents: number;
  sessionId: number | null;
}

/** The driver a remote start is for: their account's status, balance and cards. */
export interface StartDriverFacts {
  id: number;
  status: number;
  balanceCents: number;
  activeCardId: number | null;
  activeCardNo: string | null;
  blockedCards: number;
}

export interface SessionLimit {
  limitWh: number | null;
  limitCents: number | null;
}

const statements = statementsPerDatabase((sqlite) => ({
  port: sqlite.prepare<[number], StartPortFacts>(
    `select p.id, p.pile_id as chargerId, p.station_id as stationId, p.status,
       (p.inoperative_since is not null) as inoperative, c.status as chargerStatus, c.audit_status as chargerAudit,
       s.status as stationStatus, s.min_amount_cents as minAmountCents,
       (select id from charging_sessions where port_id = p.id and status = 1) as sessionId
     from ports p join piles c on c.id = p.pile_id join stations s on s.id = p.station_id where p.id = ?`,
  ),
  driver: sqlite.prepare<[number], StartDriverFacts>(
    `select c.id, c.status, c.balance_cents as balanceCents,
       (select id from rfid_cards where customer_id = c.id and status = 1 order by id limit 1) as activeCardId,
       (select card_no from rfid_cards where customer_id = c.id and status = 1 order by id limit 1) as activeCardNo,
       (select count(*) from rfid_cards where customer_id = c.id and status = 0) as blockedCards
     from customers c where c.id = ?`,
  ),
  setLimit: sqlite.prepare<[number | null, number | null, number]>(
    'update charging_sessions set limit_wh = ?, limit_cents = ? where id = ?',
  ),
  limit: sqlite.prepare<[number], SessionLimit>(
    'select limit_wh as limitWh, limit_cents as limitCents from charging_sessions where id = ?',
  ),
}));

export const startPortFacts = (db: AppDatabase, portId: number) => statements(db).port.get(portId);
export const startDriverFacts = (db: AppDatabase, customerId: number) => statements(db).driver.get(customerId);
export function setSessionLimit(db: AppDatabase, sessionId: number, limit: SessionLimit): void {
  statements(db).setLimit.run(limit.limitWh, limit.limitCents, sessionId);
}
/** A session's remote-start limit; both null when it has none. */
export const sessionLimit = (db: AppDatabase, sessionId: number): SessionLimit =>
  statements(db).limit.get(sessionId) ?? { limitWh: null, limitCents: null };
