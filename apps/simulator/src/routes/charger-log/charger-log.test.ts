import { exportChargerMessages, listChargerMessages, restartPile } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { insertMessages, MESSAGES_KEPT } from '../../data/charger-log/message-writes';
import { rejection } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['ops', 'auditor']);
const { ops, auditor } = suite.clients;

function onlineCharger(skip = 0): number {
  const row = suite.harness.database.sqlite
    .prepare(
      `select c.id from piles c join stations s on s.id = c.station_id
       where c.status = 1 and c.audit_status = 3 and s.status = 3 order by c.id limit 1 offset ?`,
    )
    .get(skip) as { id: number };
  return row.id;
}

describe("a charger's message log", () => {
  it('shows a restart as OCPP 1.6-J tells it: Reset, then the boot and the connectors status, each call with its answer', async () => {
    const id = onlineCharger();
    await restartPile(ops, { id });
    suite.harness.passTime(31_000);
    const page = await listChargerMessages(auditor, { pile_id: id }, { page: 1, size: 50 });
    const calls = page.items.filter((message) => message.message_type === 'CALL').reverse();
    const actions = calls.map((message) => message.action);
    expect(actions.slice(0, 3)).toEqual(['Reset', 'BootNotification', 'StatusNotification']);
    expect(calls[0]?.direction).toBe('to_charger');
    expect(calls[1]?.direction).toBe('from_charger');
    expect(JSON.parse(calls[0]?.payload ?? '{}')).toEqual({ type: 'Soft' });
    expect(JSON.parse(calls[2]?.payload ?? '{}')).toMatchObject({
      connectorId: 0,
      status: 'Available',
      errorCode: 'NoError',
    });
    for (const call of calls) {
      const answers = page.items.filter((message) => message.message_id === call.message_id && message.id !== call.id);
      expect(
        answers.map((answer) => answer.message_type),
        call.action,
      ).toEqual(['CALLRESULT']);
    }
    const ids = new Set(calls.map((call) => call.message_id));
    expect(ids.size).toBe(calls.length);
    const boot = page.items.find(
      (message) => message.action === 'BootNotification' && message.message_type === 'CALLRESULT',
    );
    expect(JSON.parse(boot?.payload ?? '{}')).toMatchObject({ status: 'Accepted', interval: 300 });
  });

  it('filters by action, direction and time, newest first, paged', async () => {
    const id = onlineCharger();
    const resets = await listChargerMessages(auditor, { pile_id: id, action: 'Reset' }, { page: 1, size: 10 });
    expect(resets.items.every((message) => message.action === 'Reset')).toBe(true);
    expect(resets.total).toBe(resets.items.length);
    const sent = await listChargerMessages(auditor, { pile_id: id, direction: 'to_charger' }, { page: 1, size: 100 });
    expect(sent.items.every((message) => message.direction === 'to_charger')).toBe(true);
    const all = await listChargerMessages(auditor, { pile_id: id }, { page: 1, size: 2 });
    const second = await listChargerMessages(auditor, { pile_id: id }, { page: 2, size: 2 });
    expect(all.items[0]?.id ?? 0).toBeGreaterThan(all.items[1]?.id ?? 0);
    expect(all.items[1]?.id ?? 0).toBeGreaterThan(second.items[0]?.id ?? 0);
    const later = await listChargerMessages(auditor, { pile_id: id, from: '2099-01-01' }, { page: 1, size: 10 });
    expect(later.total).toBe(0);
    expect(await rejection(listChargerMessages(auditor, { pile_id: 999_999 }, { page: 1, size: 10 }))).toMatchObject({
      code: ErrorCode.NotFound,
    });
  });

  it('exports the selected messages as OCPP-J frames, one JSON object a line', async () => {
    const id = onlineCharger();
    const file = await exportChargerMessages(auditor, { pile_id: id });
    expect(file.fileName).toMatch(/^pile-.+-messages-\d{8}-\d{6}\.jsonl$/);
    const lines = (await file.blob.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.length).toBeGreaterThan(3);
    const reset = lines.find((line) => line.frame[0] === 2 && line.frame[2] === 'Reset');
    expect(reset).toMatchObject({ direction: 'to_charger', frame: [2, expect.any(String), 'Reset', { type: 'Soft' }] });
    expect(lines.some((line) => line.frame[0] === 3 && line.frame[1] === reset.frame[1])).toBe(true);
  });

  it(`keeps the last ${MESSAGES_KEPT.toLocaleString('en')} of a charger, dropping the oldest first`, async () => {
    const id = onlineCharger(1);
    const { db } = suite.harness.database;
    const rows = Array.from({ length: MESSAGES_KEPT + 600 }, (_, n) => ({
      chargerId: id,
      at: n,
      toCharger: 0 as const,
      messageType: 2 as const,
      action: 'Heartbeat',
      messageId: `m${n}`,
      payload: '{}',
    }));
    insertMessages(db, rows);
    const page = await listChargerMessages(auditor, { pile_id: id }, { page: 1, size: 1 });
    expect(page.total).toBeLessThanOrEqual(MESSAGES_KEPT + 500);
    expect(page.total).toBeGreaterThanOrEqual(MESSAGES_KEPT);
    const kept = suite.harness.database.sqlite
      .prepare(
        `select min(cast(substr(message_id, 2) as integer)) as oldest from charger_messages
         where pile_id = ? and message_id like 'm%'`,
      )
      .get(id) as { oldest: number };
    // Pruned every 500 writes: at least the 100 oldest are gone, and never more than the surplus.
    expect(kept.oldest).toBeGreaterThanOrEqual(100);
    expect(kept.oldest).toBeLessThanOrEqual(600);
  });
});
