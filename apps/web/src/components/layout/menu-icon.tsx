import {
  AccountBookOutlined,
  AlertOutlined,
  BarChartOutlined,
  CheckCircleOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HomeOutlined,
  LineChartOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  TransactionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';

// Menu icons arrive as names from the server, antd's ('BarChartOutlined') or the legacy admin's ('chart');
// a name we do not know simply shows no icon.
const ICONS: Readonly<Record<string, ComponentType>> = {
  accountbook: AccountBookOutlined,
  alert: AlertOutlined,
  barchart: BarChartOutlined,
  chart: BarChartOutlined,
  checkcircle: CheckCircleOutlined,
  creditcard: CreditCardOutlined,
  dashboard: DashboardOutlined,
  dollar: DollarOutlined,
  environment: EnvironmentOutlined,
  fieldtime: FieldTimeOutlined,
  filetext: FileTextOutlined,
  global: GlobalOutlined,
  home: HomeOutlined,
  linechart: LineChartOutlined,
  log: FileTextOutlined,
  money: DollarOutlined,
  peoples: TeamOutlined,
  profile: ProfileOutlined,
  safety: SafetyOutlined,
  setting: SettingOutlined,
  system: SettingOutlined,
  tags: TagsOutlined,
  team: TeamOutlined,
  thunderbolt: ThunderboltOutlined,
  tool: ToolOutlined,
  transaction: TransactionOutlined,
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
