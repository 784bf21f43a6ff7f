import { useSyncExternalStore } from 'react';
import type { NetworkSettings } from './network';
import { type SessionState, sessionStore } from './session-store';

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

/** The signed-in network's zone and currency, or the browser's zone and USD before sign-in. */
export function useNetwork(): NetworkSettings {
  return useSession().network;
}
