import type { Role } from '@pcharging/api-client';
import { useAction } from '../../../components/actions/use-action';
import { deleteRoleMutationOptions } from '../api/delete-role';

/** Deletes a role after confirmation; the server refuses while users hold it and says how many. */
export function useDeleteRole(onDeleted?: (role: Role) => void) {
  return useAction<Role, null>({
    kind: 'delete',
    mutation: deleteRoleMutationOptions(),
    onSuccess: (_, role) => onDeleted?.(role),
  });
}
