import { hasPermission } from '@pcharging/validation';
import { useCallback } from 'react';
import { matchRoutes } from 'react-router-dom';
import { shellScreens } from '../../config/paths';
import { useCapabilities } from '../../lib/capabilities';
import { useHeldPermissions } from './permission-context';

/**
 * Whether the signed-in user may open an address of the app: the screen it leads to needs a permission the user
 * holds and an extension the backend offers. The guard would send them to "Page not found" otherwise.
 */
export function useReachable(): (href: string) => boolean {
  const { keys, rules } = useHeldPermissions();
  const offered = useCapabilities();
  return useCallback(
    (href: string) => {
      const pathname = href.split(/[?#]/)[0] ?? href;
      const screen = matchRoutes([...shellScreens], pathname)?.[0]?.route;
      if (!screen) return true;
      if (screen.permission !== undefined && !hasPermission(keys, screen.permission, rules)) return false;
      return screen.capability === undefined || offered.has(screen.capability);
    },
    [keys, rules, offered],
  );
}
