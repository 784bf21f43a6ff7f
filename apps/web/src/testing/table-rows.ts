import { waitFor, type waitForOptions } from '@testing-library/react';

/** The first row of the table on the screen, once it has one (antd marks each body row with its key). */
export function firstTableRow(options?: waitForOptions): Promise<HTMLElement> {
  return waitFor(() => {
    const row = document.querySelector<HTMLElement>('tbody tr[data-row-key]');
    if (!row) throw new Error('no table row yet');
    return row;
  }, options);
}
