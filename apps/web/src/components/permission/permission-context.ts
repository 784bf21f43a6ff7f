import type { PermissionRules } from '@pcharging/validation';
import { createContext, useContext } from 'react';

/** The action strings the signed-in user holds, and how they are read; the app feeds it from the session. */
export interface HeldPermissions {
  keys: readonly string[];
  /** The spec's rules (only `*:*:*` is a wildcard) unless the backend offers `permission-wildcards`. */
  rules: PermissionRules;
}

export const SPEC_RULES: PermissionRules = { widerWildcards: false };

export const PermissionContext = createContext<HeldPermissions>({ keys: [], rules: SPEC_RULES });

export function useHeldPermissions(): HeldPermissions {
  return useContext(PermissionContext);
}
