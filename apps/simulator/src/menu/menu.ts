import type { Capability, components } from '@pcharging/api-client';
import type { Permission } from '@pcharging/api-client/operations';
import { hasPermission, type PermissionRules } from '@pcharging/validation';

type MenuItem = components['schemas']['MenuItem'];

interface MenuNode {
  path: string;
  icon: string;
  titles: { en: string; fr: string; 'zh-cn': string };
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
    titles: { en: 'Data centre', fr: 'Centre de données', 'zh-cn': '数据中心' },
    children: [
      {
        path: '/metadata/overview',
        icon: 'DashboardOutlined',
        titles: { en: 'Data Overview', fr: 'Aperçu des données', 'zh-cn': '数据概览' },
        role: 'metadata:overview:view',
      },
      {
        path: '/metadata/income',
        icon: 'LineChartOutlined',
        titles: { en: 'Income statistics', fr: 'Statistiques des revenus', 'zh-cn': '收入统计' },
        role: 'metadata:income:view',
      },
    ],
  },
  {
    path: '/operator',
    icon: 'ThunderboltOutlined',
    titles: { en: 'Operations', fr: 'Exploitation', 'zh-cn': '运营管理' },
    children: [
      {
        path: '/operator/station',
        icon: 'EnvironmentOutlined',
        titles: { en: 'Station List', fr: 'Liste des stations', 'zh-cn': '电站列表' },
        role: 'operator:station:list',
      },
      {
        path: '/operator/rfid',
        icon: 'CreditCardOutlined',
        titles: { en: 'RFID cards', fr: 'Cartes RFID', 'zh-cn': 'RFID 卡' },
        role: 'operator:rfid:list',
      },
      {
        path: '/operator/price_tmp',
        icon: 'DollarOutlined',
        titles: { en: 'Price Template', fr: 'Modèles de tarifs', 'zh-cn': '价格模板' },
        role: 'operator:price:list',
      },
      {
        path: '/operator/equipment',
        icon: 'ToolOutlined',
        titles: { en: 'Equipment', fr: 'Équipements', 'zh-cn': '设备管理' },
        role: 'operator:equipment:list',
      },
      {
        path: '/operator/map',
        icon: 'GlobalOutlined',
        titles: { en: 'Network map', fr: 'Carte du réseau', 'zh-cn': '网络地图' },
        role: 'operator:station:list',
        capability: 'map',
      },
      {
        path: '/operator/session',
        icon: 'FieldTimeOutlined',
        titles: { en: 'Charging sessions', fr: 'Sessions de recharge', 'zh-cn': '充电会话' },
        role: 'operator:session:list',
        capability: 'sessions',
      },
      {
        path: '/operator/alarm',
        icon: 'AlertOutlined',
        titles: { en: 'Alarms', fr: 'Alarmes', 'zh-cn': '告警管理' },
        role: 'operator:alarm:list',
      },
    ],
  },
  {
    path: '/money',
    icon: 'AccountBookOutlined',
    titles: { en: 'Finance centre', fr: 'Centre financier', 'zh-cn': '财务中心' },
    children: [
      {
        path: '/money/order',
        icon: 'FileTextOutlined',
        titles: { en: 'Orders', fr: 'Commandes', 'zh-cn': '订单管理' },
        role: 'money:order:list',
      },
      {
        path: '/money/journal',
        icon: 'TransactionOutlined',
        titles: { en: 'Money journal', fr: 'Journal financier', 'zh-cn': '资金流水' },
        role: 'money:journal:list',
      },
    ],
  },
  {
    path: '/customers',
    icon: 'TeamOutlined',
    titles: { en: 'User management', fr: 'Gestion des usagers', 'zh-cn': '用户管理' },
    children: [
      {
        path: '/customer',
        icon: 'UserOutlined',
        titles: { en: 'Customers', fr: 'Clients', 'zh-cn': '客户管理' },
        role: 'customer:customer:list',
      },
    ],
  },
  {
    path: '/system',
    icon: 'SettingOutlined',
    titles: { en: 'System management', fr: 'Administration du système', 'zh-cn': '系统管理' },
    children: [
      {
        path: '/system/user',
        icon: 'UserOutlined',
        titles: { en: 'Account Management', fr: 'Gestion des comptes', 'zh-cn': '账号管理' },
        role: 'system:user:list',
      },
      {
        path: '/system/role',
        icon: 'SafetyOutlined',
        titles: { en: 'Role Management', fr: 'Gestion des rôles', 'zh-cn': '角色管理' },
        role: 'system:role:list',
      },
      {
        path: '/system/log',
        icon: 'ProfileOutlined',
        titles: { en: 'Operation log', fr: "Journal d'opérations", 'zh-cn': '操作日志' },
        role: 'system:log:list',
      },
    ],
  },
];

function toMenuItem(node: MenuNode, children?: MenuItem[]): MenuItem {
  return {
    path: node.path,
    meta: {
      title: node.titles.en,
      title_en: node.titles.en,
      title_fr: node.titles.fr,
      'title_zh-cn': node.titles['zh-cn'],
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
