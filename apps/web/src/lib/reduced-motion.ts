import { useMediaQuery } from './media-query';

/** Whether the system asks for less motion (an OS accessibility setting); follows it when it changes. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
