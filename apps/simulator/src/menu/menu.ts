import type { Capability, components } from '@pcharging/api-client';
import type { Permission } from '@pcharging/api-client/operations';
import { hasPermission, type Locale, type PermissionRules } from '@pcharging/validation';
import { catalogueOf } from '../lib/catalogue';

type MenuItem = components['schemas']['MenuItem'];

interface MenuNode {
  path: string;
  icon: string;
  /** The permission to see a leaf; parents are shown when any child is. */
  role?: Permission;
  /** The extension a screen needs; a backend without it does not list the screen. */
  capability?: Capability;
  children?: readonly MenuNode[];
}

// The real backend keeps this tree in its database; the simulator keeps the same tree here.
const menuTree: readonly MenuNode[] = [
  {
    path: '/metadata',
    icon: 'BarChartOutlined',
    children: [
      {
        path: '/metadata/overview',
        icon: 'DashboardOutlined',
        role: 'metadata:overview:view',
      },
      {
        path: '/metadata/income',
        icon: 'LineChartOutlined',
        role: 'metadata:income:view',
      },
    ],
  },
  {
    path: '/operator',
    icon: 'ThunderboltOutlined',
    children: [
      {
        path: '/operator/station',
        icon: 'EnvironmentOutlined',
        role: 'operator:station:list',
      },
      {
        path: '/operator/rfid',
        icon: 'CreditCardOutlined',
        role: 'operator:rfid:list',
      },
      {
        path: '/operator/price_tmp',
        icon: 'DollarOutlined',
        role: 'operator:price:list',
      },
      {
        path: '/operator/equipment',
        icon: 'ToolOutlined',
        role: 'operator:equipment:list',
      },
      {
        path: '/operator/map',
        icon: 'GlobalOutlined',
        role: 'operator:station:list',
        capability: 'map',
      },
      {
        path: '/operator/session',
        icon: 'FieldTimeOutlined',
        role: 'operator:session:list',
        capability: 'sessions',
      },
      {
        path: '/operator/alarm',
        icon: 'AlertOutlined',
        role: 'operator:alarm:list',
      },
      {
        path: '/operator/uptime',
        icon: 'CheckCircleOutlined',
        role: 'operator:uptime:view',
        capability: 'uptime',
      },
    ],
  },
  {
    path: '/money',
    icon: 'AccountBookOutlined',
    children: [
      {
        path: '/money/order',
        icon: 'FileTextOutlined',
        role: 'money:order:list',
      },
      {
        path: '/money/journal',
        icon: 'TransactionOutlined',
        role: 'money:journal:list',
      },
      {
        path: '/money/close',
        icon: 'ProfileOutlined',
        role: 'money:close:view',
        capability: 'daily-close',
      },
      {
        path: '/money/approval',
        icon: 'CheckCircleOutlined',
        role: 'money:adjust:approve',
        capability: 'money-corrections',
      },
    ],
  },
  {
    path: '/customers',
    icon: 'TeamOutlined',
    children: [
      {
        path: '/customer',
        icon: 'UserOutlined',
        role: 'customer:customer:list',
      },
    ],
  },
  {
    path: '/system',
    icon: 'SettingOutlined',
    children: [
      {
        path: '/system/user',
        icon: 'UserOutlined',
        role: 'system:user:list',
      },
      {
        path: '/system/role',
        icon: 'SafetyOutlined',
        role: 'system:role:list',
      },
      {
        path: '/system/log',
        icon: 'ProfileOutlined',
        role: 'system:log:list',
      },
    ],
  },
];

/** A menu entry's title in a language: the catalogues name the entries by path. */
function titleOf(path: string, locale: Locale): string {
  const titles: Readonly<Record<string, string>> = catalogueOf(locale).menu;
  return titles[path] ?? path;
}

function toMenuItem(node: MenuNode, children?: MenuItem[]): MenuItem {
  return {
    path: node.path,
    meta: {
      title: titleOf(node.path, 'en'),
      title_en: titleOf(node.path, 'en'),
      title_fr: titleOf(node.path, 'fr'),
      'title_zh-cn': titleOf(node.path, 'zh-cn'),
      icon: node.icon,
      ...(node.role ? { role: node.role } : {}),
    },
    ...(children ? { children } : {}),
  };
}

interface MenuReader {
  permissions: readonly string[];
  rules: PermissionRules;
  offered: ReadonlySet<Capability>;
}

function visible(nodes: readonly MenuNode[], reader: MenuReader): MenuItem[] {
  return nodes.flatMap((node) => {
    if (node.capability && !reader.offered.has(node.capability)) return [];
    if (node.children) {
      const children = visible(node.children, reader);
      return children.length > 0 ? [toMenuItem(node, children)] : [];
    }
    return !node.role || hasPermission(reader.permissions, node.role, reader.rules) ? [toMenuItem(node)] : [];
  });
}

/**
 * The menu a user may see: leaves whose permission is held and whose capability the backend offers, parents with
 * at least one such leaf.
 */
export function menuFor(reader: MenuReader): MenuItem[] {
  return visible(menuTree, reader);
}
