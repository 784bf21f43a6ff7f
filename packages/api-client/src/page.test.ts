import { describe, expect, it } from 'vitest';
import { normalizePage, normalizePageData, toPageInfo } from './page';

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

describe('normalizePageData', () => {
  it('reads a list/count page as items/total and keeps its other fields', () => {
    expect(normalizePageData({ list: [{ id: 1 }], count: '7', total_capped: true })).toEqual({
      items: [{ id: 1 }],
      total: 7,
      total_capped: true,
    });
  });

  it('counts a total sent as a string', () => {
    expect(normalizePageData({ items: [], total: '12' })).toEqual({ items: [], total: 12 });
  });

  it.each([
    ['an items/total page', { items: [{ id: 1 }], total: 1 }],
    ['a record that is not a page', { id: 3, list: 'a, b' }],
    ['a list', [{ id: 1 }]],
    ['nothing', null],
  ])('leaves %s as it is', (_name, data) => {
    expect(normalizePageData(data)).toBe(data);
  });
});

describe('toPageInfo', () => {
  it('renames size to perpage', () => {
    expect(toPageInfo({ page: 2, size: 50 })).toEqual({ page: 2, perpage: 50 });
  });
});
