import type { ReactNode } from 'react';
import { usePermission } from './use-permission';

export interface PermissionProps {
  /** One action string or several (any one suffices). */
  value: string | readonly string[];
  children: ReactNode;
  /** Shown instead when the permission is missing; nothing by default, as the spec's directive removes the element. */
  fallback?: ReactNode;
}

/** The spec's permi/permit directive as a component. */
export function Permission({ value, children, fallback = null }: PermissionProps) {
  return usePermission(value) ? children : fallback;
}
