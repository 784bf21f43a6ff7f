import { exportTimeline, listTimeline, setPortAvailability, stopSession } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { readFirstSheet } from '../../lib/spreadsheet';
import { rejection } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['ops', 'auditor']);
const { ops, auditor } = suite.clients;
const PAGE = { page: 1, size: 50 };
const one = <T>(query: string, ...values: unknown[]) =>
  suite.harness.database.sqlite.prepare(query).get(...values) as T;

describe('listTimeline', () => {
  it("tells a port's story newest first: the stop with who and why, the session's end, the status change", async () => {
    const session = one<{ id: number; port_id: number; pile_id: number; station_id: number }>(
      `select s.id, s.port_id, s.pile_id, s.station_id from charging_sessions s join ports q on q.id = s.port_id
       join piles p on p.id = s.pile_id where s.status = 1 and q.status = 3 and p.status = 1 order by s.id limit 1`,
    );
    await stopSession(ops, { id: session.id, reason: 'Customer asked by phone' });
    suite.harness.passTime(60_000);
    await setPortAvailability(ops, { id: session.port_id, availability: 'inoperative', reason: 'Cable damaged' });

    const page = await listTimeline(auditor, { port_id: session.port_id }, PAGE);
    const times = page.items.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.items.every((entry) => entry.port_id === session.port_id)).toBe(true);
    const events = page.items.map((entry) => `${entry.event}:${entry.operation_id ?? ''}`);
    expect(events.slice(0, 4)).toEqual([
      'command:setPortAvailability',
      'status:',
      'command:stopSession',
      'session_ended:',
    ]);
    const [available, status, stop, ended] = page.items;
    expect(available).toMatchObject({ username: 'ops', reason: 'Cable damaged', result_code: '200' });
    expect(status).toMatchObject({ status_from: 1, status_to: 0 });
    expect(stop).toMatchObject({ username: 'ops', reason: 'Customer asked by phone', session_id: session.id });
    expect(ended).toMatchObject({ end_kind: 'remote', username: 'ops', reason: 'Customer asked by phone' });
    expect(ended?.order_no).toEqual(expect.any(String));
    expect(page.items.some((entry) => entry.event === 'session_started')).toBe(true);

    const onlyCommands = await listTimeline(auditor, { port_id: session.port_id, kind: 'command' }, PAGE);
    expect(onlyCommands.items.map((entry) => entry.operation_id)).toEqual(['setPortAvailability', 'stopSession']);
    const ofCharger = await listTimeline(auditor, { pile_id: session.pile_id }, PAGE);
    expect(ofCharger.total).toBeGreaterThanOrEqual(page.total);
    expect(ofCharger.items.every((entry) => entry.pile_id === session.pile_id)).toBe(true);
  });

  it("shows a station's alarms with who acknowledged and repaired them", async () => {
    const alarm = one<{ station_id: number }>('select station_id from alarms where status = 2 order by id limit 1');
    const page = await listTimeline(auditor, { station_id: alarm.station_id, kind: 'alarm' }, { page: 1, size: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.find((entry) => entry.event === 'alarm_repaired')).toMatchObject({
      username: 'ops',
      code: expect.any(String),
    });
  });

  it("exports a station's stream as a workbook in the reader's language, newest first", async () => {
    const station = one<{ id: number }>('select station_id as id from alarms where station_id is not null limit 1');
    const page = await listTimeline(auditor, { station_id: station.id }, { page: 1, size: 5 });
    const file = await exportTimeline(auditor, { station_id: station.id });
    expect(file.fileName).toMatch(/^timeline-\d{8}-\d{6}\.xlsx$/);
    const rows = readFirstSheet(new Uint8Array(await file.blob.arrayBuffer()));
    expect(rows[0]).toEqual([
      'Time (America/Toronto)',
      'Event',
      'Charger',
      'Port',
      'What happened',
      'Energy (kWh)',
      'Who',
      'Why',
      'Result',
    ]);
    expect(rows.length - 1).toBe(page.total);
    // Sheet times are the network's (Toronto: UTC-5 in January), as the heading says.
    const torontoWinter = new Date(Date.parse(page.items[0]?.at ?? '') - 5 * 3_600_000);
    expect(rows[1]?.[0]).toBe(torontoWinter.toISOString().replace('T', ' ').slice(0, 19));
    expect((await rejection(exportTimeline(auditor, {})))?.code).toBe(ErrorCode.InvalidInput);
  });

  it('needs a station, a charger or a port', async () => {
    expect((await rejection(listTimeline(auditor, {}, PAGE)))?.code).toBe(ErrorCode.InvalidInput);
  });
});
