import type { Capability } from '@pcharging/api-client';
import { NO_CAPABILITIES } from '@pcharging/api-client/capabilities';
import { useSession } from './use-session';

/** What the backend offers; nothing until it has been asked. */
export function useCapabilities(): ReadonlySet<Capability> {
  return useSession().capabilities ?? NO_CAPABILITIES;
}

/** Whether the backend offers a capability: what needs it renders, calls and subscribes only when it does. */
export function useCapability(capability: Capability): boolean {
  return useCapabilities().has(capability);
}
