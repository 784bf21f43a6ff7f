import {
  AccountBookOutlined,
  AlertOutlined,
  BarChartOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  HomeOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';

// Menu icons arrive as names from the server; a name we do not know simply shows no icon.
const ICONS: Readonly<Record<string, ComponentType>> = {
  alarm: AlertOutlined,
  alert: AlertOutlined,
  card: CreditCardOutlined,
  chart: BarChartOutlined,
  customer: TeamOutlined,
  dashboard: DashboardOutlined,
  equipment: ToolOutlined,
  home: HomeOutlined,
  journal: AccountBookOutlined,
  log: FileTextOutlined,
  money: DollarOutlined,
  order: ProfileOutlined,
  peoples: TeamOutlined,
  price: TagsOutlined,
  rfid: CreditCardOutlined,
  role: SafetyOutlined,
  setting: SettingOutlined,
  station: EnvironmentOutlined,
  system: SettingOutlined,
  team: TeamOutlined,
  thunderbolt: ThunderboltOutlined,
  user: UserOutlined,
};

/** 'DashboardOutlined', 'dashboard' and 'icon-dashboard' all name the same icon. */
export function menuIconName(name: string): string {
  return name
    .toLowerCase()
    .replace(/^icon[-_]?/, '')
    .replace(/(outlined|filled|twotone)$/, '')
    .replace(/[^a-z]/g, '');
}

export function menuIcon(name: string | undefined): ReactNode {
  const Icon = name ? ICONS[menuIconName(name)] : undefined;
  return Icon ? <Icon /> : undefined;
}
