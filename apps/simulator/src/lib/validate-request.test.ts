import { requestSchemas } from '@pcharging/api-client/request-schemas';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from './errors';
import { type FormFields, forbidsUnnamedFields, validateRequestBody } from './validate-request';

function issuesOf(operationId: string, params: Record<string, string>) {
  try {
    validateRequestBody(operationId, { fields: {}, groups: { params } }, 'en');
  } catch (error) {
    if (error instanceof InvalidInputError) return error.issues;
    throw error;
  }
  return [];
}

describe('request validation', () => {
  it('names each wrong field once, with its first error, however many errors the input holds', () => {
    const periods = JSON.stringify(Array.from({ length: 24 }, () => ({ from: '99:99', to: 'x', electfee: '-1' })));
    const issues = issuesOf('addPriceTemplate', {
      name: '',
      feetype: '7',
      electfee: '0.1',
      servicefee: '1.234',
      parkfee: '0',
      period: periods,
    });
    expect(issues.map((issue) => issue.field)).toEqual(['name', 'feetype', 'servicefee', 'period']);
  });

  it('names every missing required field', () => {
    expect(issuesOf('refundOrder', {}).map((issue) => issue.field)).toEqual(['id', 'amount', 'reason']);
  });
});

describe('numbers beyond what a double holds', () => {
  it('refuses 1e309 and the like instead of passing them as Infinity past every bound', () => {
    for (const raw of ['1e309', '-1e309', 'Infinity']) {
      expect(() =>
        validateRequestBody(
          'editEquipment',
          {
            fields: { token: 't' },
            groups: {
              params: {
                id: '1',
                equipmentid: 'SN1234',
                equipmentname: 'AC',
                equipmenttype: '1',
                power: '11',
                connectors: raw,
              },
            },
          },
          'en',
        ),
      ).toThrow(/number of ports/i);
    }
  });
});

describe('unnamed fields', () => {
  const bodies = Object.entries(requestSchemas).flatMap(([id, body]) => (body ? [[id, body.schema] as const] : []));
  const refuses = (operationId: string, form: FormFields) => {
    try {
      validateRequestBody(operationId, form, 'en');
      return false;
    } catch (error) {
      return error instanceof InvalidInputError && error.issues.some((issue) => issue.field === 'zz_unnamed');
    }
  };

  it('are refused by every operation whose schema forbids them, and only those', () => {
    const forbidding = bodies.filter(([, schema]) => forbidsUnnamedFields(schema)).map(([id]) => id);
    const refusing = bodies
      .filter(([id]) => refuses(id, { fields: { zz_unnamed: '1' }, groups: { params: { zz_unnamed: '1' } } }))
      .map(([id]) => id);
    expect(refusing).toEqual(forbidding);
    expect(forbidding).toEqual(bodies.map(([id]) => id));
  });

  it('are refused in params as the schema says: beside a $ref, an allOf and plain properties', () => {
    for (const operationId of ['getStation', 'editPile', 'listPorts', 'login', 'addUser']) {
      expect(refuses(operationId, { fields: {}, groups: { params: { zz_unnamed: '1' } } }), operationId).toBe(true);
    }
  });

  it('are refused as a group the body does not name', () => {
    expect(() => validateRequestBody('getCapabilities', { fields: {}, groups: { params: { a: '1' } } }, 'en')).toThrow(
      /not a field/,
    );
  });
});

describe('an operation that takes only the token', () => {
  it('accepts a body with the token alone', () => {
    expect(validateRequestBody('getCurrentUser', { fields: { token: 't' }, groups: {} }, 'en')).toEqual({
      params: {},
      pageinfo: {},
    });
  });
});

describe('days the calendar lacks', () => {
  const issues = (operationId: string, params: Record<string, string>) => {
    try {
      validateRequestBody(operationId, { fields: {}, groups: { params } }, 'en');
      return [];
    } catch (error) {
      return error instanceof InvalidInputError ? error.issues.map((issue) => issue.field) : ['not 1001'];
    }
  };

  it('are refused with 1001 naming the field, wherever a day is asked for', () => {
    expect(issues('getOverview', { from: '2026-02-30', to: '2026-03-01' })).toEqual(['from']);
    expect(issues('listCustomers', { created_from: '2026-02-29' })).toEqual(['created_from']);
    expect(issues('listOrders', { started_from: '2026-04-31T10:00:00Z' })).toEqual(['started_from']);
    expect(issues('listOperationLogs', { from: '2026-13-01T00:00:00Z' })).toEqual(['from']);
    expect(issues('exportPortUptime', { until: '0000-00-00' })).toEqual(['until']);
  });

  it('are told from real ones, 29 February of a leap year among them', () => {
    expect(issues('getOverview', { from: '2028-02-29', to: '2028-03-01' })).toEqual([]);
    expect(issues('listCustomers', { created_from: '' })).toEqual([]);
  });
});

describe('rules between fields, as the document states them', () => {
  const refusal = (operationId: string, params: Record<string, string>) => {
    try {
      validateRequestBody(operationId, { fields: {}, groups: { params } }, 'en');
      return undefined;
    } catch (error) {
      return error instanceof InvalidInputError ? error.issues[0] : { field: 'not 1001', message: String(error) };
    }
  };
  const md5 = 'e10adc3949ba59abbe56e057f20f883e';

  it.each([
    [
      'setPortVoltageLimits',
      { id: '1', voltagelowerlimits: '500', voltageupperlimits: '400' },
      'voltagelowerlimits',
      /lower voltage limit must be below/,
    ],
    ['setPortAvailability', { id: '1', availability: 'inoperative' }, 'reason', /Say why the port is out of service/],
    [
      'setPortAvailability',
      { id: '1', availability: 'inoperative', reason: '   ' },
      'reason',
      /Say why the port is out of service/,
    ],
    ['excludePortOutage', { id: '1', reason: 'utility' }, 'note', /outside your control/],
    ['auditStation', { id: '1', approve: '0' }, 'reason', /Give a reason for the rejection/],
    [
      'exportStatement',
      { month: '2026-10', station_id: '1', operator_id: '1' },
      'operator_id',
      /a station or an operator, not both/i,
    ],
    ['exportStatement', { month: '2026-10', from: '2026-10-01' }, 'month', /a month, or a range of days/i],
    ['exportStatement', { from: '2026-03-01', to: '2026-02-01' }, 'from', /start date is after the end date/],
    ['getOverview', { from: '2020-01-01', to: '2026-01-01' }, 'from', /at most 731 days/],
    ['listTimeline', {}, 'station_id', /Name a station, a charger or a port/],
    ['changePassword', { oldPwd: md5, pwd: md5.toUpperCase(), id: '1' }, 'pwd', /must differ from the old one/],
  ])('%s refuses %j with 1001 naming %s', (operationId, params, field, message) => {
    expect(refusal(operationId, params)).toEqual({ field, message: expect.stringMatching(message) });
  });

  it('lets through what keeps them', () => {
    expect(
      refusal('setPortVoltageLimits', { id: '1', voltagelowerlimits: '300', voltageupperlimits: '400' }),
    ).toBeUndefined();
    expect(refusal('setPortAvailability', { id: '1', availability: 'operative' })).toBeUndefined();
    expect(refusal('auditStation', { id: '1', approve: '1' })).toBeUndefined();
    expect(refusal('exportStatement', { from: '2026-02-01', to: '2026-03-01', station_id: '2' })).toBeUndefined();
    expect(refusal('getOverview', { from: '2024-01-01', to: '2025-12-31' })).toBeUndefined();
    expect(refusal('listTimeline', { port_id: '3' })).toBeUndefined();
  });
});
