import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#fff', '#fff', 1],
    ['#1677ff', '#ffffff', 4.1],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %f:1', (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 1);
  });

  it('lays a translucent text over its ground first', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
    expect(contrastRatio('rgba(255,255,255,0.45)', '#141414')).toBeCloseTo(4.54, 1);
  });

  it('refuses what is not a colour', () => {
    expect(() => contrastRatio('blue', '#fff')).toThrow('Not a colour: blue');
  });
});
