import { describe, expect, it } from 'vitest';
import { recentQuarters } from './uptime-list';

describe('recentQuarters', () => {
  it('offers the quarter in progress up to today and the three before it, across a new year', () => {
    expect(recentQuarters('2026-02-10')).toEqual([
      { label: '2026-Q1', to: '2026-02-10' },
      { label: '2025-Q4', to: '2025-12-31' },
      { label: '2025-Q3', to: '2025-09-30' },
      { label: '2025-Q2', to: '2025-06-30' },
    ]);
  });
});
