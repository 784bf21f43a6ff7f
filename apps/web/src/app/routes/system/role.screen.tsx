import type { Role } from '@pcharging/api-client';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NotFoundResult } from '../../../components/errors/not-found-result';
import { useCrumbName } from '../../../components/layout/crumb-names';
import { paths } from '../../../config/paths';
import { useRole } from '../../../features/system/api/get-role';
import { LoadState } from '../../../features/system/components/load-state';
import { RoleActionButtons } from '../../../features/system/components/role-action-buttons';
import { RoleDetails } from '../../../features/system/components/role-details';
import { RoleFormDialog } from '../../../features/system/components/role-form-dialog';
import { RolePermissionsCard } from '../../../features/system/components/role-permissions-card';
import { useDeleteRole } from '../../../features/system/hooks/use-delete-role';
import { routeId } from '../../../lib/route-id';

export function RoleRoute() {
  const id = routeId(useParams().id);
  return id === undefined ? <NotFoundResult /> : <RolePage id={id} />;
}

function RolePage({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useRole(id);
  useCrumbName(paths.system.role.getHref(id), role.data?.name);
  const [editing, setEditing] = useState<Role>();
  const remove = useDeleteRole(() => void navigate(paths.system.roles.getHref()));

  return (
    <LoadState query={role} failedTitle={t('system.role.loadFailed')}>
      {(shown) => (
        <Flex vertical gap={16}>
          <Card
            title={t('system.role.detailTitle', { name: shown.name })}
            extra={<RoleActionButtons role={shown} onEdit={setEditing} onDelete={remove.trigger} />}
          >
            <RoleDetails role={shown} />
          </Card>
          {/* Keyed by the saved time, so a save elsewhere (the edit dialog) drops a stale draft. */}
          <RolePermissionsCard key={shown.updated_at} role={shown} />
          <RoleFormDialog open={editing !== undefined} role={editing} onClose={() => setEditing(undefined)} />
        </Flex>
      )}
    </LoadState>
  );
}

export { RoleRoute as Component };
