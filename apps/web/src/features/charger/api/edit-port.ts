import { editPort, type Port, setPortVoltageLimits } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerKeys, portKeys } from './keys';

export interface PortChanges {
  alias?: string;
  limits?: { lower: number; upper: number };
}

interface PortEdit {
  port: Port;
  changes: PortChanges;
}

/** Renames a port and sets its voltage limits: two calls, made only for what changed. */
export const editPortMutationOptions = () =>
  mutationOptions({
    mutationFn: async ({ port, changes }: PortEdit) => {
      let saved = port;
      if (changes.alias !== undefined) saved = await editPort(api, { id: port.id, aliasname: changes.alias });
      if (changes.limits)
        saved = await setPortVoltageLimits(api, {
          id: port.id,
          voltagelowerlimits: changes.limits.lower,
          voltageupperlimits: changes.limits.upper,
        });
      return saved;
    },
    meta: {
      invalidates: (_saved: unknown, { port }: PortEdit) => [
        portKeys.all,
        { queryKey: chargerKeys.detail(port.pile_id), exact: true },
      ],
      // The rename may have landed even when the limits were refused.
      invalidatesOnError: true,
    },
  });
