import { grantableOnly, type Role, type RoleInput } from '@pcharging/api-client';
import { Button, Card, Skeleton, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { usePermission } from '../../../components/permission/use-permission';
import { editRoleMutationOptions } from '../api/edit-role';
import { usePermissionTree } from '../api/get-permission-tree';
import { compactPermissions, expandPermissions } from '../permission-selection';
import { PermissionTree } from './permission-tree';

/** The role's permissions as a tree: editable and saved (after confirmation) by those who may edit roles. */
export function RolePermissionsCard({ role }: { role: Role }) {
  const { t } = useTranslation();
  const tree = usePermissionTree();
  const mayEdit = usePermission('system:role:edit');
  const stored = useMemo(() => expandPermissions(tree.data ?? [], role.permissions), [tree.data, role.permissions]);
  // Undefined while nothing was ticked or unticked: the tree shows what the server holds.
  const [draft, setDraft] = useState<Set<string>>();
  const checked = draft ?? stored;

  const save = useAction<{ id: number; input: RoleInput }, Role>({
    kind: 'save',
    mutation: editRoleMutationOptions(),
    onSuccess: () => setDraft(undefined),
  });
  const savePermissions = (permissions: string[]) =>
    save.trigger({
      id: role.id,
      input: {
        code: role.code,
        name: role.name,
        description: role.description,
        permissions: grantableOnly(permissions),
      },
    });

  return (
    <Card
      title={t('system.role.permissions')}
      extra={
        mayEdit && (
          <Space>
            <Button disabled={!draft} onClick={() => setDraft(undefined)}>
              {t('system.role.undo')}
            </Button>
            <Button
              type="primary"
              disabled={!draft || !tree.data}
              loading={save.pending}
              onClick={() => savePermissions(compactPermissions(tree.data ?? [], checked))}
            >
              {t('system.role.savePermissions')}
            </Button>
          </Space>
        )
      }
    >
      {tree.data ? (
        <PermissionTree tree={tree.data} checked={checked} onChange={mayEdit ? setDraft : undefined} />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
