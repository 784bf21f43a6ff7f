import { editPort, getPort, listPorts, setPortVoltageLimits } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { dayBoundsInZone, dayInZone } from '@pcharging/validation';
import { describe, expect, it } from 'vitest';
import { rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['ops', 'support', 'auditor']);
const { ops, support, auditor } = suite.clients;

const DAY = 24 * 3600 * 1000;

describe('listPorts', () => {
  it('lists the ports of a charger by connector number', async () => {
    const page = await listPorts(support, { pile_id: 2 }, { page: 1, size: 20 });
    expect(page.total).toBe(4);
    expect(page.items.map((port) => [port.connector_no, port.chargerid, port.chargerstatus])).toEqual([
      [1, 'KEM00100002-1', 4],
      [2, 'KEM00100002-2', 2],
      [3, 'KEM00100002-3', 1],
      [4, 'KEM00100002-4', 1],
    ]);
    expect(page.items[0]).toMatchObject({ equipmentid: 'KEM00100002', pile_id: 2, stationid: 1, pile_status: 1 });
  });

  it('answers 404 for an unknown charger and 1001 without one', async () => {
    expect((await rejection(listPorts(support, { pile_id: 9999 }, { page: 1, size: 20 })))?.code).toBe(
      ErrorCode.NotFound,
    );
    const { token } = await signIn(suite.harness, 'support');
    const answer = await (await suite.harness.send('/Port/lists', { token, body: '' })).json();
    expect(answer).toMatchObject({ code: 1001, msg: 'Charger cannot be empty' });
  });
});

describe('getPort', () => {
  it("answers today's energy in kWh, sessions and charging minutes: the orders it started on the network's today", async () => {
    const { timeZone } = suite.harness.config.network;
    const today = dayBoundsInZone(dayInZone(suite.harness.clock.now(), timeZone), timeZone);
    const sums = suite.harness.database.sqlite
      .prepare(
        `select port_id as portId, sum(energy_wh) as energyWh, count(*) as sessions, sum(duration_minutes) as minutes
         from orders where started_at between ? and ? group by port_id order by count(*) desc, port_id limit 1`,
      )
      .get(today.from, today.to) as { portId: number; energyWh: number; sessions: number; minutes: number };
    expect(sums.sessions).toBeGreaterThan(0);
    const port = await getPort(support, { id: sums.portId });
    expect(port).toMatchObject({
      todaypower: sums.energyWh / 1000,
      todaytime: sums.sessions,
      todaymin: sums.minutes,
      station_name: expect.any(String),
    });
  });

  it('starts each day from zero', async () => {
    suite.harness.clock.advance(DAY);
    try {
      const tomorrow = (await signIn(suite.harness, 'support')).client;
      expect(await getPort(tomorrow, { id: 7 })).toMatchObject({ todaypower: 0, todaytime: 0, todaymin: 0 });
    } finally {
      suite.harness.clock.advance(-DAY);
    }
  });

  it('answers 404 for an unknown port', async () => {
    expect((await rejection(getPort(support, { id: 99999 })))?.code).toBe(ErrorCode.NotFound);
  });
});

describe('editPort', () => {
  it('renames a port, trimmed, and clears the alias when empty', async () => {
    expect((await editPort(ops, { id: 1, aliasname: '  Bay 1 left ' })).aliasname).toBe('Bay 1 left');
    expect((await getPort(support, { id: 1 })).aliasname).toBe('Bay 1 left');
    expect((await editPort(ops, { id: 1, aliasname: '' })).aliasname).toBe('');
  });

  it('refuses an alias over 32 characters and an unknown port', async () => {
    expect((await rejection(editPort(ops, { id: 1, aliasname: 'x'.repeat(33) })))?.fieldErrors.aliasname).toBe(
      'Invalid alias (at most 32 characters)',
    );
    expect((await rejection(editPort(ops, { id: 99999, aliasname: 'Bay' })))?.code).toBe(ErrorCode.NotFound);
  });

  it('needs operator:port:edit', async () => {
    expect((await rejection(editPort(support, { id: 1, aliasname: 'Bay' })))?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(editPort(auditor, { id: 1, aliasname: 'Bay' })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('setPortVoltageLimits', () => {
  it('sets both limits', async () => {
    const port = await setPortVoltageLimits(ops, { id: 3, voltagelowerlimits: 300, voltageupperlimits: 920 });
    expect(port).toMatchObject({ voltagelowerlimits: 300, voltageupperlimits: 920 });
    expect(await getPort(support, { id: 3 })).toMatchObject({ voltagelowerlimits: 300, voltageupperlimits: 920 });
  });

  it('wants the lower limit below the upper one', async () => {
    const error = await rejection(
      setPortVoltageLimits(ops, { id: 3, voltagelowerlimits: 500, voltageupperlimits: 500 }),
    );
    expect(error).toMatchObject({
      code: ErrorCode.InvalidInput,
      message: 'The lower voltage limit must be below the upper limit',
    });
    expect(error?.fieldErrors.voltagelowerlimits).toBe('The lower voltage limit must be below the upper limit');
  });

  it('keeps both limits within 100–1000 V, explained in the language of the request', async () => {
    const { token } = await signIn(suite.harness, 'ops');
    const body = 'params[id]=3&params[voltagelowerlimits]=50&params[voltageupperlimits]=1200';
    const answer = await (await suite.harness.send('/Port/voltage_limits', { token, locale: 'fr', body })).json();
    expect(answer).toMatchObject({ code: 1001, msg: 'Limite de tension basse invalide (au moins 100)' });
    expect(answer.data.errors).toContainEqual({
      field: 'voltageupperlimits',
      message: 'Limite de tension haute invalide (au plus 1000)',
    });
  });

  it('answers 404 for an unknown port and 403 without operator:port:edit', async () => {
    expect(
      (await rejection(setPortVoltageLimits(ops, { id: 99999, voltagelowerlimits: 200, voltageupperlimits: 250 })))
        ?.code,
    ).toBe(ErrorCode.NotFound);
    expect(
      (await rejection(setPortVoltageLimits(auditor, { id: 3, voltagelowerlimits: 200, voltageupperlimits: 250 })))
        ?.code,
    ).toBe(ErrorCode.Forbidden);
  });
});
