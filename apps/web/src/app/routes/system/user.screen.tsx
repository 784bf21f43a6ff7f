import type { User } from '@pcharging/api-client';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NotFoundResult } from '../../../components/errors/not-found-result';
import { useCrumbName } from '../../../components/layout/crumb-names';
import { paths } from '../../../config/paths';
import { useUser } from '../../../features/system/api/get-user';
import { LoadState } from '../../../features/system/components/load-state';
import { ResetPasswordDialog } from '../../../features/system/components/reset-password-dialog';
import { UserActionButtons } from '../../../features/system/components/user-action-buttons';
import { UserDetails } from '../../../features/system/components/user-details';
import { UserFormDialog } from '../../../features/system/components/user-form-dialog';
import { UserRecentOperations } from '../../../features/system/components/user-recent-operations';
import { useUserActions } from '../../../features/system/hooks/use-user-actions';
import { useScopedDictionary } from '../../../lib/dictionary/use-scoped-dictionary';
import { routeId } from '../../../lib/route-id';

/** A user as the breadcrumbs name them: the person, with the account they sign in with. */
const userLabel = (user: User): string => {
  const person = user.full_name.trim() || user.nickname.trim();
  return person ? `${person} (${user.username})` : user.username;
};

export function UserRoute() {
  const id = routeId(useParams().id);
  return id === undefined ? <NotFoundResult /> : <UserPage id={id} />;
}

function UserPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser(id);
  useCrumbName(paths.system.user.getHref(id), user.data ? userLabel(user.data) : undefined);
  const statuses = useScopedDictionary('user_status').data;
  const [editing, setEditing] = useState<User>();
  const [resetting, setResetting] = useState<User>();
  const actions = useUserActions({ onDeleted: () => void navigate(paths.system.users.getHref()) });

  return (
    <LoadState query={user} failedTitle={t('system.user.loadFailed')}>
      {(shown) => (
        <Flex vertical gap={16}>
          <Card
            title={t('system.user.detailTitle', { username: shown.username })}
            extra={
              <UserActionButtons
                user={shown}
                onEdit={setEditing}
                onResetPassword={setResetting}
                onToggleStatus={actions.toggleStatus}
                onDelete={actions.remove}
              />
            }
          >
            <UserDetails user={shown} statuses={statuses} />
          </Card>
          <UserRecentOperations user={shown} />
          <UserFormDialog open={editing !== undefined} user={editing} onClose={() => setEditing(undefined)} />
          <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />
        </Flex>
      )}
    </LoadState>
  );
}

export { UserRoute as Component };
