import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from './reduced-motion';

function Probe() {
  return <span>{usePrefersReducedMotion() ? 'still' : 'moving'}</span>;
}

/** A system setting that can change while the page is open. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation((media) => {
    expect(media).toBe('(prefers-reduced-motion: reduce)');
    return query as unknown as MediaQueryList;
  });
  return {
    change(next: boolean) {
      reduce = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the reduced-motion preference', () => {
  it('follows the system setting, also when it changes with the page open', () => {
    const setting = systemSetting(false);
    render(<Probe />);
    expect(screen.getByText('moving')).toBeTruthy();
    act(() => setting.change(true));
    expect(screen.getByText('still')).toBeTruthy();
  });
});
