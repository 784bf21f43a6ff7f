import { createContext, useContext } from 'react';

/** The action strings the signed-in user holds; the app feeds it from the session. */
export const PermissionContext = createContext<readonly string[]>([]);

export function useHeldPermissions(): readonly string[] {
  return useContext(PermissionContext);
}
