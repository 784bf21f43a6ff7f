import { PlusOutlined } from '@ant-design/icons';
import type { User } from '@pcharging/api-client';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/list/paged-table';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import { Permission } from '../../../components/permission/permission';
import { useRoleOptions } from '../../../features/system/api/list-role-options';
import { useUsers } from '../../../features/system/api/list-users';
import { ResetPasswordDialog } from '../../../features/system/components/reset-password-dialog';
import { UserActionButtons } from '../../../features/system/components/user-action-buttons';
import { USER_CARD, useUserColumns } from '../../../features/system/components/user-columns';
import { UserFilters } from '../../../features/system/components/user-filters';
import { UserFormDialog } from '../../../features/system/components/user-form-dialog';
import { useUserActions } from '../../../features/system/hooks/use-user-actions';
import { toUserListFilters, userDefinition } from '../../../features/system/user-list';
import { useScopedDictionary } from '../../../lib/dictionary/use-scoped-dictionary';

/** The user being added (no user) or edited. */
type Editing = { user?: User } | undefined;

export function UsersRoute() {
  const { t } = useTranslation();
  const { list, request: filters, filterBar } = useFilteredList(userDefinition, toUserListFilters, undefined);
  const users = useUsers(filters, { page: list.page, size: list.size });
  const statuses = useScopedDictionary('user_status').data;
  const roles = useRoleOptions();

  const [editing, setEditing] = useState<Editing>();
  const [resetting, setResetting] = useState<User>();
  const actions = useUserActions();
  const columns = useUserColumns(statuses, (user) => (
    <UserActionButtons
      compact
      user={user}
      onEdit={(target) => setEditing({ user: target })}
      onResetPassword={setResetting}
      onToggleStatus={actions.toggleStatus}
      onDelete={actions.remove}
    />
  ));

  return (
    <Card>
      <UserFilters
        {...filterBar}
        statuses={statuses}
        roles={roles.data ?? []}
        extra={
          <Permission value="system:user:add">
            <Button icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('system.user.add')}
            </Button>
          </Permission>
        }
      />
      <PagedTable query={users} list={list} columns={columns} rowKey="id" card={USER_CARD} />
      <UserFormDialog open={editing !== undefined} user={editing?.user} onClose={() => setEditing(undefined)} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />
    </Card>
  );
}

export { UsersRoute as Component };
