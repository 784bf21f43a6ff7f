import type { Locale } from '@pcharging/validation';
import { type NavItem, visibleMenus } from '../components/layout/menu-tree';
import { offeredIn } from '../lib/capabilities';
import type { SessionState } from '../lib/session-store';
import { routeOffered } from './route-table';

/** The signed-in user's menu: what they may see, and only the screens this backend can serve. */
export function sessionMenus(
  session: Pick<SessionState, 'menus' | 'permissions' | 'capabilities'>,
  locale: Locale,
): NavItem[] {
  const offered = offeredIn(session);
  return visibleMenus(session.menus, session.permissions, locale, {
    widerWildcards: offered.has('permission-wildcards'),
    opens: (path) => routeOffered(path, offered),
  });
}
