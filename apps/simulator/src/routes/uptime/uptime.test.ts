import * as XLSX from '@e965/xlsx';
import {
  excludePortOutage,
  exportPortUptime,
  listPortOutages,
  listPortUptime,
  stopSession,
} from '@pcharging/api-client';
import { ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { setChargerStatus, setPortStatus } from '../../domain/charger/charger-status';
import { rejection } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['ops', 'finance', 'auditor', 'support']);
const { ops, finance, auditor, support } = suite.clients;
const HOUR = 3_600_000;
const MINUTE = 60_000;
// The harness's clock stands at 2026-01-15 09:00 UTC; the network is in Toronto (UTC−5 all winter).
const NEW_YEAR = Date.parse('2026-01-01T05:00:00Z');

interface Place {
  portId: number;
  chargerId: number;
  stationId: number;
  createdAt: number;
}

/**
 * A port of an online charger at a station in operation, each call at another charger, with its charger's seeded outages
 * cleared: the test's history is then the port's whole history.
 */
function quietPort(): Place {
  const { sqlite } = suite.harness.database;
  const place = sqlite
    .prepare(
      `select p.id as portId, p.pile_id as chargerId, p.station_id as stationId, p.created_at as createdAt
       from ports p join piles c on c.id = p.pile_id join stations s on s.id = p.station_id
       where s.status = 3 and c.audit_status = 3 and c.status = 1 and p.status = 1 and p.pile_id > ?
         and not exists (select 1 from charging_sessions x where x.pile_id = p.pile_id and x.status = 1)
       order by p.pile_id, p.id limit 1`,
    )
    .get(lastCharger) as Place;
  lastCharger = place.chargerId;
  sqlite.prepare('delete from port_outages where pile_id = ?').run(place.chargerId);
  sqlite
    .prepare('delete from port_outage_days where port_id in (select id from ports where pile_id = ?)')
    .run(place.chargerId);
  return place;
}
let lastCharger = 0;

/** Plays a status history through the domain, as the engine writes it. */
function history(place: Place, steps: ReadonlyArray<{ at: number; charger?: number; port?: number }>) {
  const domain = suite.harness.domain();
  let chargerStatus: number = ChargerStatus.Online;
  let portStatus: number = PortStatus.Available;
  for (const step of steps) {
    if (step.charger !== undefined) {
      const charger = { id: place.chargerId, stationId: place.stationId, status: chargerStatus };
      setChargerStatus(domain, charger, { to: step.charger, at: step.at, restartUntil: null });
      chargerStatus = step.charger;
    }
    if (step.port !== undefined) {
      const port = { id: place.portId, chargerId: place.chargerId, stationId: place.stationId, status: portStatus };
      setPortStatus(domain, port, { to: step.port, at: step.at, powerKw: 0 });
      portStatus = step.port;
    }
  }
}

async function uptimeOf(place: Place) {
  const page = await listPortUptime(auditor, { station_id: place.stationId }, { page: 1, size: 100 });
  const row = page.items.find((item) => item.port_id === place.portId);
  if (!row) throw new Error(`port ${place.portId} is not in its station's report`);
  return { page, row };
}

describe('port uptime (23 CFR 680.116(b))', () => {
  it("shows the demo seed's few ports below 97 %, worst first: the week-long fault and the charger three days offline", async () => {
    const page = await listPortUptime(auditor, {}, { page: 1, size: 10 });
    expect(page).toMatchObject({ target: 97, from: '2025-01-16', to: '2026-01-15', time_zone: 'America/Toronto' });
    expect(page.below_target).toBeGreaterThanOrEqual(3);
    expect(page.below_target).toBeLessThan(10);
    const below = page.items.filter((item) => item.year.uptime < 97);
    expect(below).toHaveLength(page.below_target);
    const causes = async (portId: number) =>
      (await listPortOutages(auditor, { port_id: portId }, { page: 1, size: 100 })).items;
    const worst = await causes(below[0]?.port_id ?? 0);
    expect(worst.some((outage) => outage.cause === 'port_fault' && outage.minutes > 7 * 1440)).toBe(true);
    const offline = await causes(below[1]?.port_id ?? 0);
    expect(offline.some((outage) => outage.cause === 'charger_offline' && outage.minutes > 3 * 1440)).toBe(true);
  });

  it('equals the hand computation for an outage across New Year, one overlapping a charger outage, and excluded ones', async () => {
    const place = quietPort();
    history(place, [
      // A port fault across midnight of New Year: 3 h in December, 2 h in January…
      { at: NEW_YEAR - 3 * HOUR, port: PortStatus.Faulted },
      // …overlapped by 3 h of its charger offline: the shared hour counts once (7 h down in all).
      { at: NEW_YEAR + 1 * HOUR, charger: ChargerStatus.Offline },
      { at: NEW_YEAR + 2 * HOUR, port: PortStatus.Available },
      { at: NEW_YEAR + 4 * HOUR, charger: ChargerStatus.Online },
      // 2 h out of service, to be excluded as scheduled maintenance.
      { at: NEW_YEAR + 24 * HOUR, port: PortStatus.Unavailable },
      { at: NEW_YEAR + 26 * HOUR, port: PortStatus.Available },
      // A charger fault (1 h, to be excluded as a utility outage) with a port fault inside and after it (1.5 h):
      // down 2 h, of which only the 30 minutes before the port fault are excused.
      { at: NEW_YEAR + 48 * HOUR, charger: ChargerStatus.Fault },
      { at: NEW_YEAR + 48 * HOUR + 30 * MINUTE, port: PortStatus.Faulted },
      { at: NEW_YEAR + 49 * HOUR, charger: ChargerStatus.Online },
      { at: NEW_YEAR + 50 * HOUR, port: PortStatus.Available },
    ]);
    const outages = await listPortOutages(auditor, { port_id: place.portId }, { page: 1, size: 20 });
    expect(outages.items.map((outage) => [outage.cause, outage.minutes])).toEqual([
      ['port_fault', 90],
      ['charger_fault', 60],
      ['out_of_service', 120],
      ['charger_offline', 180],
      ['port_fault', 300],
    ]);
    const [, chargerFault, outOfService] = outages.items;
    await excludePortOutage(ops, { id: outOfService?.id ?? 0, reason: 'maintenance', note: 'Annual inspection' });
    const excluded = await excludePortOutage(ops, {
      id: chargerFault?.id ?? 0,
      reason: 'utility',
      note: 'Hydro ticket 2026-0103',
    });
    expect(excluded).toMatchObject({ excluded_reason: 'utility', excluded_by: 'ops', port_id: null });

    const { row } = await uptimeOf(place);
    // The seeded port was commissioned inside the year: it is judged from then to the end of January 15th.
    const periodMinutes = (Date.parse('2026-01-16T05:00:00Z') - place.createdAt) / MINUTE;
    expect(periodMinutes).toBeLessThan(525_600);
    // T_outage = 420 + 120 + 120 = 660; T_excluded = 120 + 30 = 150.
    expect(row.year).toEqual({
      period_minutes: periodMinutes,
      t_outage: 660,
      t_excluded: 150,
      uptime: Math.round(((periodMinutes - 510) / periodMinutes) * 100_000) / 1000,
    });
    const month = (name: string) => row.months.find((entry) => entry.month === name);
    // December, whole: (44,640 − 180) / 44,640.
    expect(month('2025-12')).toEqual({
      month: '2025-12',
      period_minutes: 31 * 1440,
      t_outage: 180,
      t_excluded: 0,
      uptime: 99.597,
    });
    // January up to the 15th: (21,600 − (480 − 150)) / 21,600.
    expect(month('2026-01')).toEqual({
      month: '2026-01',
      period_minutes: 15 * 1440,
      t_outage: 480,
      t_excluded: 150,
      uptime: 98.472,
    });
    // No month before the port existed.
    expect(row.months[0]?.month).toBe(new Date(place.createdAt).toISOString().slice(0, 7));

    const alone = await listPortUptime(auditor, { port_id: place.portId }, { page: 1, size: 20 });
    expect(alone).toMatchObject({ total: 1, below_target: 0, items: [{ port_id: place.portId, year: row.year }] });

    await excludePortOutage(ops, { id: chargerFault?.id ?? 0, reason: 'none' });
    expect((await uptimeOf(place)).row.year).toMatchObject({ t_outage: 660, t_excluded: 120 });
  });

  it('counts an outage still open up to now, and the worst port comes first', async () => {
    const place = quietPort();
    history(place, [{ at: Date.parse('2026-01-14T09:00:00Z'), charger: ChargerStatus.Offline }]);
    const { row, page } = await uptimeOf(place);
    expect(row.year).toMatchObject({ t_outage: 24 * 60, t_excluded: 0 });
    const uptimes = page.items.map((item) => item.year.uptime);
    expect(uptimes).toEqual([...uptimes].sort((a, b) => a - b));
    suite.harness.passTime(HOUR);
    expect((await uptimeOf(place)).row.year.t_outage).toBe(25 * 60);
    history(place, [{ at: suite.harness.clock.now(), charger: ChargerStatus.Online }]);
    // Ended, the outage is read from the days it was summed into: the same 25 hours.
    expect((await uptimeOf(place)).row.year.t_outage).toBe(25 * 60);
  });

  it('counts a stuck session as down from the suspect delay after its energy stopped to its stop', async () => {
    const stuck = suite.harness.database.sqlite
      .prepare(
        `select s.id, s.port_id as portId, s.stalled_since as stalledSince from charging_sessions s
         join piles c on c.id = s.pile_id where s.status = 1 and s.stalled_since is not null and c.status = 1
         order by s.id limit 1`,
      )
      .get() as { id: number; portId: number; stalledSince: number };
    await stopSession(ops, { id: stuck.id, reason: 'Stuck: no energy for an hour' });
    const outages = await listPortOutages(auditor, { port_id: stuck.portId }, { page: 1, size: 20 });
    const suspectDelay = suite.harness.config.suspectMinutes * MINUTE;
    expect(outages.items.find((outage) => outage.cause === 'stuck_session')).toMatchObject({
      started_at: new Date(stuck.stalledSince + suspectDelay).toISOString(),
      ended_at: new Date(suite.harness.clock.now()).toISOString(),
    });
  });

  it('lets finance and auditors read the report but only operations exclude an outage', async () => {
    const place = quietPort();
    history(place, [
      { at: NEW_YEAR, port: PortStatus.Faulted },
      { at: NEW_YEAR + HOUR, port: PortStatus.Available },
    ]);
    const [outage] = (await listPortOutages(finance, { port_id: place.portId }, { page: 1, size: 5 })).items;
    const refused = await rejection(
      excludePortOutage(auditor, { id: outage?.id ?? 0, reason: 'vandalism', note: 'x' }),
    );
    expect(refused?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(listPortUptime(support, {}, { page: 1, size: 5 })))?.code).toBe(ErrorCode.Forbidden);
    const noNote = await rejection(excludePortOutage(ops, { id: outage?.id ?? 0, reason: 'vandalism', note: ' ' }));
    expect(noNote?.code).toBe(ErrorCode.InvalidInput);
  });

  it('exports the quarter with the formula, uptime by month, outages and sessions, one sheet each', async () => {
    const place = quietPort();
    history(place, [
      { at: NEW_YEAR + 10 * HOUR, port: PortStatus.Faulted },
      { at: NEW_YEAR + 12 * HOUR, port: PortStatus.Available },
    ]);
    const file = await exportPortUptime(finance, {});
    expect(file.fileName).toBe('uptime-2026-Q1.xlsx');
    const book = XLSX.read(new Uint8Array(await file.blob.arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['About', 'Uptime', 'Outages', 'Sessions']);
    const rows = (name: string) =>
      XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name] ?? {}, { header: 1, raw: true, defval: '' });
    const about = rows('About').flat().join(' ');
    expect(about).toContain('uptime = (525,600 − (T_outage − T_excluded)) / 525,600 × 100');
    expect(about).toContain('2026-Q1: 2026-01-01 00:00:00 – 2026-01-16 00:00:00');
    expect(about).toContain('America/Toronto');
    const code = (
      suite.harness.database.sqlite.prepare('select code from ports where id = ?').get(place.portId) as {
        code: string;
      }
    ).code;
    const [uptimeHeader, ...uptimeRows] = rows('Uptime');
    expect(uptimeHeader?.slice(5)).toEqual([
      '2026-01 T_outage (min)',
      '2026-01 T_excluded (min)',
      '2026-01 uptime (%)',
      'Rolling year T_outage (min)',
      'Rolling year T_excluded (min)',
      'Rolling year uptime (%)',
    ]);
    // January to the 15th: (21,600 − 120) / 21,600.
    expect(uptimeRows.find((row) => row[3] === code)?.slice(5, 8)).toEqual([120, 0, 99.444]);
    const outage = rows('Outages').find((row) => row[3] === code);
    expect(outage?.slice(5, 10)).toEqual(['Port fault', '2026-01-01 10:00:00', '2026-01-01 12:00:00', 120, 'No']);
    const [sessionHeader, ...sessions] = rows('Sessions');
    expect(sessionHeader?.slice(5)).toEqual([
      'Started (America/Toronto)',
      'Ended (America/Toronto)',
      'Successful',
      'Error code',
      'Energy (kWh)',
      'Peak power (kW)',
      'Payment method',
    ]);
    expect(sessions.some((row) => row[7] === 'No' && typeof row[8] === 'string' && row[8] !== '')).toBe(true);
    expect(sessions.some((row) => row[7] === 'Yes' && typeof row[10] === 'number' && row[10] > 0)).toBe(true);
  });
});
