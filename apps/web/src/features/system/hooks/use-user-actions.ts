import { deleteUser, type SystemUser, setUserStatus } from '@pcharging/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../components/actions/use-action';
import { api } from '../../../lib/api';
import { systemKeys } from '../api/keys';
import { useRefreshSystem } from '../api/use-refresh-system';

export const ENABLED = 1;

/**
 * Enabling, disabling and deleting a user, each confirmed; the server's refusals (yourself, the last super
 * administrator) are shown with its reason.
 */
export function useUserActions(options: { onDeleted?: (user: SystemUser) => void } = {}) {
  const refresh = useRefreshSystem();
  const queryClient = useQueryClient();
  const enable = useAction<SystemUser, SystemUser>({
    kind: 'enable',
    run: (user) => setUserStatus(api, user.id, 1),
    onSuccess: () => refresh(),
  });
  const disable = useAction<SystemUser, SystemUser>({
    kind: 'disable',
    run: (user) => setUserStatus(api, user.id, 0),
    onSuccess: () => refresh(),
  });
  const remove = useAction<SystemUser, null>({
    kind: 'delete',
    run: (user) => deleteUser(api, user.id),
    onSuccess: async (_, user) => {
      // Gone: its page must not ask for it again while it closes.
      queryClient.removeQueries({ queryKey: systemKeys.users.detail(user.id) });
      options.onDeleted?.(user);
      await refresh();
    },
  });
  return {
    /** Enables a disabled user, disables an enabled one. */
    toggleStatus: (user: SystemUser) => (user.status === ENABLED ? disable : enable).trigger(user),
    remove: remove.trigger,
  };
}
