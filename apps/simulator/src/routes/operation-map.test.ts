import { operations } from '@pcharging/api-client/operations';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AreaHandlers, OperationHandlers } from '../http/operation-handlers';
import { operationHandlers } from './operation-map';

describe('the operation map', () => {
  it('serves every operation of the document and nothing else', () => {
    expect(Object.keys(operationHandlers).sort()).toEqual(operations.map((o) => o.operationId).sort());
    for (const handler of Object.values(operationHandlers)) expect(handler).toBeTypeOf('function');
  });

  it('refuses, at compile time, a missing handler and a handler for an unknown operation', () => {
    const { restartPile: _removed, ...withoutRestart } = operationHandlers;
    // @ts-expect-error the map lacks restartPile
    const incomplete: OperationHandlers = withoutRestart;
    // @ts-expect-error no operation is called restartCharger
    const unknown = { restartCharger: (c) => c.json({}) } satisfies AreaHandlers;
    expect(Object.keys(incomplete)).not.toContain('restartPile');
    expect(Object.keys(unknown)).toEqual(['restartCharger']);
  });

  it('hands each handler the params of its own operation', () => {
    expectTypeOf(operationHandlers.restartPile).parameter(1).toEqualTypeOf<{ id: number }>();
    expectTypeOf(operationHandlers.getDictionary).parameter(1).toHaveProperty('key').toEqualTypeOf<string>();
  });
});
