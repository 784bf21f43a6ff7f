import { deleteRole, type Role } from '@pcharging/api-client';
import { useAction } from '../../../components/actions/use-action';
import { api } from '../../../lib/api';
import { useRefreshSystem } from '../api/use-refresh-system';

/** Deletes a role after confirmation; the server refuses while users hold it and says how many. */
export function useDeleteRole(onDeleted?: (role: Role) => void) {
  const refresh = useRefreshSystem();
  return useAction<Role, null>({
    kind: 'delete',
    run: (role) => deleteRole(api, role.id),
    onSuccess: async (_, role) => {
      onDeleted?.(role);
      await refresh();
    },
  });
}
