import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { PermissionContext, SPEC_RULES } from './permission-context';

export interface PermissionProviderProps {
  permissions: readonly string[];
  /** `area:*:*` and `area:entity:*` grant what they cover: only on a backend that offers `permission-wildcards`. */
  widerWildcards?: boolean;
  children: ReactNode;
}

export function PermissionProvider({ permissions, widerWildcards = false, children }: PermissionProviderProps) {
  const held = useMemo(
    () => ({ keys: permissions, rules: widerWildcards ? { widerWildcards } : SPEC_RULES }),
    [permissions, widerWildcards],
  );
  return <PermissionContext.Provider value={held}>{children}</PermissionContext.Provider>;
}
