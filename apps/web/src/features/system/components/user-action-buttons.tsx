import type { User } from '@pcharging/api-client';
import { Button, type ButtonProps, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission/permission';
import { ENABLED } from '../hooks/use-user-actions';

export interface UserActionButtonsProps {
  user: User;
  onEdit: (user: User) => void;
  onResetPassword: (user: User) => void;
  onToggleStatus: (user: User) => void;
  onDelete: (user: User) => void;
  /** Links in a table row, buttons on the detail page. */
  compact?: boolean;
}

/** What may be done to one user, each control only for those holding its permission. */
export function UserActionButtons({
  user,
  onEdit,
  onResetPassword,
  onToggleStatus,
  onDelete,
  compact = false,
}: UserActionButtonsProps) {
  const { t } = useTranslation();
  const look: ButtonProps = compact ? { type: 'link', size: 'small', style: { paddingInline: 0 } } : {};
  return (
    <Space size={compact ? 'small' : 'middle'} wrap>
      <Permission value="system:user:edit">
        <Button {...look} onClick={() => onEdit(user)}>
          {t('system.user.edit')}
        </Button>
      </Permission>
      <Permission value="system:user:status">
        <Button {...look} onClick={() => onToggleStatus(user)}>
          {user.status === ENABLED ? t('system.user.disable') : t('system.user.enable')}
        </Button>
      </Permission>
      <Permission value="system:user:reset">
        <Button {...look} onClick={() => onResetPassword(user)}>
          {t('system.user.resetPassword')}
        </Button>
      </Permission>
      <Permission value="system:user:delete">
        <Button {...look} danger onClick={() => onDelete(user)}>
          {t('system.user.delete')}
        </Button>
      </Permission>
    </Space>
  );
}
