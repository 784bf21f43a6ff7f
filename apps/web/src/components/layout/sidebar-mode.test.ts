import { describe, expect, it } from 'vitest';
import { sidebarMode } from './sidebar-mode';

describe('sidebarMode', () => {
  it.each([
    [375, 'hidden'],
    [767, 'hidden'],
    [768, 'collapsed'],
    [900, 'collapsed'],
    [1023, 'collapsed'],
    [1024, 'expanded'],
    [1600, 'expanded'],
  ] as const)('at %i px the sidebar is %s', (width, mode) => {
    expect(sidebarMode(width)).toBe(mode);
  });
});
