import { PlusOutlined } from '@ant-design/icons';
import type { Role } from '@pcharging/api-client';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FilterBar } from '../../../components/list/filter-bar';
import { PagedTable } from '../../../components/list/paged-table';
import { useListState } from '../../../components/list/use-list-state';
import { Permission } from '../../../components/permission/permission';
import { paths } from '../../../config/paths';
import { useRoles } from '../../../features/system/api/list-roles';
import { RoleActionButtons } from '../../../features/system/components/role-action-buttons';
import { ROLE_CARD, useRoleColumns } from '../../../features/system/components/role-columns';
import { RoleFormDialog } from '../../../features/system/components/role-form-dialog';
import { useDeleteRole } from '../../../features/system/hooks/use-delete-role';
import { fromRoleFilterForm, type RoleFilters, roleList } from '../../../features/system/role-list';

type Editing = { role?: Role } | undefined;

export function RolesRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListState(roleList);
  const roles = useRoles(list.filters.keyword, { page: list.page, size: list.size });
  const [editing, setEditing] = useState<Editing>();
  const remove = useDeleteRole();
  const columns = useRoleColumns((role) => (
    <RoleActionButtons
      compact
      role={role}
      onEdit={(target) => setEditing({ role: target })}
      onDelete={remove.trigger}
    />
  ));

  return (
    <Card>
      <FilterBar<RoleFilters>
        values={list.filters}
        onSearch={(values) => list.setFilters(fromRoleFilterForm(values))}
        onReset={() => list.setFilters({})}
        extra={
          <Permission value="system:role:add">
            <Button icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('system.role.add')}
            </Button>
          </Permission>
        }
      >
        <Form.Item name="keyword" label={t('system.role.keyword')}>
          <Input allowClear maxLength={64} placeholder={t('system.role.keywordHint')} />
        </Form.Item>
      </FilterBar>
      <PagedTable query={roles} list={list} columns={columns} rowKey="id" card={ROLE_CARD} />
      <RoleFormDialog
        open={editing !== undefined}
        role={editing?.role}
        onClose={() => setEditing(undefined)}
        // A new role holds nothing yet: its page is where permissions are ticked.
        onSaved={(saved) => {
          if (!editing?.role) void navigate(paths.system.role.getHref(saved.id));
        }}
      />
    </Card>
  );
}

export { RolesRoute as Component };
