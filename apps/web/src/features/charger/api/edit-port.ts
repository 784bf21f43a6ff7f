import { type ChargerPort, editPort, setPortVoltageLimits } from '@pcharging/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerKeys, portKeys } from './keys';

export interface PortChanges {
  alias?: string;
  limits?: { lower: number; upper: number };
}

/** Renames a port and sets its voltage limits: two calls, made only for what changed. */
export function useEditPort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ port, changes }: { port: ChargerPort; changes: PortChanges }) => {
      let saved = port;
      if (changes.alias !== undefined) saved = await editPort(api, port.id, changes.alias);
      if (changes.limits) saved = await setPortVoltageLimits(api, port.id, changes.limits);
      return saved;
    },
    meta: { silentError: true },
    // Settled, not succeeded: the rename may have landed even when the limits were refused.
    onSettled: (_saved, _error, { port }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portKeys.all }),
        queryClient.invalidateQueries({ queryKey: chargerKeys.detail(port.pile_id), exact: true }),
      ]),
  });
}
