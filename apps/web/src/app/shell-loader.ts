import { hasPermission } from '@pcharging/validation';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { firstLeafPath } from '../components/layout/menu-tree';
import { paths } from '../config/paths';
import { currentLocale } from '../lib/i18n';
import { PHONE_BELOW } from '../lib/phone';
import { sessionStore } from '../lib/session-store';
import { decideNavigation } from './guard';
import { shellRouteFor } from './route-table';
import { sessionMenus } from './session-menus';

/** The shell's query client, loaded on first use: the login page does not carry it. */
export type QueryClientSource = () => Promise<QueryClient>;

/** Asks what the backend offers, once per session; the client it takes loads with it (the login page has its own). */
async function ensureCapabilities(): Promise<unknown> {
  const { ensureCapabilities: ensure } = await import('../lib/capability-discovery');
  return ensure();
}

async function restoreSession(loadQueryClient: QueryClientSource): Promise<boolean> {
  const [{ restoreSession: restore }, queryClient] = await Promise.all([
    import('../features/auth/api/restore-session'),
    loadQueryClient(),
  ]);
  return restore(queryClient);
}

/** A technician on a phone starts from the search for a place (home), not from the first screen of the menu. */
function findsOnPhone(session: { permissions: readonly string[] }): boolean {
  const phone = globalThis.matchMedia?.(`(max-width: ${PHONE_BELOW - 1}px)`).matches ?? false;
  return phone && hasPermission(session.permissions, 'operator:pile:list');
}

/**
 * The navigation guard, run before every navigation into the shell. As a loader it reacts to navigations only,
 * not to the session changing under a page (signing out navigates by itself). Before the shell first renders in a
 * session, it learns what the backend offers (kept with the session, so this happens once).
 */
export function createShellLoader(loadQueryClient: QueryClientSource) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const { pathname, search } = new URL(request.url);
    const decide = () => {
      const session = sessionStore.getState();
      const route = shellRouteFor(pathname);
      return decideNavigation({
        pathname,
        search,
        session,
        firstMenuPath: findsOnPhone(session) ? paths.home.path : firstLeafPath(sessionMenus(session, currentLocale())),
        requiredPermission: route?.permission,
        requiredCapability: route?.capability,
      });
    };
    let decision = decide();
    if (decision.kind === 'restore') {
      const [restored] = await Promise.all([restoreSession(loadQueryClient), ensureCapabilities()]);
      if (!restored) throw redirect(paths.login.getHref(`${pathname}${search}`));
      decision = decide();
    } else if (sessionStore.getState().token && sessionStore.getState().capabilities === null) {
      await ensureCapabilities();
      decision = decide();
    }
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };
}
