import { useSyncExternalStore } from 'react';

const REDUCE = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReduced = () => window.matchMedia?.(REDUCE).matches ?? false;

/** Whether the system asks for less motion (an OS accessibility setting); follows it when it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReduced, () => false);
}
