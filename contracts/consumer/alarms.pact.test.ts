import { MatchersV3 } from '@pact-foundation/pact';
import { acknowledgeAlarm, countOpenAlarms, getAlarm, listAlarms, repairAlarm } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { errorAnswer, expectAnswer, expectForbidden, expectRefusal, FIRST_PAGE, MESSAGES, PAGEINFO } from './support';

const repair = { note: 'Replaced the cooling fan of the power module' };

describe('alarms', () => {
  it('lists a page of alarms and counts the open ones', async () => {
    const page = await expectAnswer({
      description: 'a page of alarms',
      path: '/Alarm/lists',
      body: { params: {}, pageinfo: PAGEINFO },
      answer: okAnswer('listAlarms'),
      call: (client) => listAlarms(client, {}, FIRST_PAGE),
    });
    const counts = await expectAnswer({
      description: 'the count of open alarms',
      path: '/Alarm/count',
      body: {},
      answer: okAnswer('countOpenAlarms'),
      call: (client) => countOpenAlarms(client),
    });
    expect(page.items[0]?.message).toEqual(expect.any(String));
    expect(counts.open).toEqual(expect.any(Number));
  });

  it('reads one alarm, or answers 404', async () => {
    const alarm = await expectAnswer({
      description: 'the detail of an alarm',
      path: '/Alarm/info',
      body: { params: { id: 1 } },
      answer: okAnswer('getAlarm', { id: MatchersV3.integer(1) }),
      call: (client) => getAlarm(client, 1),
    });
    const error = await expectRefusal({
      description: 'the detail of an alarm that does not exist',
      path: '/Alarm/info',
      body: { params: { id: 999999 } },
      answer: errorAnswer(404, MESSAGES.notFound),
      call: (client) => getAlarm(client, 999999),
    });
    expect([alarm.id, error?.code]).toEqual([1, 404]);
  });

  it('acknowledges and repairs alarms', async () => {
    const acknowledged = await expectAnswer({
      description: 'an acknowledgement of an open alarm',
      path: '/Alarm/ack',
      body: { params: { id: 21 } },
      answer: okAnswer('acknowledgeAlarm'),
      call: (client) => acknowledgeAlarm(client, 21),
    });
    const repaired = await expectAnswer({
      description: 'a repair of an alarm',
      path: '/Alarm/repair',
      body: { params: { id: 9, ...repair } },
      answer: okAnswer('repairAlarm'),
      call: (client) => repairAlarm(client, 9, repair),
    });
    expect([typeof acknowledged.status, typeof repaired.status]).toEqual(['number', 'number']);
  });

  it('refuses the read-only auditor a repair', async () => {
    const error = await expectForbidden({
      description: 'a repair of an alarm by the read-only auditor',
      path: '/Alarm/repair',
      body: { params: { id: 9, ...repair } },
      call: (client) => repairAlarm(client, 9, repair),
    });
    expect(error?.code).toBe(403);
  });
});
