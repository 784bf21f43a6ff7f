import { normalizeLocale } from '@pcharging/validation';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Capable } from '../../components/capability/capable';
import { AppLayout } from '../../components/layout/app-layout';
import { breadcrumbTrail, namedTrail } from '../../components/layout/breadcrumb-trail';
import { CrumbNameProvider, useCrumbNameStore } from '../../components/layout/crumb-names';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageSpinner } from '../../components/ui/page-spinner';
import { AlarmBadge } from '../../features/alarm/components/alarm-badge';
import { useSignOut } from '../../features/auth/api/sign-out';
import { ReloginDialog } from '../../features/auth/components/relogin-dialog';
import { displayName } from '../../features/auth/session';
import { useLiveNetwork } from '../../features/live/use-live-network';
import { TrainingBanner } from '../../features/trainer/components/training-banner';
import { useScopedDictionaryCleanup } from '../../lib/dictionary/use-scoped-dictionary';
import '../../lib/dayjs-locale';
import { useSession } from '../../lib/use-session';
import { STALE_AFTER } from '../live-stale-keys';
import { sectionTitleKeys, shellRoutes } from '../route-table';
import { sessionMenus } from '../session-menus';
import { useRouteMeta } from '../use-route-meta';

/** The signed-in frame: sidebar, header and the matched screen. The shell's loader has already guarded it. */
function ShellFrame() {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const { pathname } = useLocation();
  const session = useSession();
  const meta = useRouteMeta();
  const signOut = useSignOut();
  const navItems = useMemo(() => sessionMenus(session, locale), [session, locale]);
  const [crumbNames, nameCrumb] = useCrumbNameStore();
  const crumbs = useMemo(
    () => namedTrail(breadcrumbTrail(pathname, shellRoutes, sectionTitleKeys), crumbNames),
    [pathname, crumbNames],
  );
  const title = meta ? t(meta.titleKey) : undefined;
  useDocumentTitle(title);
  useLiveNetwork(STALE_AFTER);

  // Between the end of a session and the arrival on the login page there is nothing to show.
  if (!session.token) return <PageSpinner fullScreen />;
  return (
    <AppLayout
      navItems={navItems}
      crumbs={crumbs}
      displayName={displayName(session.user)}
      title={title}
      onLogout={() => signOut()}
      headerExtra={<AlarmBadge />}
      banner={
        <Capable name="training">
          <TrainingBanner />
        </Capable>
      }
    >
      <CrumbNameProvider nameCrumb={nameCrumb}>
        <Outlet />
      </CrumbNameProvider>
    </AppLayout>
  );
}

/** The shell brings the query client: every screen inside it uses the cache, the public pages do not. */
export function ShellRoute({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellFrame />
      <ScopedDictionaryCleanup />
      <ReloginDialog />
    </QueryClientProvider>
  );
}

function ScopedDictionaryCleanup() {
  useScopedDictionaryCleanup();
  return null;
}
