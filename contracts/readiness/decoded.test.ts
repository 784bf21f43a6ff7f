import { describe, expect, it } from 'vitest';
import type { PactFile, RecordedInteraction } from '../pact-files';
import { decodedDifference, decodedOnly } from './decoded';
import { type Mismatch, outcomesOf, type VerifierResults } from './verification';

const body = (path: string, mismatch: string, actual: unknown, expected: unknown) => ({
  type: 'BodyMismatch',
  path,
  mismatch,
  actual: JSON.stringify(actual),
  expected: JSON.stringify(expected),
});

describe('a difference the web app decodes', () => {
  it('is a numeric string where the pact has a number, "0"/"1" for a boolean, [] for a map', () => {
    expect(decodedDifference(body('$.data.items[3].id', "Expected '69' (String) to be an integer", '69', 69))).toEqual({
      path: '$.data.items[].id',
      from: 'string',
      to: 'integer',
    });
    expect(decodedDifference(body('$.data.power', "Expected '7.5' (String) to be a number", '7.5', 22))).toMatchObject({
      to: 'number',
    });
    const flag = "Expected '0' (String) to be the same type as true (Boolean)";
    expect(decodedDifference(body('$.data.online', flag, '0', true))).toMatchObject({ to: 'boolean' });
    const map = 'Type mismatch: Expected [] (Array) to be the same type as {} (Map)';
    expect(decodedDifference(body('$.data.params', map, [], {}))).toMatchObject({ from: 'array', to: 'object' });
    const equal = "Expected '3' (String) to be equal to 3 (Integer)";
    expect(decodedDifference(body('$.data.total', equal, '3', 3))).toMatchObject({ to: 'integer' });
  });

  it('is not a word where the pact has a number, another value, a missing field or the envelope', () => {
    expect(
      decodedDifference(body('$.data.id', "Expected 'seven' (String) to be an integer", 'seven', 7)),
    ).toBeUndefined();
    expect(decodedDifference(body('$.data.total', "Expected '4' (String) to be equal to 3 (Integer)", '4', 3))).toBe(
      undefined,
    );
    expect(
      decodedDifference({
        type: 'BodyMismatch',
        path: '$.data',
        mismatch: 'Actual map is missing the following keys: id',
      }),
    ).toBeUndefined();
    expect(decodedDifference(body('$.code', "Expected '200' (String) to be an integer", '200', 200))).toBeUndefined();
    expect(decodedDifference({ type: 'StatusMismatch', expected: 200, actual: 404 })).toBeUndefined();
  });

  it('passes an interaction only when every one of its differences is decoded', () => {
    const decodedOnlyOne = body('$.data.id', "Expected '1' (String) to be an integer", '1', 1);
    const real = body('$.data.name', "Expected 'b' (String) to be equal to 'a' (String)", 'b', 'a');
    expect(decodedOnly([decodedOnlyOne])).toHaveLength(1);
    expect(decodedOnly([decodedOnlyOne, real])).toBeUndefined();
    const interaction: RecordedInteraction = {
      description: 'a page of stations',
      request: { method: 'POST', path: '/Station/lists' },
      response: { status: 200 },
    };
    const files: PactFile[] = [
      { path: 'p.json', provider: 'pcharging-api', capability: null, interactions: [interaction] },
    ];
    const errors = (mismatches: Mismatch[]): VerifierResults => ({
      result: false,
      errors: [
        {
          interaction: 'Verifying a pact between pcharging-web and pcharging-api - a page of stations',
          mismatch: { type: 'mismatches', mismatches },
        },
      ],
    });
    expect(outcomesOf(files, errors([decodedOnlyOne]))[0]?.outcome).toEqual({
      result: 'pass',
      decoded: [{ path: '$.data.id', from: 'string', to: 'integer' }],
    });
    expect(outcomesOf(files, errors([decodedOnlyOne, real]))[0]?.outcome.result).toBe('fail');
  });
});
