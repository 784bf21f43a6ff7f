import type { Role } from '@pcharging/api-client';
import { WILDCARD_PERMISSION } from '@pcharging/validation';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FOLD_AT, narrowColumn } from '../../../components/list/narrow-column';
import type { CardLayout } from '../../../components/list/row-cards';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { ALL_PERMISSIONS_KEY } from '../permission-labels';

/** The card a phone shows for a row, by this list's column keys. */
export const ROLE_CARD: CardLayout = { title: 'name', figures: ['code', 'users'] };

/** `*:*:*` in words, or how many strings the role holds. */
export function PermissionSummary({ role }: { role: Role }) {
  const { t } = useTranslation();
  return role.permissions.includes(WILDCARD_PERMISSION) ? (
    <Tag color="gold">{t(ALL_PERMISSIONS_KEY)}</Tag>
  ) : (
    t('system.role.permissionCount', { count: role.permissions.length })
  );
}

export function useRoleColumns(renderActions: (role: Role) => ReactNode): ColumnsType<Role> {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    {
      key: 'name',
      title: t('system.role.name'),
      fixed: 'left',
      render: (_, role) => <Link to={paths.system.role.getHref(role.id)}>{role.name}</Link>,
    },
    { key: 'code', hidden: true, title: t('system.role.code'), dataIndex: 'code' },
    narrowColumn<Role>(
      {
        key: 'description',
        title: t('system.role.description'),
        render: (_, role) => role.description || t('common.none'),
      },
      FOLD_AT.text,
    ),
    { key: 'permissions', title: t('system.role.permissions'), render: (_, role) => <PermissionSummary role={role} /> },
    { key: 'users', title: t('system.role.users'), align: 'right', render: (_, role) => format.number(role.users) },
    {
      key: 'updated_at',
      hidden: true,
      title: t('system.role.updatedAt'),
      render: (_, role) => format.dateTime(role.updated_at),
    },
    { key: 'actions', title: t('common.list.actions'), fixed: 'right', render: (_, role) => renderActions(role) },
  ];
}
