import type { MenuItem, MenuMeta } from '@pcharging/api-client';
import { hasPermission, isExternalLink, type Locale } from '@pcharging/validation';

/** A menu entry the signed-in user may see, with its title in the current language. */
export interface NavItem {
  path: string;
  title: string;
  icon: string | undefined;
  children: NavItem[];
  /** A link out of the app (`https://…`, `mailto:`, `tel:`): the browser opens it, the router never sees it. */
  external: boolean;
}

export function menuTitle(meta: MenuMeta, locale: Locale): string {
  const localized = meta[`title_${locale}`];
  return localized?.trim() ? localized : meta.title;
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/') || isExternalLink(path)) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

export interface MenuAccess {
  /** `area:*:*` and `area:entity:*` grant what they cover (a backend offering `permission-wildcards`). */
  widerWildcards?: boolean;
  /** Whether the app can open a path on this backend; an entry it cannot is dropped. */
  opens?: (path: string) => boolean;
}

function mayShow(item: MenuItem, permissions: readonly string[], access: MenuAccess): boolean {
  if (item.hidden) return false;
  const role = item.meta.role?.trim();
  return !role || hasPermission(permissions, role, { widerWildcards: access.widerWildcards === true });
}

/**
 * The menu tree of the login answer as the user sees it (spec section 6): hidden items, items whose meta.role is
 * not held and entries the app cannot open on this backend are dropped, and so are parents left without a visible
 * child.
 */
export function visibleMenus(
  menus: readonly MenuItem[],
  permissions: readonly string[],
  locale: Locale,
  access: MenuAccess = {},
): NavItem[] {
  const walk = (items: readonly MenuItem[], parentPath: string): NavItem[] =>
    items.flatMap((item) => {
      if (!mayShow(item, permissions, access)) return [];
      const path = joinPath(parentPath, item.path);
      if (access.opens && !access.opens(path)) return [];
      const isParent = (item.children?.length ?? 0) > 0;
      const children = isParent ? walk(item.children ?? [], path) : [];
      if (isParent && children.length === 0) return [];
      return [
        { path, title: menuTitle(item.meta, locale), icon: item.meta.icon, children, external: isExternalLink(path) },
      ];
    });
  return walk(menus, '/');
}

export function menuLeaves(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => (item.children.length > 0 ? menuLeaves(item.children) : [item]));
}

/** Where `/` leads: the first leaf of the app in depth-first order (never a link out of it). */
export function firstLeafPath(items: readonly NavItem[]): string | undefined {
  return menuLeaves(items).find((item) => !item.external)?.path;
}

/** The deepest menu entry whose path is the current path or one of its ancestors, and its parents' paths. */
export function activeMenuPath(items: readonly NavItem[], pathname: string): { selected?: string; open: string[] } {
  const covers = (path: string) => pathname === path || pathname.startsWith(`${path.replace(/\/+$/, '')}/`);
  let best: { selected?: string; open: string[] } = { open: [] };
  const walk = (nodes: readonly NavItem[], ancestors: string[]) => {
    for (const node of nodes) {
      if (node.children.length > 0) walk(node.children, [...ancestors, node.path]);
      else if (!node.external && covers(node.path) && node.path.length > (best.selected?.length ?? 0)) {
        best = { selected: node.path, open: ancestors };
      }
    }
  };
  walk(items, []);
  return best;
}
