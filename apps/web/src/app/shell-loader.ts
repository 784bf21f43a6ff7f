import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { firstLeafPath, visibleMenus } from '../components/layout/menu-tree';
import { paths } from '../config/paths';
import { restoreSession } from '../features/auth/api/restore-session';
import { sessionStore } from '../features/auth/session-store';
import { currentLocale } from '../lib/i18n';
import { decideNavigation } from './guard';
import { shellRouteFor } from './route-table';

/**
 * The navigation guard, run before every navigation into the shell. As a loader it reacts to navigations only,
 * not to the session changing under a page (signing out navigates by itself).
 */
export function createShellLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const { pathname, search } = new URL(request.url);
    const decide = () => {
      const session = sessionStore.getState();
      return decideNavigation({
        pathname,
        search,
        session,
        firstMenuPath: firstLeafPath(visibleMenus(session.menus, session.permissions, currentLocale())),
        requiredPermission: shellRouteFor(pathname)?.permission,
      });
    };
    let decision = decide();
    if (decision.kind === 'restore') {
      const restored = await restoreSession(queryClient);
      if (!restored) throw redirect(paths.login.getHref(`${pathname}${search}`));
      decision = decide();
    }
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };
}
