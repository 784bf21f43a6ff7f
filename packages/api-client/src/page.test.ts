import { describe, expect, it } from 'vitest';
import { normalizePage, toPageInfo } from './page';

describe('normalizePage', () => {
  it('accepts the items/total shape', () => {
    expect(normalizePage({ items: [{ id: 1 }], total: 41 })).toEqual({ items: [{ id: 1 }], total: 41 });
  });

  it('accepts the list/count shape and numeric strings from PHP', () => {
    expect(normalizePage({ list: ['a', 'b'], count: '2' })).toEqual({ items: ['a', 'b'], total: 2 });
  });

  it('reads a garbled total as zero instead of NaN', () => {
    expect(normalizePage({ list: [], count: 'n/a' }).total).toBe(0);
  });
});

describe('toPageInfo', () => {
  it('renames size to perpage', () => {
    expect(toPageInfo({ page: 2, size: 50 })).toEqual({ page: 2, perpage: 50 });
  });
});
