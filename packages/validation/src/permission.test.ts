import { describe, expect, it } from 'vitest';
import { hasPermission, parseActionList, WILDCARD_PERMISSION } from './permission';

describe('parseActionList', () => {
  it.each<[string | null | undefined, string[]]>([
    [null, []],
    [undefined, []],
    ['', []],
    [' , ,', []],
    ['station:list:view', ['station:list:view']],
    ['station:list:view, order:list:view', ['station:list:view', 'order:list:view']],
    ['a:b:c,,a:b:c, a:b:c ,d:e:f', ['a:b:c', 'd:e:f']],
    ['*:*:*', [WILDCARD_PERMISSION]],
  ])('reads %j as %j', (list, expected) => {
    expect(parseActionList(list)).toEqual(expected);
  });
});

describe('hasPermission', () => {
  const held = ['station:list:view', 'order:list:view'];

  it.each<[readonly string[], string | readonly string[], boolean]>([
    [held, 'station:list:view', true],
    [held, 'station:list:edit', false],
    [held, ['station:list:edit', 'order:list:view'], true],
    [held, ['station:list:edit', 'order:list:edit'], false],
    [[WILDCARD_PERMISSION], 'anything:at:all', true],
    [[WILDCARD_PERMISSION], ['a:b:c', 'd:e:f'], true],
    [[], 'station:list:view', false],
    [held, 'station:list', false],
    [held, ' station:list:view ', true],
    [['*'], 'station:list:view', false],
    [['operator:*:*'], 'operator:station:list', true],
    [['operator:*:*'], 'money:order:list', false],
    [['operator:station:*'], 'operator:station:audit', true],
    [['operator:station:*'], 'operator:pile:list', false],
    [['operator:*:list'], 'operator:station:list', false],
    [['*:station:*'], 'operator:station:list', false],
  ])('held %j, required %j → %s', (h, required, expected) => {
    expect(hasPermission(h, required)).toBe(expected);
  });

  it.each<[readonly string[], string, boolean]>([
    [['operator:station:*'], 'operator:station:list', false],
    [['operator:*:*'], 'operator:station:list', false],
    [['operator:station:list'], 'operator:station:list', true],
    [[WILDCARD_PERMISSION], 'operator:station:list', true],
  ])('as the spec reads them, held %j, required %s → %s', (held, required, expected) => {
    expect(hasPermission(held, required, { widerWildcards: false })).toBe(expected);
  });

  it.each<[string | readonly string[]]>([[[]], [''], ['  '], [['', ' ']]])(
    'throws "need roles!" for required %j',
    (required) => {
      expect(() => hasPermission([WILDCARD_PERMISSION], required)).toThrow(new Error('need roles!'));
    },
  );
});
