import { hasPermission } from '@pcharging/validation';
import { useHeldPermissions } from './permission-context';

/** True when the user holds any of the keys (`*:*:*` holds all); no key at all throws 'need roles!'. */
export function usePermission(required: string | readonly string[]): boolean {
  const { keys, rules } = useHeldPermissions();
  return hasPermission(keys, required, rules);
}
