import { acknowledgeAlarm, countOpenAlarms, getAlarm, listAlarms, repairAlarm } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer, okAnswerWithId } from './answer-shape';
import { crudContracts } from './crud-contracts';
import { expectAnswer, request } from './support';

const repair = { note: 'Replaced the cooling fan of the power module' };
const repairNinth = request('/Alarm/repair', { id: 9, ...repair }, (client) =>
  repairAlarm(client, { id: 9, ...repair }),
);

describe('alarms', () => {
  crudContracts({
    resource: { one: 'an alarm', many: 'alarms', path: '/Alarm' },
    list: { call: listAlarms, check: (page) => expect(page.items[0]?.message).toEqual(expect.any(String)) },
    info: {
      id: 1,
      call: getAlarm,
      check: (alarm) => expect(alarm.id).toBe(1),
      answer: okAnswerWithId('getAlarm', 1),
      unknownId: 999999,
    },
    forbidden: [{ ...repairNinth, description: 'a repair of an alarm by the read-only auditor' }],
  });

  it('counts the open alarms', async () => {
    const counts = await expectAnswer({
      description: 'the count of open alarms',
      path: '/Alarm/count',
      body: {},
      answer: okAnswer('countOpenAlarms'),
      call: countOpenAlarms,
    });
    expect(counts.open).toEqual(expect.any(Number));
  });

  it('acknowledges and repairs alarms', async () => {
    const acknowledged = await expectAnswer({
      ...request('/Alarm/ack', { id: 21 }, (client) => acknowledgeAlarm(client, { id: 21 })),
      description: 'an acknowledgement of an open alarm',
      answer: okAnswer('acknowledgeAlarm'),
    });
    const repaired = await expectAnswer({
      ...repairNinth,
      description: 'a repair of an alarm',
      answer: okAnswer('repairAlarm'),
    });
    expect([typeof acknowledged.status, typeof repaired.status]).toEqual(['number', 'number']);
  });
});
