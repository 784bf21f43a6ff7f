import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyText } from './copy-text';

describe('CopyText', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('copies the value in one click, says so and calls back with it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const onCopy = vi.fn();
    render(
      <App>
        <CopyText value="O202603010001" onCopy={onCopy} />
      </App>,
    );
    fireEvent.click(screen.getByText('O202603010001'));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('O202603010001');
    expect(onCopy).toHaveBeenCalledWith('O202603010001');
  });
});
