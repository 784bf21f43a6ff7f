// antd's styles for everything past the login page arrive with the shell (see antd-styles.ts).
import 'virtual:antd-dialog.css';
import 'virtual:antd-shell.css';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, ThunderboltFilled } from '@ant-design/icons';
import { Button, Drawer, Flex, Layout, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { env } from '../../config/env';
import { useAppearance } from '../../lib/appearance';
import { SIDER_BACKGROUND } from '../../lib/theme';
import { useKeyboardScrollableTables } from '../ui/use-keyboard-scrollable-tables';
import { AppearanceSwitch } from './appearance-switch';
import { BackLink } from './back-link';
import type { Crumb } from './breadcrumb-trail';
import { copyrightOrigin } from './footer-text';
import { LanguageSwitch } from './language-switch';
import type { NavItem } from './menu-tree';
import { NavMenu } from './nav-menu';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, sidebarMode } from './sidebar-mode';
import { useViewportWidth } from './use-viewport-width';
import { UserMenu } from './user-menu';

export interface AppLayoutProps {
  navItems: readonly NavItem[];
  crumbs: readonly Crumb[];
  displayName: string;
  /** The screen's title, shown as the page's one heading of level 1. */
  title?: string;
  onLogout: () => Promise<void>;
  /** Indicators the app puts in the header before the language switch, such as the open-alarm badge. */
  headerExtra?: ReactNode;
  /** A strip above the header, such as the training-network banner. */
  banner?: ReactNode;
  children: ReactNode;
}

/** The phone's menu button, bottom left where a right or left thumb reaches, and its distance from the edges. */
const THUMB_BUTTON = 56;
const THUMB_BUTTON_GAP = 16;

function Brand({ compact }: { compact: boolean }) {
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      justify="center"
      gap={8}
      style={{ height: 56, color: token.colorTextLightSolid, fontWeight: 600, fontSize: 16 }}
    >
      <ThunderboltFilled style={{ color: token.colorSuccess, fontSize: 20 }} />
      {compact ? null : <span>{env.productTitle}</span>}
    </Flex>
  );
}

export function AppLayout({
  navItems,
  crumbs,
  displayName,
  title,
  onLogout,
  headerExtra,
  banner,
  children,
}: AppLayoutProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { scheme } = useAppearance();
  useKeyboardScrollableTables(t('layout.scrollableTable'));
  const { pathname } = useLocation();
  const mode = sidebarMode(useViewportWidth());
  const [collapsed, setCollapsed] = useState(mode === 'collapsed');
  const [modeSeen, setModeSeen] = useState(mode);
  const [drawerPath, setDrawerPath] = useState<string>();

  // Crossing a breakpoint resets the sidebar to that range's default; in between, the user's toggle holds.
  if (mode !== modeSeen) {
    setModeSeen(mode);
    setCollapsed(mode === 'collapsed');
  }

  // The drawer belongs to the page it was opened on: navigating closes it.
  const drawerOpen = mode === 'hidden' && drawerPath === pathname;
  const closeDrawer = () => setDrawerPath(undefined);
  const origin = copyrightOrigin(window.location);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {mode === 'hidden' ? (
        <>
          <Layout.Sider
            data-testid="sider"
            aria-hidden
            collapsed
            collapsedWidth={0}
            trigger={null}
            style={{ display: 'none' }}
          />
          {/* A phone held in one hand opens its menu from the bottom, under the thumb, not from the top corner. */}
          <Drawer
            placement="bottom"
            open={drawerOpen}
            onClose={closeDrawer}
            size="min(80dvh, 640px)"
            closable={false}
            styles={{ body: { padding: 0, background: SIDER_BACKGROUND[scheme] } }}
          >
            <Brand compact={false} />
            <NavMenu items={navItems} collapsed={false} onNavigate={closeDrawer} />
          </Drawer>
        </>
      ) : (
        <Layout.Sider
          data-testid="sider"
          collapsed={collapsed}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          width={SIDEBAR_WIDTH}
          trigger={null}
          style={{ overflow: 'auto', height: '100vh', position: 'sticky', top: 0, insetInlineStart: 0 }}
        >
          <Brand compact={collapsed} />
          <NavMenu items={navItems} collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        {banner}
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            padding: '0 12px',
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {mode === 'hidden' ? null : (
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              aria-label={t('layout.toggleSidebar')}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed((value) => !value)}
            />
          )}
          {/* A phone's header has no room for the trail: the page's heading says where the user is, a link leads up. */}
          {mode === 'hidden' ? (
            <BackLink crumbs={crumbs} />
          ) : (
            <nav aria-label={t('layout.breadcrumbs')} style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
              <PageBreadcrumbs crumbs={crumbs} />
            </nav>
          )}
          {headerExtra}
          <AppearanceSwitch />
          <LanguageSwitch />
          <UserMenu displayName={displayName} compact={mode === 'hidden'} onLogout={onLogout} />
        </Layout.Header>
        {mode === 'hidden' ? (
          <Button
            type="primary"
            shape="circle"
            icon={<MenuOutlined />}
            aria-label={t('layout.openMenu')}
            onClick={() => setDrawerPath(pathname)}
            data-thumb-bar
            style={{
              position: 'fixed',
              insetInlineStart: 16,
              bottom: `calc(${THUMB_BUTTON_GAP}px + env(safe-area-inset-bottom))`,
              width: THUMB_BUTTON,
              height: THUMB_BUTTON,
              zIndex: token.zIndexPopupBase - 1,
              boxShadow: token.boxShadowSecondary,
            }}
          />
        ) : null}
        {/* On a phone the page ends above the menu button, so that its last controls can be scrolled clear of it. */}
        <Layout.Content
          style={{ padding: 16, paddingBottom: mode === 'hidden' ? THUMB_BUTTON + 2 * THUMB_BUTTON_GAP : 16 }}
        >
          {title ? (
            <h1
              style={{
                margin: `0 0 ${token.marginSM}px`,
                fontSize: token.fontSizeHeading4,
                lineHeight: token.lineHeightHeading4,
                fontWeight: token.fontWeightStrong,
                color: token.colorTextHeading,
              }}
            >
              {title}
            </h1>
          ) : null}
          {children}
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px', color: token.colorTextSecondary }}>
          {origin ? t('layout.copyright', { year: new Date().getFullYear(), origin }) : null}
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
