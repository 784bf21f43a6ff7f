import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { firstLeafPath, visibleMenus } from '../components/layout/menu-tree';
import { paths } from '../config/paths';
import { currentLocale } from '../lib/i18n';
import { sessionStore } from '../lib/session-store';
import { decideNavigation } from './guard';
import { shellRouteFor } from './route-table';

/** The shell's query client, loaded on first use: the login page does not carry it. */
export type QueryClientSource = () => Promise<QueryClient>;

async function restoreSession(loadQueryClient: QueryClientSource): Promise<boolean> {
  const [{ restoreSession: restore }, queryClient] = await Promise.all([
    import('../features/auth/api/restore-session'),
    loadQueryClient(),
  ]);
  return restore(queryClient);
}

/**
 * The navigation guard, run before every navigation into the shell. As a loader it reacts to navigations only,
 * not to the session changing under a page (signing out navigates by itself).
 */
export function createShellLoader(loadQueryClient: QueryClientSource) {
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
      const restored = await restoreSession(loadQueryClient);
      if (!restored) throw redirect(paths.login.getHref(`${pathname}${search}`));
      decision = decide();
    }
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };
}
