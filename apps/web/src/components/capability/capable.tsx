import type { Capability } from '@pcharging/api-client';
import type { ReactNode } from 'react';
import { useCapability } from '../../lib/capabilities';

export interface CapableProps {
  /** The extension of the legacy API that what is inside needs. */
  name: Capability;
  children: ReactNode;
  /** Shown instead on a backend without it; nothing by default. */
  fallback?: ReactNode;
}

// `display: contents` leaves the layout to the children; the attribute lets a test find every extension on screen.
const MARK = { display: 'contents' } as const;

/**
 * Renders its children only on a backend that offers the capability, marked `data-capability="<name>"`: an
 * extension's controls, cards, columns and tabs never show (nor call) on a backend without it.
 */
export function Capable({ name, children, fallback = null }: CapableProps) {
  return useCapability(name) ? (
    <span data-capability={name} style={MARK}>
      {children}
    </span>
  ) : (
    fallback
  );
}
