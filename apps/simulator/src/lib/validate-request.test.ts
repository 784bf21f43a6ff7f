import { describe, expect, it } from 'vitest';
import { InvalidInputError } from './errors';
import { validateRequestBody } from './validate-request';

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
