import { ErrorCode, isApiError, setPileWhitelist } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerKeys } from './keys';

interface WhitelistChange {
  id: number;
  cards: string[];
}

/** The server refuses while the charger is offline: then the charger's details shown are out of date. */
export const isOfflineRefusal = (error: unknown) => isApiError(error) && Number(error.code) === ErrorCode.InvalidState;

export const setChargerWhitelistMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ id, cards }: WhitelistChange) => setPileWhitelist(api, { id, white_list: cards }),
    onSuccess: (whitelist, _change, _onMutateResult, { client }) =>
      void client.setQueryData(chargerKeys.whitelist(whitelist.id), whitelist),
    meta: {
      invalidates: (_whitelist: unknown, { id }: WhitelistChange) => [
        { queryKey: chargerKeys.detail(id), exact: true },
      ],
      invalidatesOnError: isOfflineRefusal,
    },
  });
