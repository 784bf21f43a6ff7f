import { normalizeLocale } from '@pcharging/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AppLayout } from '../../components/layout/app-layout';
import { breadcrumbTrail } from '../../components/layout/breadcrumb-trail';
import { firstLeafPath, visibleMenus } from '../../components/layout/menu-tree';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageSpinner } from '../../components/ui/page-spinner';
import { useSignOut } from '../../features/auth/api/sign-out';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSessionRestore } from '../../features/auth/hooks/use-session-restore';
import { displayName } from '../../features/auth/session';
import { decideNavigation } from '../guard';
import { sectionTitleKeys, shellRoutes } from '../route-table';
import { useRouteMeta } from '../use-route-meta';

/** The signed-in frame: guard first, then sidebar, header and the matched screen. */
export function ShellRoute() {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const { pathname, search } = useLocation();
  const session = useSession();
  const meta = useRouteMeta();
  const signOut = useSignOut();
  const navItems = useMemo(
    () => visibleMenus(session.menus, session.permissions, locale),
    [session.menus, session.permissions, locale],
  );
  const crumbs = useMemo(() => breadcrumbTrail(pathname, shellRoutes, sectionTitleKeys), [pathname]);
  const decision = decideNavigation({
    pathname,
    search,
    session,
    firstMenuPath: firstLeafPath(navItems),
    requiredPermission: meta?.permission,
  });

  useSessionRestore(decision.kind === 'restore', `${pathname}${search}`);
  useDocumentTitle(meta ? t(meta.titleKey) : undefined);

  if (decision.kind === 'redirect') console.log('SHELL REDIRECT', decision.to, new Error().stack?.split('\n').slice(1, 12).join(' | '));
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind !== 'allow') return <PageSpinner fullScreen />;
  return (
    <AppLayout navItems={navItems} crumbs={crumbs} displayName={displayName(session.user)} onLogout={() => signOut()}>
      <Outlet />
    </AppLayout>
  );
}
