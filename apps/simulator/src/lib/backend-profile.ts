import type { Capability } from '@pcharging/api-client';
import { ALL_CAPABILITIES, NO_CAPABILITIES } from '@pcharging/api-client/capabilities';
import type { SimulatorConfig } from './env';

type ProfileConfig = Pick<SimulatorConfig, 'backendProfile' | 'controlSurface' | 'sandboxLimit'>;

const WITHOUT_TRAINING: ReadonlySet<Capability> = new Set([...ALL_CAPABILITIES].filter((name) => name !== 'training'));

/**
 * The capabilities the simulator offers: none when it plays the legacy backend; otherwise all of them, training
 * only where a trainer can reach the control surface and make sandboxes.
 */
export function offeredCapabilities(config: ProfileConfig): ReadonlySet<Capability> {
  if (config.backendProfile === 'legacy') return NO_CAPABILITIES;
  return config.controlSurface && config.sandboxLimit > 0 ? ALL_CAPABILITIES : WITHOUT_TRAINING;
}

/** Whether `area:entity:*` and `area:*:*` grant what they cover; the legacy backend knows only `*:*:*`. */
export function widerWildcards(config: ProfileConfig): boolean {
  return offeredCapabilities(config).has('permission-wildcards');
}
