import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../feedback/feedback-context';
import { CopyText } from './copy-text';

describe('CopyText', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('copies the value in one click, says so and calls back with it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const onCopy = vi.fn();
    render(
      <FeedbackProvider durationSeconds={3} topPx={16} maxCount={3}>
        <CopyText value="O202603010001" onCopy={onCopy} />
      </FeedbackProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy O202603010001' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('O202603010001');
    expect(onCopy).toHaveBeenCalledWith('O202603010001');
  });

  it('links the value to its page, and copying stays a button of its own', () => {
    render(
      <MemoryRouter>
        <FeedbackProvider durationSeconds={3} topPx={16} maxCount={3}>
          <CopyText value="ST000024" to="/operator/station/24" />
        </FeedbackProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'ST000024' }).getAttribute('href')).toBe('/operator/station/24');
    expect(screen.getByRole('button', { name: 'Copy ST000024' })).toBeTruthy();
  });

  it('shows a value that has no page as plain text, not as a link', () => {
    render(
      <MemoryRouter>
        <FeedbackProvider durationSeconds={3} topPx={16} maxCount={3}>
          <CopyText value="E-042" />
        </FeedbackProvider>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('E-042')).toBeTruthy();
  });
});
