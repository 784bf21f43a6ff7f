import type { Role } from '@pcharging/api-client';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { PermissionSummary } from './role-columns';

export function RoleDetails({ role }: { role: Role }) {
  const { t } = useTranslation();
  const format = useFormat();
  const items = [
    { key: 'name', label: t('system.role.name'), children: role.name },
    { key: 'code', label: t('system.role.code'), children: role.code },
    { key: 'description', label: t('system.role.description'), children: role.description || t('common.none') },
    { key: 'permissions', label: t('system.role.permissions'), children: <PermissionSummary role={role} /> },
    { key: 'users', label: t('system.role.users'), children: format.number(role.users) },
    { key: 'created_at', label: t('system.role.createdAt'), children: format.dateTime(role.created_at) },
    { key: 'updated_at', label: t('system.role.updatedAt'), children: format.dateTime(role.updated_at) },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />;
}
