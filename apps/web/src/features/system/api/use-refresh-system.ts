import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** After a change: users, roles and the operation log (which records the change) are read again. */
export function useRefreshSystem() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['system'] }), [queryClient]);
}
