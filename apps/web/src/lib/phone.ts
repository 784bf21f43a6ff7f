import { useMediaQuery } from './media-query';

/** Below this width the app lays itself out for a phone held upright: cards, folded filters, thumb-sized targets. */
export const PHONE_BELOW = 600;

/** Whether the window is a phone's width; follows it when the window changes. */
export function usePhone(): boolean {
  return useMediaQuery(`(max-width: ${PHONE_BELOW - 1}px)`);
}
