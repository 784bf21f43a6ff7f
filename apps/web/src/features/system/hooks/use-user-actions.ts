import type { User } from '@pcharging/api-client';
import { useAction } from '../../../components/actions/use-action';
import { deleteUserMutationOptions } from '../api/delete-user';
import { setUserStatusMutationOptions } from '../api/set-user-status';

export const ENABLED = 1;

/**
 * Enabling, disabling and deleting a user, each confirmed; the server's refusals (yourself, the last super
 * administrator) are shown with its reason.
 */
export function useUserActions(options: { onDeleted?: (user: User) => void } = {}) {
  const enable = useAction<User, User>({ kind: 'enable', mutation: setUserStatusMutationOptions(1) });
  const disable = useAction<User, User>({ kind: 'disable', mutation: setUserStatusMutationOptions(0) });
  const remove = useAction<User, null>({
    kind: 'delete',
    mutation: deleteUserMutationOptions(),
    onSuccess: (_, user) => options.onDeleted?.(user),
  });
  return {
    /** Enables a disabled user, disables an enabled one. */
    toggleStatus: (user: User) => (user.status === ENABLED ? disable : enable).trigger(user),
    remove: remove.trigger,
  };
}
