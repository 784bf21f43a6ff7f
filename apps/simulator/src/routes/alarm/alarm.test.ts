import { acknowledgeAlarm, countOpenAlarms, getAlarm, listAlarms, repairAlarm } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['ops', 'support', 'auditor', 'finance']);
const { ops, support, auditor, finance } = suite.clients;

const HOUR = 3600 * 1000;
const count = (where: string, ...values: unknown[]) =>
  (
    suite.harness.database.sqlite.prepare(`select count(*) as n from alarms where ${where}`).get(...values) as {
      n: number;
    }
  ).n;
/** An alarm in a given status, raised by a charger, for tests that change it. */
const alarmIn = (status: number, skip = 0) =>
  (
    suite.harness.database.sqlite
      .prepare('select id from alarms where status = ? order by id limit 1 offset ?')
      .get(status, skip) as { id: number }
  ).id;

describe('listAlarms', () => {
  it('pages through the alarms newest first, with what raised them and who handled them', async () => {
    const page = await listAlarms(auditor, {}, { page: 1, size: 100 });
    expect(page.total).toBe(count('1 = 1'));
    const raised = page.items.map((alarm) => alarm.raised_at);
    expect(raised).toEqual([...raised].sort().reverse());
    const repaired = page.items.find((alarm) => alarm.status === 2);
    expect(repaired).toMatchObject({
      source: 'pile',
      station_name: expect.any(String),
      pile_serial: expect.any(String),
      acknowledged_by: 'ops',
      repaired_by: 'ops',
      repair_note: expect.any(String),
    });
  });

  it("says what each alarm is in the reader's language, from its code", async () => {
    const { client: french } = await signIn(suite.harness, 'auditor', 'Admin#2026', 'fr');
    const { client: chinese } = await signIn(suite.harness, 'auditor', 'Admin#2026', 'zh-cn');
    const english = (await listAlarms(auditor, {}, { page: 1, size: 100 })).items;
    const inFrench = (await listAlarms(french, {}, { page: 1, size: 100 })).items;
    const inChinese = (await listAlarms(chinese, {}, { page: 1, size: 100 })).items;
    expect(new Set(english.map((alarm) => alarm.code)).size).toBeGreaterThan(3);
    english.forEach((alarm, index) => {
      expect(inFrench[index]?.message, alarm.code).not.toBe(alarm.message);
      expect(inChinese[index]?.message, alarm.code).toMatch(/\p{Script=Han}/u);
    });
    expect(inFrench.find((alarm) => alarm.code === 'E204')?.message ?? 'Défaut d’isolement détecté').toBe(
      'Défaut d’isolement détecté',
    );
  });

  it('filters by status, level, source, station, charger and time range', async () => {
    const open = await listAlarms(auditor, { status: 0 }, { page: 1, size: 100 });
    expect(open.total).toBe(count('status = 0'));
    expect(open.items.every((alarm) => alarm.status === 0 && alarm.acknowledged_at === null)).toBe(true);
    const critical = await listAlarms(auditor, { level: 3, source: 'pile' }, { page: 1, size: 100 });
    expect(critical.total).toBe(count("level = 3 and source = 'pile'"));
    const { pile_id: chargerId, station_id: stationId } = suite.harness.database.sqlite
      .prepare('select pile_id, station_id from alarms order by id limit 1')
      .get() as { pile_id: number; station_id: number };
    const ofCharger = await listAlarms(auditor, { station_id: stationId, pile_id: chargerId }, { page: 1, size: 100 });
    expect(ofCharger.total).toBe(count('pile_id = ?', chargerId));
    expect(ofCharger.items.every((alarm) => alarm.pile_id === chargerId && alarm.station_id === stationId)).toBe(true);
    const now = suite.harness.clock.now();
    const lastDay = await listAlarms(
      auditor,
      { raised_from: new Date(now - 24 * HOUR).toISOString(), raised_to: new Date(now).toISOString() },
      { page: 1, size: 100 },
    );
    expect(lastDay.total).toBe(count('raised_at between ? and ?', now - 24 * HOUR, now));
    expect((await listAlarms(auditor, { source: 'station' }, { page: 1, size: 20 })).total).toBe(0);
  });

  it('refuses an unknown source and a reversed range', async () => {
    const source = await rejection(listAlarms(auditor, { source: 'meter' as 'pile' }, { page: 1, size: 20 }));
    expect(source?.fieldErrors.source).toBe('Invalid alarm source (one of pile, port, station)');
    const reversed = await rejection(
      listAlarms(auditor, { raised_from: '2026-01-02', raised_to: '2026-01-01' }, { page: 1, size: 20 }),
    );
    expect(reversed?.code).toBe(ErrorCode.InvalidInput);
  });

  it('is refused to finance, who has no access to alarms', async () => {
    expect((await rejection(listAlarms(finance, {}, { page: 1, size: 20 })))?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(countOpenAlarms(finance)))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('getAlarm', () => {
  it('answers one alarm, and 404 for one that does not exist', async () => {
    const id = alarmIn(2);
    expect(await getAlarm(auditor, { id })).toMatchObject({ id, status: 2, repaired_at: expect.any(String) });
    expect((await rejection(getAlarm(auditor, { id: 999_999 })))?.code).toBe(ErrorCode.NotFound);
  });
});

describe('acknowledge and repair', () => {
  it('acknowledges an open alarm, saying by whom and when, and counts it as no longer open', async () => {
    const before = await countOpenAlarms(support);
    expect(before).toEqual({ open: count('status = 0'), acknowledged: count('status = 1') });
    const id = alarmIn(0);
    const alarm = await acknowledgeAlarm(support, { id });
    expect(alarm).toMatchObject({
      status: 1,
      acknowledged_by: 'support',
      acknowledged_at: new Date(suite.harness.clock.now()).toISOString(),
    });
    expect(await countOpenAlarms(support)).toEqual({ open: before.open - 1, acknowledged: before.acknowledged + 1 });
  });

  it('refuses to acknowledge an alarm twice or one already repaired', async () => {
    const acknowledged = await rejection(acknowledgeAlarm(ops, { id: alarmIn(1) }));
    expect(acknowledged).toMatchObject({
      code: ErrorCode.InvalidState,
      message: 'Only an open alarm can be acknowledged; this one is Acknowledged',
    });
    const repaired = await rejection(acknowledgeAlarm(ops, { id: alarmIn(2) }));
    expect(repaired).toMatchObject({ code: ErrorCode.InvalidState, message: 'This alarm is already repaired' });
  });

  it('repairs an acknowledged alarm now, with the note, and refuses to repair it again', async () => {
    const id = alarmIn(1);
    const alarm = await repairAlarm(ops, { id, note: '  Replaced the cooling fan  ' });
    expect(alarm).toMatchObject({
      status: 2,
      repaired_by: 'ops',
      repaired_at: new Date(suite.harness.clock.now()).toISOString(),
      repair_note: 'Replaced the cooling fan',
    });
    const again = await rejection(repairAlarm(ops, { id, note: 'Again' }));
    expect(again).toMatchObject({ code: ErrorCode.InvalidState, message: 'This alarm is already repaired' });
  });

  it('repairs an open alarm at a time given, between its raising and now', async () => {
    const id = alarmIn(0, 1);
    const { raised_at: raisedAt } = await getAlarm(ops, { id });
    const at = new Date(Date.parse(raisedAt) + HOUR).toISOString();
    expect(await repairAlarm(ops, { id, note: 'Reset on site', repaired_at: at })).toMatchObject({
      status: 2,
      repaired_at: at,
      acknowledged_at: null,
    });
  });

  it('refuses a repair time in the future or before the alarm was raised', async () => {
    const id = alarmIn(0, 1);
    const { raised_at: raisedAt } = await getAlarm(ops, { id });
    const future = await rejection(
      repairAlarm(ops, { id, note: 'Fixed', repaired_at: new Date(suite.harness.clock.now() + 60_000).toISOString() }),
    );
    expect(future?.fieldErrors.repaired_at).toBe('The repair time cannot be in the future');
    const early = await rejection(
      repairAlarm(ops, { id, note: 'Fixed', repaired_at: new Date(Date.parse(raisedAt) - 60_000).toISOString() }),
    );
    expect(early?.code).toBe(ErrorCode.InvalidInput);
    expect(early?.message).toBe(`The repair time cannot be before the alarm was raised (${raisedAt})`);
  });

  it('needs a repair note, in the language of the request', async () => {
    const { token } = await signIn(suite.harness, 'ops');
    const response = await suite.harness.send('/Alarm/repair', {
      token,
      locale: 'fr',
      body: `params[id]=${alarmIn(0)}&params[note]=%20%20`,
    });
    expect(await response.json()).toMatchObject({ code: 1001, msg: 'Note de réparation invalide (format incorrect)' });
    const missing = await rejection(repairAlarm(ops, { id: alarmIn(0), note: '' }));
    expect(missing?.fieldErrors.note).toBe('Repair note cannot be empty');
  });

  it('answers 404 for an alarm that does not exist', async () => {
    expect((await rejection(acknowledgeAlarm(ops, { id: 999_999 })))?.code).toBe(ErrorCode.NotFound);
    expect((await rejection(repairAlarm(ops, { id: 999_999, note: 'x' })))?.code).toBe(ErrorCode.NotFound);
  });

  it('leaves acknowledging to those who may and repairing to operations', async () => {
    expect((await rejection(acknowledgeAlarm(auditor, { id: alarmIn(0) })))?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(repairAlarm(support, { id: alarmIn(0), note: 'Fixed' })))?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(repairAlarm(auditor, { id: alarmIn(0), note: 'Fixed' })))?.code).toBe(ErrorCode.Forbidden);
  });
});
