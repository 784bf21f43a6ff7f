import type { Capability } from '@pcharging/api-client';
import type { SessionState } from './session-store';
import { useSession } from './use-session';

// Not the api-client's NO_CAPABILITIES: its module carries the whole operation table, which the entry need not load.
const NOTHING: ReadonlySet<Capability> = new Set();

/** What the backend of a session offers; nothing until it has been asked. */
export function offeredIn(session: Pick<SessionState, 'capabilities'>): ReadonlySet<Capability> {
  return session.capabilities ?? NOTHING;
}

/** What the backend offers; nothing until it has been asked. */
export function useCapabilities(): ReadonlySet<Capability> {
  return offeredIn(useSession());
}

/** Whether the backend offers a capability: what needs it renders, calls and subscribes only when it does. */
export function useCapability(capability: Capability): boolean {
  return useCapabilities().has(capability);
}
