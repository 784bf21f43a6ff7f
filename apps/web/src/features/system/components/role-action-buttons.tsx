import type { Role } from '@pcharging/api-client';
import { Button, type ButtonProps, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission/permission';

export interface RoleActionButtonsProps {
  role: Role;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
  compact?: boolean;
}

export function RoleActionButtons({ role, onEdit, onDelete, compact = false }: RoleActionButtonsProps) {
  const { t } = useTranslation();
  const look: ButtonProps = compact ? { type: 'link', size: 'small', style: { paddingInline: 0 } } : {};
  return (
    <Space size={compact ? 'small' : 'middle'}>
      <Permission value="system:role:edit">
        <Button {...look} onClick={() => onEdit(role)}>
          {t('system.role.edit')}
        </Button>
      </Permission>
      <Permission value="system:role:delete">
        <Button {...look} danger onClick={() => onDelete(role)}>
          {t('system.role.delete')}
        </Button>
      </Permission>
    </Space>
  );
}
