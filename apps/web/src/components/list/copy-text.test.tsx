import { fireEvent, render, screen } from '@testing-library/react';
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
    fireEvent.click(screen.getByText('O202603010001'));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('O202603010001');
    expect(onCopy).toHaveBeenCalledWith('O202603010001');
  });
});
