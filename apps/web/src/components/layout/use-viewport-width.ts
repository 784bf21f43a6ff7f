import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readWidth = (): number => window.innerWidth;

export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, readWidth, readWidth);
}
