import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

// Generous: the test machine is shared and antd renders slowly under jsdom.
export const WAIT = { timeout: 30_000 } as const;

/** The table row holding a text (a username, a role name). */
export async function findRow(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = screen
      .queryAllByText(text)
      .map((element) => element.closest<HTMLElement>('tr.ant-table-row'))
      .find((candidate) => candidate !== null);
    if (!row) throw new Error(`no table row holds ${text}`);
    return row;
  }, WAIT);
}

/** The bordered field list of a detail page. */
export async function findDetails(): Promise<HTMLElement> {
  return waitFor(() => {
    const details = document.querySelector<HTMLElement>('.ant-descriptions');
    if (!details) throw new Error('no details shown');
    return details;
  }, WAIT);
}

/** Answers the spec's confirmation dialog that shows `question` with OK. */
export async function confirm(question: string): Promise<void> {
  const text = await screen.findByText(question, undefined, WAIT);
  const dialog = text.closest('.ant-modal-confirm');
  if (!(dialog instanceof HTMLElement)) throw new Error(`no confirmation dialog asks ${question}`);
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
}

/** The open form dialog titled `title`. */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' }, WAIT);
  const dialog = heading.closest('.ant-modal');
  if (!(dialog instanceof HTMLElement)) throw new Error(`no dialog titled ${title}`);
  return dialog;
}

export function type(container: HTMLElement, label: string, value: string): void {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

/** Opens an antd Select by its label and picks the option shown as `option`. */
export async function choose(container: HTMLElement, label: string, option: string): Promise<void> {
  const field = within(container).getByText(label, { selector: 'label' }).closest('.ant-form-item');
  const select = field?.querySelector<HTMLElement>('.ant-select');
  if (!select) throw new Error(`no select is labelled ${label}`);
  fireEvent.mouseDown(within(select).queryByRole('combobox') ?? select);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (element) => element.textContent === option,
    );
    expect(found).toBeTruthy();
    return found as HTMLElement;
  });
  fireEvent.click(item);
}

/** Every button label on the page, to assert what a user may (not) do. */
export function buttonLabels(): string[] {
  return screen.queryAllByRole('button').map((button) => button.textContent?.trim() ?? '');
}
