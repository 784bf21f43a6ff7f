import { AlarmStatus } from '@pcharging/api-client/enums';
import type { AppDatabase } from '@pcharging/db';
import { statementsPerDatabase } from '../prepared';

/** An alarm still to repair, where it stands: on a port, or on the charger itself (no port). */
export interface UnrepairedAlarm {
  id: number;
  chargerId: number;
  portId: number | null;
  code: string;
}

const columns = 'select id, pile_id as chargerId, port_id as portId, code from alarms';
const statements = statementsPerDatabase((sqlite) => ({
  ofCharger: sqlite.prepare<[number], UnrepairedAlarm>(
    `${columns} where pile_id = ? and status != ${AlarmStatus.Repaired} order by raised_at`,
  ),
  all: sqlite.prepare<[], UnrepairedAlarm>(
    `${columns} where pile_id is not null and status != ${AlarmStatus.Repaired} order by raised_at`,
  ),
}));

export const unrepairedAlarmsOfCharger = (db: AppDatabase, chargerId: number) =>
  statements(db).ofCharger.all(chargerId);
export const unrepairedAlarms = (db: AppDatabase) => statements(db).all.all();
