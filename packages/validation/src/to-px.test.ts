import { describe, expect, it } from 'vitest';
import { toPx } from './to-px';

describe('toPx', () => {
  it.each<[number | string, string]>([
    [12, '12px'],
    [1.5, '1.5px'],
    [-4, '-4px'],
    ['12', '12px'],
    ['12.5', '12.5px'],
    ['-3', '-3px'],
    [0, '0'],
    [-0, '0'],
    ['0', '0'],
    ['0.0', '0'],
  ])('turns %j into %j', (v, expected) => {
    expect(toPx(v)).toBe(expected);
  });

  it.each<number | string>(['50%', 'auto', '12px', '1em', '', ' ', 'calc(100% - 8px)'])(
    'passes %j through unchanged',
    (v) => {
      expect(toPx(v)).toBe(v);
    },
  );

  it('does not make a length out of NaN', () => {
    expect(toPx(Number.NaN)).toBe('NaN');
  });
});
