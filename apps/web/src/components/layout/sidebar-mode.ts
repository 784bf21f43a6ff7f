export type SidebarMode = 'hidden' | 'collapsed' | 'expanded';

export const SIDEBAR_HIDDEN_BELOW = 768;
export const SIDEBAR_COLLAPSED_BELOW = 1024;
export const SIDEBAR_COLLAPSED_WIDTH = 52;
export const SIDEBAR_WIDTH = 220;

/** Spec breakpoints 768 / 1024 / 1536: from 1024 up the sidebar starts expanded (the default state). */
export function sidebarMode(viewportWidth: number): SidebarMode {
  if (viewportWidth < SIDEBAR_HIDDEN_BELOW) return 'hidden';
  if (viewportWidth < SIDEBAR_COLLAPSED_BELOW) return 'collapsed';
  return 'expanded';
}
