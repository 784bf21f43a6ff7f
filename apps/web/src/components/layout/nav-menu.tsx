import { isExternalLink } from '@pcharging/validation';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { menuIcon } from './menu-icon';
import { ExternalLink } from './menu-link';
import { activeMenuPath, type NavItem } from './menu-tree';
import styles from './nav-menu.module.css';

type MenuEntries = NonNullable<MenuProps['items']>;

function toEntries(items: readonly NavItem[]): MenuEntries {
  return items.map((item) =>
    item.children.length > 0
      ? { key: item.path, icon: menuIcon(item.icon), label: item.title, children: toEntries(item.children) }
      : {
          key: item.path,
          icon: menuIcon(item.icon),
          // antd stretches a link in a menu item over the whole item.
          label: item.external ? <ExternalLink href={item.path}>{item.title}</ExternalLink> : item.title,
        },
  );
}

export interface NavMenuProps {
  items: readonly NavItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}

export function NavMenu({ items, collapsed, onNavigate }: NavMenuProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const entries = useMemo(() => toEntries(items), [items]);
  const active = useMemo(() => activeMenuPath(items, pathname), [items, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(active.open);

  // Opening a screen from elsewhere (a quick link, the address bar) unfolds its section.
  useEffect(() => {
    setOpenKeys((keys) => [...new Set([...keys, ...active.open])]);
  }, [active.open]);

  return (
    <Menu
      mode="inline"
      theme="dark"
      className={collapsed ? undefined : styles.wrapping}
      items={entries}
      // Folded sections stay in the page, so that finding a screen by its name works without unfolding.
      forceSubMenuRender
      selectedKeys={active.selected ? [active.selected] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        if (!isExternalLink(key)) void navigate(key);
        onNavigate?.();
      }}
    />
  );
}
