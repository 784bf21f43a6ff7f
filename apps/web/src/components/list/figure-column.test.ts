import { describe, expect, it } from 'vitest';
import { figureColumn } from './figure-column';

describe('a column of figures', () => {
  it('keeps each figure on one line, right-aligned: an amount is never wrapped mid-number', () => {
    const column = figureColumn<{ amount: string }>('amount', 'Amount', (row) => row.amount);
    expect(column.align).toBe('right');
    expect(column.onCell?.({ amount: 'CA$1,234.56' }, 0)).toEqual({ style: { whiteSpace: 'nowrap' } });
  });
});
