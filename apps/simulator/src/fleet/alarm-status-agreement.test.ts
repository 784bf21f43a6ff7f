import { repairAlarm, restartPile } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { simulationOf } from '../app';
import { type Harness, signIn } from '../testing/harness';
import { harnessPerTest } from '../testing/per-test';

const MINUTE = 60_000;
const harness = harnessPerTest();

/**
 * What an operator would call a contradiction between the alarms and the statuses of the network's live chargers:
 * a port or charger in fault that no unrepaired alarm explains, a working port whose own fault alarm is still
 * unrepaired, and an online charger whose lost-connection alarm (E310) is. A charger-level warning may stand on a
 * charger that still works. A port of a silent charger keeps its last known status, so only talking
 * chargers' ports are held to the first rule.
 */
const CONTRADICTIONS = `
  with live as (
    select p.id, p.status, p.station_id from piles p join stations s on s.id = p.station_id
    where p.audit_status = 3 and s.status = 3
  ), unrepaired as (select pile_id, port_id, code from alarms where status != 2)
  select 'port ' || port.id || ' faulted, no unrepaired alarm' as what from ports port join live on live.id = port.pile_id
    where port.status = 5 and live.status in (1, 2)
      and not exists (select 1 from unrepaired a where a.port_id = port.id
        or (a.pile_id = port.pile_id and a.port_id is null))
  union all
  select 'charger ' || live.id || ' in fault, no unrepaired alarm' from live where live.status = 2
    and not exists (select 1 from unrepaired a where a.pile_id = live.id)
  union all
  select 'port ' || port.id || ' in service (' || port.status || ') with unrepaired ' || a.code
    from ports port join live on live.id = port.pile_id join unrepaired a on a.port_id = port.id
    where port.status in (1, 2, 3, 4)
  union all
  select 'charger ' || live.id || ' online with unrepaired ' || a.code
    from live join unrepaired a on a.pile_id = live.id and a.port_id is null and a.code = 'E310' where live.status = 1`;

function contradictions(h: Harness): string[] {
  const rows = h.database.sqlite.prepare(CONTRADICTIONS).all() as Array<{ what: string }>;
  return rows.map((row) => row.what);
}

function oldestUnrepairedAlarm(h: Harness): { id: number; pile_id: number; pile_status: number } | undefined {
  return h.database.sqlite
    .prepare(
      `select a.id, a.pile_id, p.status as pile_status from alarms a join piles p on p.id = a.pile_id
       join stations s on s.id = p.station_id
       where a.status != 2 and p.audit_status = 3 and s.status = 3 order by a.raised_at limit 1`,
    )
    .get() as { id: number; pile_id: number; pile_status: number } | undefined;
}

describe('alarms and statuses', () => {
  it('never contradict each other over a simulated day in which an operator repairs an alarm every half hour', async () => {
    const h = await harness();
    const { engine } = simulationOf(h.app);
    const found: string[] = [];
    let repairs = 0;
    for (let minute = 1; minute <= 24 * 60; minute += 1) {
      engine.step(MINUTE);
      if (minute % 30 === 0) {
        const alarm = oldestUnrepairedAlarm(h);
        if (alarm) {
          // A day outlasts a session token: the operator signs in for each repair.
          const { client } = await signIn(h, 'ops');
          await repairAlarm(client, { id: alarm.id, note: 'Fixed on site' });
          repairs += 1;
          // Every other repair is followed by the restart the repair dialog offers, where the charger can take it.
          if (repairs % 2 === 0 && (alarm.pile_status === 1 || alarm.pile_status === 2))
            await restartPile(client, { id: alarm.pile_id });
        }
      }
      for (const what of contradictions(h)) found.push(`minute ${minute}: ${what}`);
      if (found.length > 20) break;
    }
    expect(found).toEqual([]);
    expect(repairs).toBeGreaterThan(20);
  }, 120_000);
});
