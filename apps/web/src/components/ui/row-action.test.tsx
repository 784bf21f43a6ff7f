import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RowAction } from './row-action';

describe('RowAction', () => {
  it('is a button the keyboard reaches and presses with Enter or Space', () => {
    const onClick = vi.fn();
    render(<RowAction onClick={onClick}>Acknowledge</RowAction>);
    const action = screen.getByRole('button', { name: 'Acknowledge' });
    expect(action.tabIndex).toBe(0);
    fireEvent.keyDown(action, { key: 'Enter' });
    fireEvent.keyDown(action, { key: ' ' });
    fireEvent.keyDown(action, { key: 'Tab' });
    fireEvent.click(action);
    expect(onClick).toHaveBeenCalledTimes(3);
  });
});
